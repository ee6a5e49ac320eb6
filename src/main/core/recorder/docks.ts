import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import type Database from 'better-sqlite3';
import { M } from '../../../shared/messages';
import { claimName } from '../downloads/save-download';
import { AppError, InvalidArgumentError, OfflineError } from '../errors';
import type { EventHub } from '../events';
import type { Logger } from '../logger';
import type { SettingsStore } from '../settings/settings';
import type { UploadService } from '../uploads/service';
import { TransferError, type UploadTransport } from '../uploads/transport';
import type { MediaTools } from './media';
import { createRecorderService } from './service';
import { importedFileOf } from './rows';
import type { RecorderSettings, RecorderTiming } from './settings';
import type { ImportRow } from './store';
import type { ImportedFile, RecorderService } from './types';
import { BUSINESS_TYPE } from '../../../shared/uploads/constants';
import { CHECK_CODE } from '../../../shared/uploads/rules';
import type {
  CustodyCheck,
  RecorderImport,
  RecorderSettingsView,
  RecorderStatus,
} from '../../../shared/recorder/contract';
import type { ParsedRequest, Responses } from '../../../shared/contract';
import type { ActionResult, Download } from '../../../shared/common/types';
import { chinaDateTime, chinaToday } from '../../../shared/common/dates';

// The dock import as the app sees it: one recorder service per signed-in account (its imports and
// custody log live in the account's database, its evidence store under the profile), fed by the
// settings, handing every import to the upload queue, and answering the import centre's calls.

export type DockAccount = { db: Database.Database; account: string };

export type DockFeatureOptions = {
  profileDir: string;
  settings: SettingsStore;
  uploads: UploadService;
  /** The chunked protocol's check: proof that the server holds an import's MD5. */
  transport: UploadTransport;
  events: EventHub;
  downloadsDir: () => string;
  /** The native folder dialog (desktop app); absent in browser mode. */
  pickFolder?: () => Promise<string | null>;
  logger: Logger;
  workstation?: string;
  tools?: MediaTools;
  timing?: Partial<RecorderTiming>;
};

/** The import centre's calls (recorder/handlers.ts maps the channels onto them). */
export type DockFeature = {
  /** The session changed: the previous account's docks stop, the new account's start. */
  account(active: DockAccount | null): Promise<void>;
  /** The running service (tests). */
  service(): RecorderService | null;
  dispose(): Promise<void>;
  settingsView(): RecorderSettingsView;
  /** Saves the dock folders and recorder mappings; running docks follow them at once. */
  saveSettings(change: ParsedRequest<'recorder:saveSettings'>): Promise<RecorderSettingsView>;
  pickFolder(): Promise<Responses['recorder:pickFolder']>;
  status(): RecorderStatus;
  /** The newest imports first, at most `limit`. */
  imports(limit: number): RecorderImport[];
  /** 指定警号: names the officer of an import; a finished import then joins the upload queue. */
  assignOfficer(importId: string, policeNumber: string): Promise<RecorderImport>;
  /** Deletes a recorder's original only once the server confirms it holds the import's MD5. */
  deleteOriginal(importId: string): Promise<ActionResult>;
  verifyCustody(): CustodyCheck;
  /** The custody log as a JSONL file in the downloads folder. */
  exportCustody(): Promise<Download>;
};

/** The queue key of an import's upload is the import's id: offered twice, queued once. */
function uploadOf(file: ImportedFile): Parameters<UploadService['enqueueOwned']>[0] {
  return {
    id: file.importId,
    path: file.path,
    name: file.name,
    title: file.name.replace(/\.[^.]+$/, ''),
    target: {
      runId: 'recorder',
      RWID: 'recorder',
      businessId: file.recorderNumber ?? 'unknown',
      businessType: BUSINESS_TYPE.recorder,
      label: M.recorderUploadLabel(file.recorderNumber),
      recorder: {
        sn: file.recorderNumber ?? undefined,
        policeNumber: file.policeNumber ?? undefined,
        recordTime: file.recordTime !== null ? chinaDateTime(file.recordTime) : undefined,
      },
    },
  };
}

