import { basename, join } from 'node:path';
import type Database from 'better-sqlite3';
import { BladeClient } from './api/client';
import { createDictService } from './dict/dict-service';
import { createArchiveService } from './archive/archive-service';
import { createActionService } from './actions/action-service';
import { createPenaltyService } from './penalty/penalty-service';
import { createInspectionService } from './inspection/inspection-service';
import { createServiceService } from './service/service-service';
import { createTaskFileUploader } from './actions/task-files';
import { createDocumentService } from './documents/document-service';
import { createDocumentFileService } from './documents/file-service';
import { createDraftService, sessionDraftsOwner } from './drafts/service';
import { createAttachmentService } from './attachments/attachment-service';
import type { FilePicker } from './files/pick';
import { PickedFiles } from './files/picked';
import { createStager, sweepStaging, type StageFile } from './files/staging';
import { OfflineError } from './errors';
import { EventHub } from './events';
import { notifyPackages, raiseNativeNotices, type NativeNotify } from './notices/notices';
import { SavedFiles, withSavedFileRefs, type FileOpener } from './downloads/saved-files';
import type { Logger } from './logger';
import { silentLogger } from './logger';
import { Connectivity } from './net/connectivity';
import type { ReadContext } from './reads';
import { MemorySecretStore, type SecretStore } from './session/secret-store';
import { SessionManager } from './session/session';
import { ServerConnection, type EmbeddedServerFactory } from './settings/connection';
import { defaultMachineConfigPath, sendsJson, SettingsStore } from './settings/settings';
import { createStampService } from './stamping/stamp-service';
import { createTaskService } from './tasks/task-service';
import { createDetailService } from './detail/detail-service';
import { createUnitService } from './units/unit-service';
import { createVideoService } from './videos/video-service';
import { createGenericService } from './generic/service';
import { createDockFeature, type DockFeatureOptions } from './recorder/docks';
import { WorkerHasher } from './uploads/hasher';
import { UploadService } from './uploads/service';
import { HttpUploadTransport } from './uploads/transport';
import { createWrite } from './writes';
import { shellHandlers } from './shell/handlers';
import { sessionHandlers } from './session/handlers';
import { settingsHandlers } from './settings/handlers';
import { netHandlers } from './net/handlers';
import { dictHandlers } from './dict/handlers';
import { tasksHandlers } from './tasks/handlers';
import { detailHandlers } from './detail/handlers';
import { documentsHandlers } from './documents/handlers';
import { stampingHandlers } from './stamping/handlers';
import { archiveHandlers } from './archive/handlers';
import { actionsHandlers } from './actions/handlers';
import { penaltyHandlers } from './penalty/handlers';
import { createProductService } from './products/product-service';
import { productsHandlers } from './products/handlers';
import { inspectionHandlers } from './inspection/handlers';
import { createCreditService } from './credit/credit-service';
import { creditHandlers } from './credit/handlers';
import { createHistoryService } from './history/history-service';
import { historyHandlers } from './history/handlers';
import { createFireService } from './fire/fire-service';
import { fireHandlers } from './fire/handlers';
import { serviceHandlers } from './service/handlers';
import { unitsHandlers } from './units/handlers';
import { filesHandlers } from './files/handlers';
import { uploadsHandlers } from './uploads/handlers';
import { attachmentsHandlers } from './attachments/handlers';
import { videosHandlers } from './videos/handlers';
import { recorderHandlers } from './recorder/handlers';
import { genericHandlers } from './generic/handlers';
import { draftsHandlers } from './drafts/handlers';
import type { Handlers } from '../../shared/contract';
import type { ReadChannel } from './gather';

