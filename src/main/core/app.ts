import { basename, join } from 'node:path';
import type Database from 'better-sqlite3';
import { BladeClient } from './api/client';
import { createDictService } from './dict/dict-service';
import { createArchiveService } from './archive/archive-service';
import { createDocumentService } from './documents/document-service';
import { createDocumentFileService } from './documents/file-service';
import { createAttachmentService } from './attachments/attachment-service';
import { pickFiles, type FilePicker } from './files/pick';
import { PickedFiles } from './files/picked';
import { createStager, sweepStaging, type StageFile } from './files/staging';
import { OfflineError } from './errors';
import { EventHub } from './events';
import type { Logger } from './logger';
import { silentLogger } from './logger';
import { Connectivity } from './net/connectivity';
import type { ReadContext } from './reads';
import { MemorySecretStore, type SecretStore } from './session/secret-store';
import { SessionManager } from './session/session';
import { defaultMachineConfigPath, SettingsStore } from './settings/settings';
import { createStampService } from './stamping/stamp-service';
import { createTaskService } from './tasks/task-service';
import { createUnitService } from './units/unit-service';
import { createVideoService } from './videos/video-service';
import { createGenericService } from './generic/service';
import { genericHandlers } from './generic/handlers';
import { createDockFeature, type DockFeatureOptions } from './recorder/docks';
import { WorkerHasher } from './uploads/hasher';
import { UploadService } from './uploads/service';
import { HttpUploadTransport } from './uploads/transport';
import type { Bootstrap } from '../../shared/shell/contract';
import type { Channel, Handlers } from '../../shared/contract';
import type { SettingsView } from '../../shared/settings/contract';

export type EmbeddedServer = { url: string; close(): Promise<void> };
export type EmbeddedServerFactory = (dataDir: string) => Promise<EmbeddedServer>;

export type CoreOptions = {
  profileDir: string;
  machineConfigPath?: string;
  secretStore?: SecretStore;
  logger?: Logger;
  version?: string;
  /** Starts the reference server when no production server is configured. */
  startEmbeddedServer?: EmbeddedServerFactory;
  /** Opens a document page in a window of its own (desktop app); absent in browser mode. */
  openWindow?: (path: string) => boolean;
  requestTimeoutMs?: number;
  /** Where downloads and packages are saved; `<profileDir>/downloads` when not given. */
  downloadsDir?: string;
  /** The native open dialog (desktop app); absent in browser mode, where the page stages files. */
  pickFiles?: FilePicker;
  net?: { onlineIntervalMs?: number; offlineMinMs?: number; offlineMaxMs?: number };
  /** The native folder dialog for dock folders (desktop app); absent in browser mode. */
  pickFolder?: () => Promise<string | null>;
  /** Dock import tuning (tests: faster stability polls, stub media tools). */
  recorder?: Pick<DockFeatureOptions, 'timing' | 'tools' | 'workstation'>;
};

export type Core = {
  handlers: Handlers;
  events: EventHub;
  /** Files the officer chose (dialog or staging), by ref: the upload queue takes them from here. */
  picked: PickedFiles;
  /** Browser mode: the bridge streams a chosen file's bytes here (POST /bridge/stage). */
  stageFile: StageFile;
  /** Settles when the signed-in account's docks have started (or stopped, signed out). */
  docksReady(): Promise<void>;
  dispose(): Promise<void>;
};

const defaultEmbedded: EmbeddedServerFactory = async (dataDir) => {
  const { startServer } = await import('../../server/index');
  return startServer({ port: 0, dataDir });
};