export function createDockFeature(o: DockFeatureOptions): DockFeature {
  let current: { service: RecorderService; account: DockAccount; off: (() => void)[] } | null =
    null;
  // Account switches and settings changes run one after the other, never interleaved.
  let chain: Promise<void> = Promise.resolve();
  const serial = (fn: () => Promise<void>): Promise<void> => (chain = chain.then(fn, fn));

  const effective = (): RecorderSettings => {
    const r = o.settings.recorder();
    return {
      folders: r.folders.map((f) => f.path),
      recorders: Object.fromEntries(r.recorders.map((m) => [m.recorderNumber, m.policeNumber])),
    };
  };

  const evidenceDirOf = (db: Database.Database): string =>
    join(o.profileDir, 'evidence', basename(db.name, '.sqlite'));

  const view = (): RecorderSettingsView => ({
    ...o.settings.recorder(),
    evidenceDir: current ? evidenceDirOf(current.account.db) : join(o.profileDir, 'evidence'),
    workstation: o.workstation ?? hostname(),
  });

  const stopCurrent = async (): Promise<void> => {
    if (!current) return;
    const c = current;
    current = null;
    for (const off of c.off) off();
    await c.service.stop();
    o.events.emit('recorder:changed', { running: false, docks: [], files: [] });
  };

  const account = (active: DockAccount | null): Promise<void> =>
    serial(async () => {
      if (current && active && current.account.db === active.db) return;
      await stopCurrent();
      if (!active) return;
      const service = createRecorderService({
        db: active.db,
        evidenceDir: evidenceDirOf(active.db),
        officerAccount: () => active.account,
        onImported: async (file) => {
          // Evidence is attributed to an officer: a file nobody can be named for waits for 指定警号.
          if (file.policeNumber !== null) await o.uploads.enqueueOwned(uploadOf(file));
        },
        logger: o.logger,
        workstation: o.workstation,
        tools: o.tools,
        timing: o.timing,
      });
      const off = [
        service.on('changed', (s) => o.events.emit('recorder:changed', s)),
        service.on('dockFinished', (d) => o.events.emit('recorder:dockFinished', d)),
      ];
      current = { service, account: active, off };
      await service.start(effective());
    });

  const require = (): RecorderService => {
    if (!current) throw new AppError('expired', M.recorderNotSignedIn);
    return current.service;
  };

  const toImport = (row: ImportRow): RecorderImport => {
    const upload = o.uploads.item(row.id);
    const meta = row.meta;
    return {
      id: row.id,
      name: row.name,
      dock: row.dock,
      size: row.size,
      kind: row.kind,
      recorderNumber: row.recorderNumber,
      policeNumber: row.policeNumber,
      recordTime: row.recordTime,
      state: row.state,
      md5: row.md5,
      reason: row.reason,
      durationSec: meta?.durationSec ?? null,
      resolution: meta?.width && meta.height ? `${meta.width}×${meta.height}` : null,
      importedAt: row.importedAt,
      originalDeleted: row.originalDeleted,
      upload: upload?.state ?? null,
      // A finished upload the officer cleared from the upload centre is no longer in the queue.
      // (Imports no officer is named for are never queued until one is.)
      confirmed: upload
        ? upload.state === 'done'
        : row.state === 'done' && row.notified && row.policeNumber !== null,
    };
  };

  /** Asks the server now whether it holds the import's bytes under its key or MD5. */
  const serverConfirms = async (row: ImportRow & { md5: string }): Promise<boolean> => {
    try {
      const check = await o.transport.check({
        uploadKey: row.id,
        md5: row.md5,
        fileName: row.name,
        fileSize: row.size,
        businessId: row.recorderNumber ?? 'unknown',
        businessType: BUSINESS_TYPE.recorder,
        runId: 'recorder',
      });
      return check.code === CHECK_CODE.done;
    } catch (err) {
      if (err instanceof TransferError)
        throw err.failure.network ? new OfflineError() : new AppError('server', err.message);
      throw err;
    }
  };

  return {
    account,
    service: () => current?.service ?? null,
    dispose: () => serial(stopCurrent),
    settingsView: view,

    saveSettings: async (change) => {
      o.settings.updateRecorder(change);
      await serial(async () => {
        if (current) await current.service.start(effective());
      });
      return view();
    },

    pickFolder: async () => {
      if (!o.pickFolder) return { opened: false, path: null };
      return { opened: true, path: await o.pickFolder() };
    },

    status: () => current?.service.status() ?? { running: false, docks: [], files: [] },

    imports: (limit) => {
      if (!current) return [];
      return current.service
        .imports()
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, limit)
        .map(toImport);
    },

    assignOfficer: async (importId, policeNumber) => {
      const pn = policeNumber.trim();
      if (!pn) throw new InvalidArgumentError(M.recorderPoliceRequired);
      const row = require().assignOfficer(importId, pn);
      if (row.state === 'done' && !o.uploads.item(row.id))
        await o.uploads.enqueueOwned(uploadOf(importedFileOf(row, Date.now())));
      return toImport(row);
    },

    deleteOriginal: async (importId) => {
      const service = require();
      const row = service.imports().find((r) => r.id === importId);
      if (!row) throw new InvalidArgumentError(M.recorderImportNotFound);
      if (row.state !== 'done' || !row.md5) throw new AppError('invalid', M.recorderNotImported);
      const upload = o.uploads.item(row.id);
      if (upload && upload.state !== 'done') throw new AppError('invalid', M.recorderUploadNotDone);
      if (!(await serverConfirms({ ...row, md5: row.md5 })))
        throw new AppError('invalid', M.recorderMd5NotConfirmed);
      await service.deleteOriginal(row.id, { md5: row.md5, confirmedAt: Date.now() });
      return { message: M.recorderOriginalDeleted };
    },

    verifyCustody: () => {
      const r = require().verifyCustody();
      return r.ok
        ? { ok: true, count: r.count, brokenAt: null, reason: null }
        : { ok: false, count: r.count, brokenAt: r.brokenAt, reason: r.reason };
    },

    exportCustody: async () => {
      const service = require();
      const dir = o.downloadsDir();
      await mkdir(dir, { recursive: true });
      const name = `执法记录仪保管链-${current?.account.account ?? ''}-${chinaToday(Date.now())}.jsonl`;
      const part = join(dir, `${name}.${randomBytes(4).toString('hex')}.part`);
      try {
        await service.exportCustody(part);
        const fileName = await claimName(part, dir, name);
        const savedTo = join(dir, fileName);
        return { savedTo, fileName, bytes: (await stat(savedTo)).size };
      } finally {
        await rm(part, { force: true });
      }
    },
  };
}