export type { EmbeddedServer, EmbeddedServerFactory } from './settings/connection';

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
  /** The desktop's native notifications for finished long jobs; absent in browser mode. */
  nativeNotify?: NativeNotify;
  /** Opens saved files and their folders (desktop app: Electron's shell); absent in browser mode. */
  fileOpener?: FileOpener;
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
  const settings = new SettingsStore(
    opts.profileDir,
    opts.machineConfigPath ?? defaultMachineConfigPath(),
    logger,
  );
  const connection = new ServerConnection({
    settings,
    startEmbedded: opts.startEmbeddedServer ?? defaultEmbedded,
    embeddedDataDir: join(opts.profileDir, 'reference-server'),
    logger,
  });
  await connection.connect();
  const baseUrl = (): string => connection.url();

  const probeClient = new BladeClient({ baseUrl, timeoutMs: 3000, logger });
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
    serverKey: () => connection.key(),
    displayUrl: baseUrl,
    onExpired: (account) => events.emit('session:expired', { account }),
    logger,
    // IT's machine config: the OAuth client, the grant type, which fields carry the unit and region.
    auth: () => settings.machineOptions().auth,
    contextFields: () => settings.machineOptions(),
    insecure: () => connection.insecureRefusal(),
  });
  const client = new BladeClient({
    baseUrl,
    tokens: session,
    net: connectivity,
    timeoutMs: opts.requestTimeoutMs,
    logger,
    apiPrefix: () => settings.machineOptions().api.prefix,
    bodyEncoding: (path) => (sendsJson(settings.machineOptions().api.json, path) ? 'json' : 'form'),
  });
  session.restore();
  connectivity.start();

  const reads = (): ReadContext => ({
    cache: session.require().cache,
    online: () => connectivity.online,
  });
  const downloadsDir = (): string => opts.downloadsDir ?? join(opts.profileDir, 'downloads');
  const generic = createGenericService(() => client, reads);
  const tasks = createTaskService(() => client, reads, downloadsDir);
  const detail = createDetailService(() => client, reads, generic);
  const dicts = createDictService(() => client, reads);
  const docs = createDocumentService(() => client, reads, generic);
  const files = createDocumentFileService({
    client: () => client,
    previewHost: () => settings.get().previewHost,
    signPreviewLinks: () => connection.signsPreviewLinks(),
    serverUrl: baseUrl,
    downloadsDir,
    logger,
  });
  const stamps = createStampService({
    client: () => client,
    reads,
    regionCode: () => session.current()?.info.user.region_code ?? null,
    serverUrl: baseUrl,
    downloadsDir,
    logger,
  });
  // Archive readiness and the video suggestions read the other areas through their own handlers
  // (built below).
  const readChannel: ReadChannel = (channel, req) =>
    (areaHandlers[channel] as unknown as (r: typeof req) => Promise<never>)(req);
  const archive = createArchiveService(() => client, reads, logger, readChannel, generic);
  const units = createUnitService(generic, reads, () => client);
  const videos = createVideoService({
    client: () => client,
    reads,
    serverUrl: baseUrl,
    logger,
    read: readChannel,
  });
  const picked = new PickedFiles();
  // Staged copies live per account, beside nothing else: `<profileDir>/staging/<account db name>`.
  const stagingDirOf = (db: { name: string }): string =>
    join(opts.profileDir, 'staging', basename(db.name, '.sqlite'));
  const stagingDir = (): string | null => {
    const active = session.current();
    return active ? stagingDirOf(active.db.sqlite) : null;
  };
  const stageFile = createStager({ dir: stagingDir, picked, logger });
  const attachments = createAttachmentService({
    client: () => client,
    reads,
    serverUrl: baseUrl,
    signPreviewLinks: () => connection.signsPreviewLinks(),
    downloadsDir,
    logger,
  });
  const uploadTransport = new HttpUploadTransport({
    client: () => client,
    baseUrl,
    tokens: session,
    logger,
  });
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
  // The task actions send their files (the resume dialog's) through that same queue.
  const actions = createActionService({
    client: () => client,
    reads,
    generic,
    files: createTaskFileUploader({ uploads, events }),
    downloadsDir,
    logger,
  });

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
    docksReady = docks
      .account(active ? { db: active.db.sqlite, account: active.info.account } : null)
      .catch((err: unknown) => {
        logger.error('recorder docks failed to start', err);
      });
  };
  session.onChange(followAccount);
  followAccount(session.current());

  // Drafts live in the signed-in officer's database, under their scope (one account, one server).
  const drafts = createDraftService(sessionDraftsOwner(session), { logger });

  const write = createWrite(events);
  // Only where the OS can open files do downloads come back with a ref to open them by.
  const saved = opts.fileOpener ? new SavedFiles(opts.fileOpener, logger) : undefined;
  const areaHandlers: Handlers = {
    ...shellHandlers({
      version: opts.version ?? '0.0.0',
      settingsView: () => connection.view(),
      session,
      net: connectivity,
      openWindow: opts.openWindow,
      saved,
    }),
    ...sessionHandlers({ session, settings }),
    ...settingsHandlers({ settings, connection, session, net: connectivity }),
    ...netHandlers(connectivity),
    ...dictHandlers(dicts),
    ...tasksHandlers(tasks),
    ...historyHandlers(createHistoryService(() => client, reads)),
    ...detailHandlers(detail),
    ...documentsHandlers(docs, files, write),
    ...stampingHandlers(stamps, write),
    ...archiveHandlers(archive, write),
    ...actionsHandlers(actions, write),
    ...penaltyHandlers(createPenaltyService({ client: () => client, reads, generic }), write),
    ...productsHandlers(
      createProductService(() => client, reads),
      write,
    ),
    ...inspectionHandlers(createInspectionService({ client: () => client, reads, generic }), write),
    ...creditHandlers(
      createCreditService({
        client: () => client,
        reads,
        generic,
        officer: () => session.current()?.info.user ?? null,
      }),
      write,
    ),
    ...serviceHandlers(createServiceService({ client: () => client, reads, generic }), write),
    ...fireHandlers(createFireService({ client: () => client, reads }), write),
    ...unitsHandlers(units, write),
    ...filesHandlers({ picker: opts.pickFiles, picked, logger }),
    ...uploadsHandlers(uploads),
    ...attachmentsHandlers(attachments, write),
    ...videosHandlers(videos, write),
    ...recorderHandlers(docks),
    ...genericHandlers(generic),
    ...draftsHandlers(drafts),
  };

  const native = opts.nativeNotify;
  const notifying = native ? notifyPackages(areaHandlers, native, logger) : areaHandlers;
  const handlers = saved ? withSavedFileRefs(notifying, saved) : notifying;
  const stopNotices = native ? raiseNativeNotices(events, native, logger) : (): void => undefined;

  return {
    handlers,
    events,
    picked,
    stageFile,
    docksReady: () => docksReady,
    dispose: async () => {
      stopNotices();
      await docks.dispose();
      connectivity.stop();
      uploads.dispose();
      uploadTransport.dispose();
      session.close();
      await connection.close();
    },
  };
}