/** Builds the Electron-free core: settings, server connection, session, services, handlers. */
export async function createCore(opts: CoreOptions): Promise<Core> {
  const logger = opts.logger ?? silentLogger;
  const events = new EventHub();
  const settings = new SettingsStore(opts.profileDir, opts.machineConfigPath ?? defaultMachineConfigPath(), logger);
  const startEmbedded = opts.startEmbeddedServer ?? defaultEmbedded;
  let embedded: EmbeddedServer | null = null;
  let baseUrl = '';

  const serverKey = (): string => settings.get().serverUrl || 'embedded';

  async function connect(): Promise<void> {
    const configured = settings.get().serverUrl;
    if (configured) {
      if (embedded) await embedded.close();
      embedded = null;
      baseUrl = configured;
    } else {
      embedded ??= await startEmbedded(join(opts.profileDir, 'reference-server'));
      baseUrl = embedded.url;
    }
    logger.info(`server: ${baseUrl}${embedded ? ' (embedded)' : ''}`);
  }
  await connect();

  const probeClient = new BladeClient({ baseUrl: () => baseUrl, timeoutMs: 3000, logger });
  const connectivity = new Connectivity({
    ...opts.net,
    logger,
    probe: async () => {
      try {
        // Any HTTP answer, even 401 or 404, means the server is reachable.
        await probeClient.raw('/', { method: 'GET' });
        return true;
      } catch (err) {
        if (err instanceof OfflineError) return false;
        throw err;
      }
    },
  });
  connectivity.onChange((s) => events.emit('net:changed', s));

  // The client and the session need each other (tokens <-> calls): the session reaches the client
  // through a getter that is only called after both exist.
  const session: SessionManager = new SessionManager({
    client: () => client,
    store: opts.secretStore ?? new MemorySecretStore(),
    profileDir: opts.profileDir,
    serverKey,
    displayUrl: () => baseUrl,
    onExpired: (account) => events.emit('session:expired', { account }),
    logger,
  });
  const client = new BladeClient({ baseUrl: () => baseUrl, tokens: session, net: connectivity, timeoutMs: opts.requestTimeoutMs, logger });
  session.restore();
  connectivity.start();

  const reads = (): ReadContext => ({ cache: session.require().cache, online: () => connectivity.online });
  const tasks = createTaskService(() => client, reads);
  const dicts = createDictService(() => client, reads);
  const docs = createDocumentService(() => client, reads);
  const files = createDocumentFileService({
    client: () => client,
    previewHost: () => settings.get().previewHost,
    serverUrl: () => baseUrl,
    downloadsDir: () => opts.downloadsDir ?? join(opts.profileDir, 'downloads'),
    logger,
  });
  const stamps = createStampService(() => client, reads);
  const archive = createArchiveService(() => client, reads, logger);
  const units = createUnitService(() => client, reads);
  const generic = createGenericService(() => client, reads);
  const videos = createVideoService({ client: () => client, reads, serverUrl: () => baseUrl });
  const downloadsDir = (): string => opts.downloadsDir ?? join(opts.profileDir, 'downloads');
  const picked = new PickedFiles();
  // Staged copies live per account, beside nothing else: `<profileDir>/staging/<account db name>`.
  const stagingDirOf = (db: { name: string }): string => join(opts.profileDir, 'staging', basename(db.name, '.sqlite'));
  const stagingDir = (): string | null => {
    const active = session.current();
    return active ? stagingDirOf(active.db.sqlite) : null;
  };
  const stageFile = createStager({ dir: stagingDir, picked, logger });
  const attachments = createAttachmentService({ client: () => client, reads, serverUrl: () => baseUrl, downloadsDir, logger });
  const uploadTransport = new HttpUploadTransport({ client: () => client, baseUrl: () => baseUrl });
  const uploads = new UploadService({
    picked,
    transport: uploadTransport,
    hasher: new WorkerHasher(),
    net: connectivity,
    onChanged: (items) => events.emit('uploads:changed', { items }),
    onDrained: (count) => events.emit('uploads:drained', { count }),
    logger,
  });
  // The queue follows the signed-in account; a restored login (above) already happened.
  // Opening an account's queue also clears the staged copies it no longer needs.
  const bindQueue = (db: Database.Database | null): void => {
    uploads.bind(db);
    if (!db) return;
    const keep = uploads.stagedPaths();
    void sweepStaging(stagingDirOf(db), (path) => keep.has(path), logger);
  };
  session.onChange((active) => bindQueue(active?.db.sqlite ?? null));
  bindQueue(session.current()?.db.sqlite ?? null);

  // Recorder docks follow the account too, after its upload queue (imports are queued on arrival).
  const docks = createDockFeature({
    ...opts.recorder,
    profileDir: opts.profileDir,
    settings,
    uploads,
    transport: uploadTransport,
    events,
    downloadsDir,
    pickFolder: opts.pickFolder,
    logger,
  });
  let docksReady = Promise.resolve();
  const followAccount = (active: ReturnType<typeof session.current>): void => {
    docksReady = docks.account(active ? { db: active.db.sqlite, account: active.info.account } : null).catch((err: unknown) => {
      logger.error('recorder docks failed to start', err);
    });
  };
  session.onChange(followAccount);
  followAccount(session.current());

  const settingsView = (): SettingsView => {
    const s = settings.get();
    return { ...s, effectiveServerUrl: baseUrl, embedded: embedded !== null };
  };

  /** A write: afterwards every window refreshes (even a failed archive follow-up changed data). */
  const write =
    <C extends Channel>(channel: C, fn: Handlers[C]): Handlers[C] =>
    (async (req: Parameters<Handlers[C]>[0]) => {
      let done = false;
      try {
        const result = await (fn as (r: typeof req) => Promise<unknown>)(req);
        done = true;
        return result;
      } finally {
        if (done || channel === 'archive:close') events.emit('shell:dataChanged', { channel });
      }
    }) as Handlers[C];

  const handlers: Handlers = {
    'shell:bootstrap': async (): Promise<Bootstrap> => ({
      version: opts.version ?? '0.0.0',
      settings: settingsView(),
      session: session.current()?.info ?? null,
      net: connectivity.status(),
    }),
    'session:login': async (req) => {
      const info = await session.login(req);
      settings.rememberTenant(req.tenantId);
      return info;
    },
    'session:logout': async () => {
      session.logout();
      return null;
    },
    'settings:get': async () => settingsView(),
    'settings:update': async (req) => {
      const before = settings.get().serverUrl;
      const after = settings.update(req).serverUrl;
      if (after !== before) {
        // Another server means another account database and another login.
        session.logout();
        await connect();
        void connectivity.check();
      }
      return settingsView();
    },
    'dict:get': async (req) => dicts.get(req.code as Parameters<typeof dicts.get>[0]),
    'tasks:list': async (req) => tasks.list(req),
    'detail:get': async (req) => tasks.detail(req),
    'detail:opLog': async (req) => tasks.opLog(req),
    'net:check': async () => connectivity.check(),
    'documents:beforeAdd': async (req) => docs.beforeAdd(req),
    'documents:form': async (req) => docs.form(req),
    'documents:get': async (req) => docs.get(req),
    'documents:save': write('documents:save', async (req) => docs.save(req)),
    'documents:send': write('documents:send', async (req) => docs.send(req)),
    'documents:recall': write('documents:recall', async (req) => docs.recall(req)),
    'documents:delete': write('documents:delete', async (req) => docs.delete(req)),
    'documents:approvals': async (req) => docs.approvals(req),
    'documents:previewUrl': async (req) => files.previewUrl(req),
    'documents:download': async (req) => files.download(req),
    'documents:print': async (req) => files.print(req),
    'documents:package': async (req) => files.package(req),
    'stamping:list': async (req) => stamps.list(req),
    'stamping:seal': write('stamping:seal', async (req) => stamps.seal(req)),
    'archive:categories': async (req) => archive.categories(req),
    'archive:close': write('archive:close', async (req) => archive.close(req)),
    'detail:canSwitch': async (req) => tasks.canSwitch(req),
    'units:get': async (req) => units.get(req),
    'shell:openWindow': async (req) => ({ opened: opts.openWindow ? opts.openWindow(req.path) : false }),
    'files:pick': async (req) => pickFiles(opts.pickFiles, picked, req, logger),
    'attachments:list': async (req) => attachments.list(req),
    'attachments:rename': write('attachments:rename', async (req) => attachments.rename(req)),
    'attachments:delete': write('attachments:delete', async (req) => attachments.remove(req)),
    'attachments:download': async (req) => attachments.download(req),
    'attachments:groups': async (req) => attachments.groups(req),
    'attachments:mobilePackage': async (req) => attachments.mobilePackage(req),
    'attachments:mediaUrl': async (req) => attachments.mediaUrl(req),
    'videos:bound': async (req) => videos.bound(req),
    'videos:list': async (req) => videos.list(req),
    'videos:bind': write('videos:bind', async (req) => videos.bind(req)),
    'videos:unbind': write('videos:unbind', async (req) => videos.unbind(req)),
    'videos:remark': write('videos:remark', async (req) => videos.remark(req)),
    'videos:units': async () => videos.units(),
    'videos:missing': async (req) => videos.missing(req),
    'videos:sync': write('videos:sync', async (req) => videos.sync(req)),
    'videos:enforcement': async (req) => videos.enforcement(req),
    'videos:evidenceTree': async (req) => videos.evidenceTree(req),
    'videos:evidenceSync': write('videos:evidenceSync', async (req) => videos.evidenceSync(req)),
    ...docks.handlers,
    ...genericHandlers(generic),
    'uploads:enqueue': async (req) => uploads.enqueue(req),
    'uploads:start': async (req) => uploads.start(req),
    'uploads:list': async () => uploads.list(),
    'uploads:pause': async (req) => uploads.pause(req.ids),
    'uploads:resume': async (req) => uploads.resume(req.ids),
    'uploads:cancel': async (req) => uploads.cancel(req.ids),
    'uploads:retry': async (req) => uploads.retry(req.ids),
    'uploads:clear': async () => {
      uploads.clear();
      return null;
    },
  };

  return {
    handlers,
    events,
    picked,
    stageFile,
    docksReady: () => docksReady,
    dispose: async () => {
      await docks.dispose();
      connectivity.stop();
      uploads.dispose();
      uploadTransport.dispose();
      session.close();
      if (embedded) await embedded.close();
      embedded = null;
    },
  };
}
