import { z } from 'zod';
import type {
  ApprovalRow,
  BeforeAdd,
  CaseCategory,
  DetailConfig,
  DictItem,
  FlwsDetail,
  FormDefinition,
  OpLogRow,
  SaveResult,
  StampRow,
  TaskRecord,
  TreeRow,
  UnitRecord,
  UserInfo,
} from './schemas/server';
import type { Page } from './schemas/common';
import type { AttachmentGroup, AttachmentRecord, EnforcementVideo, EvidenceGroup, MissingVideo, OrgUnit, VideoRecord } from './schemas/server';
import type { UploadState } from './rules/upload-queue';
import { DICT_CODES } from './constants';
import { CHANNELS, EVENT_NAMES } from './channels';

export { CHANNELS, EVENT_NAMES };

// The one typed contract between renderer and main. Each channel `area:action` maps a request to a
// response; `requestSchemas` checks every argument in main before a handler sees it.

/** Where a read came from: the server now, or the local cache (offline). */
export type Cached<T> = { data: T; source: 'network' | 'cache'; updatedAt: number };

export type SessionInfo = {
  account: string;
  realName: string;
  tenantId: string;
  user: UserInfo;
};

export type SettingsView = {
  /** Production server; empty means the embedded reference server. */
  serverUrl: string;
  /** True when IT's machine-wide config fixes the server URL. */
  serverUrlLocked: boolean;
  previewHost: string;
  tenantId: string;
  /** The base URL actually in use (the embedded server's loopback address when serverUrl is empty). */
  effectiveServerUrl: string;
  embedded: boolean;
  /** Working-day calendar years from IT's machine-wide config, on top of the built-in ones. */
  workCalendar?: Record<string, { holidays: string[]; workdays: string[] }>;
};

export type NetStatus = { online: boolean; since: number };

export type Bootstrap = {
  version: string;
  settings: SettingsView;
  session: SessionInfo | null;
  net: NetStatus;
};

export type TaskDetail = { config: DetailConfig; tree: TreeRow[] };

export const loginRequest = z.object({
  tenantId: z.string().trim().min(1).max(32),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const taskListRequest = z.object({
  current: z.number().int().min(1),
  size: z.number().int().min(1).max(200),
  RWMC: z.string().max(100).optional(),
  RWLX: z.string().max(10).optional(),
  rwzt: z.string().max(10).optional(),
});
export type TaskListRequest = z.infer<typeof taskListRequest>;

export const taskDetailRequest = z.object({
  runId: z.string().min(1).max(64),
  RWID: z.string().min(1).max(64),
  pagetype: z.string().max(10).optional(),
  SFCXLSSJ: z.string().max(10).optional(),
});
export type TaskDetailRequest = z.infer<typeof taskDetailRequest>;

export const opLogRequest = z.object({
  runId: z.string().min(1).max(64),
  RWID: z.string().min(1).max(64),
  current: z.number().int().min(1),
  size: z.number().int().min(1).max(100),
});
export type OpLogRequest = z.infer<typeof opLogRequest>;

export const settingsUpdate = z.object({
  serverUrl: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { message: '服务器地址须以 http:// 或 https:// 开头' }),
  previewHost: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { message: '预览地址须以 http:// 或 https:// 开头' }),
});
export type SettingsUpdate = z.infer<typeof settingsUpdate>;

const none = z.undefined().or(z.null()).optional();
const id = z.string().min(1).max(64);

export const saveDocRequest = z.object({
  runId: id,
  RWID: id,
  form: z.string().regex(/^[a-z0-9]{2,40}$/),
  rwwsszid: id,
  FLWSID: id.optional(),
  values: z.record(z.string().max(60), z.string().max(20_000)),
});
export type SaveDocRequest = z.infer<typeof saveDocRequest>;

export const archiveRequest = z.object({
  runId: id,
  RWID: id,
  rwlx: z.number().int(),
  ajlb: z.array(id).max(50),
  format: z.enum(['pdf', 'doc', 'docx']),
});
export type ArchiveRequest = z.infer<typeof archiveRequest>;

// ---- Attachments and the upload queue (issue 4) ----

/** Where an uploaded file goes: a task (businessType xmrw, businessId RWID) or a document (flws, FLWSID). */
export const uploadTarget = z.object({
  runId: id,
  RWID: id,
  businessId: id,
  businessType: z.string().min(1).max(32),
  businessUsage: z.string().max(64).optional(),
  wsyllx: z.string().max(64).optional(),
  /** What the officer sees in the upload centre: the task or document name. */
  label: z.string().max(200),
  /** A recorder import (businessType zfjly): recorder number, police number and record time for the platform. */
  recorder: z
    .object({ sn: z.string().max(64).optional(), policeNumber: z.string().max(64).optional(), recordTime: z.string().max(20).optional() })
    .optional(),
});
export type UploadTarget = z.infer<typeof uploadTarget>;

/** A file the officer chose: `ref` names it to main (a native-dialog path or a browser-mode staged copy). */
export type PickedFile = { ref: string; name: string; size: number };

export const enqueueRequest = z.object({
  target: uploadTarget,
  /** Which dialog's limits apply (main checks them again). */
  profile: z.enum(['attachment', 'form', 'chunked']),
  accept: z.string().max(300).optional(),
  /** held: the attachment dialog's files wait for Save (upload:start); others start at once. */
  hold: z.boolean().optional(),
  files: z
    .array(z.object({ ref: z.string().min(1).max(100), title: z.string().max(200).optional(), remark: z.string().max(500).optional() }))
    .min(1)
    .max(50),
});
export type EnqueueRequest = z.infer<typeof enqueueRequest>;

/** One file of the upload queue as the renderer sees it. */
export type UploadItem = {
  id: string;
  name: string;
  title: string;
  remark: string;
  size: number;
  md5: string | null;
  state: UploadState;
  /** Bytes the server holds (confirmed slices) plus the confirmed part of slices in flight. */
  bytesDone: number;
  /** Bytes hashed so far while hashing. */
  bytesHashed: number;
  sliceCount: number;
  slicesDone: number;
  /** Bytes per second over the last few seconds; 0 when idle. */
  speed: number;
  etaSeconds: number | null;
  /** Why it waits or failed, in Chinese; null when nothing to say. */
  reason: string | null;
  nextAttemptAt: number | null;
  attempts: number;
  profile: 'attachment' | 'form' | 'chunked';
  target: UploadTarget;
  /** The server's attachment id once done. */
  fileId: string | null;
  createdAt: number;
  updatedAt: number;
};

// ---- Recorder docks (issue 5) ----

/** Per-file state in the import centre. */
export type RecorderFileState = 'waiting-stable' | 'queued' | 'copying' | 'probing' | 'done' | 'duplicate' | 'error';

/** A file found on a dock in this session. */
export type RecorderFile = {
  path: string;
  name: string;
  dock: string;
  importId: string | null;
  recorderNumber: string | null;
  state: RecorderFileState;
  size: number;
  bytesDone: number;
  /** Chinese, for the officer (error only). */
  reason: string | null;
  needsOfficer: boolean;
};

export type RecorderDock = {
  folder: string;
  present: boolean;
  /** Recorder numbers read from the files found in this dock. */
  recorders: string[];
  found: number;
  done: number;
  duplicates: number;
  errors: number;
  active: number;
};

export type RecorderStatus = { running: boolean; docks: RecorderDock[]; files: RecorderFile[] };

/** A dock has nothing left waiting or importing: what this batch did. */
export type DockFinished = { folder: string; imported: number; duplicates: number; errors: number };

/** One import of the account's history, with where its upload stands. */
export type RecorderImport = {
  id: string;
  name: string;
  dock: string;
  size: number;
  kind: 'video' | 'photo' | 'audio';
  recorderNumber: string | null;
  policeNumber: string | null;
  recordTime: number | null;
  /** A file's states once it has an import row (waiting-stable comes before). */
  state: Exclude<RecorderFileState, 'waiting-stable'>;
  md5: string | null;
  reason: string | null;
  durationSec: number | null;
  resolution: string | null;
  importedAt: number | null;
  originalDeleted: boolean;
  /** The upload queue's state of this import (null: not queued, e.g. a duplicate). */
  upload: UploadState | null;
  /** The server holds these bytes (the upload finished): the original may be deleted. */
  confirmed: boolean;
};

export type RecorderFolder = { path: string; /** From IT's machine-wide config: shown, not removable. */ locked: boolean };
export type RecorderMapping = { recorderNumber: string; policeNumber: string; locked: boolean };

export type RecorderSettingsView = {
  folders: RecorderFolder[];
  recorders: RecorderMapping[];
  /** Where imported files are kept on this workstation. */
  evidenceDir: string;
  workstation: string;
};

export type CustodyCheck = { ok: boolean; count: number; brokenAt: number | null; reason: string | null };

// Emptiness is checked in main with the officer's messages (M.recorderNumberRequired, M.recorderPoliceRequired).
const recorderNumber = z.string().max(64);
const policeNumber = z.string().max(64);

export const recorderSettingsUpdate = z.object({
  /** The officer's own folders (IT's are kept whatever this says). */
  folders: z.array(z.string().trim().min(1).max(1024)).max(64),
  recorders: z.array(z.object({ recorderNumber, policeNumber })).max(500),
});
export type RecorderSettingsUpdate = z.infer<typeof recorderSettingsUpdate>;

const ids = z.object({ ids: z.array(id).min(1).max(500) });
const business = { runId: id, businessId: id, businessType: z.string().min(1).max(32) };

export const requestSchemas = {
  'shell:bootstrap': none,
  'session:login': loginRequest,
  'session:logout': none,
  'settings:get': none,
  'settings:update': settingsUpdate,
  'dict:get': z.object({ code: z.enum(DICT_CODES as [string, ...string[]]) }),
  'tasks:list': taskListRequest,
  'detail:get': taskDetailRequest,
  'detail:opLog': opLogRequest,
  'net:check': none,
  'documents:beforeAdd': z.object({ runId: id, RWID: id, wssid: z.string().max(64) }),
  'documents:form': z.object({ form: z.string().regex(/^[a-z0-9]{2,40}$/) }),
  'documents:get': z.object({ FLWSID: id }),
  'documents:save': saveDocRequest,
  'documents:send': z.object({ runId: id, FLWSID: id, FLWSLB: z.string().max(64).optional(), xdlx: z.enum(['1', '2']) }),
  'documents:recall': z.object({ runId: id, FLWSID: id }),
  'documents:delete': z.object({ runId: id, FLWSID: id }),
  'documents:approvals': z.object({ flwslb: z.string().max(64), flwssyid: id }),
  'documents:previewUrl': z.object({ md5: z.string().max(64).nullable() }),
  'documents:download': z.object({ md5: z.string().max(64).nullable(), fileName: z.string().min(1).max(200) }),
  'documents:print': z.object({ FLWSID: id, DYMBID: z.string().max(64).nullable() }),
  'documents:package': z.object({ runId: id, RWID: id, md5s: z.array(z.string().max(64)).max(500), fileName: z.string().min(1).max(200) }),
  'stamping:list': z.object({ RWID: id }),
  'stamping:seal': z.object({ runId: id, wssyid: id }),
  'archive:categories': z.object({ runId: id }),
  'archive:close': archiveRequest,
  'detail:canSwitch': z.object({ runId: id, RWID: id }),
  'units:get': z.object({ runId: id, id }),
  // Only document pages may get a window of their own.
  'shell:openWindow': z.object({ path: z.string().max(2000).regex(/^\/ws\/[a-z0-9]+(\?[^#\s]*)?$/) }),
  // Native file dialog in the desktop app; browser mode answers opened:false and stages files itself.
  'files:pick': z.object({ extensions: z.array(z.string().regex(/^[a-z0-9]{1,10}$/)).max(50).optional(), multiple: z.boolean() }),
  'uploads:enqueue': enqueueRequest,
  /** Releases held files (the attachment dialog's Save) with their titles and descriptions. */
  'uploads:start': z.object({ items: z.array(z.object({ id, title: z.string().max(200), remark: z.string().max(500) })).min(1).max(50) }),
  'uploads:list': none,
  'uploads:pause': ids,
  'uploads:resume': ids,
  'uploads:cancel': ids,
  'uploads:retry': ids,
  /** Forgets finished (done or cancelled) files. */
  'uploads:clear': none,
  'attachments:list': z.object({
    ...business,
    current: z.number().int().min(1),
    size: z.number().int().min(1).max(100),
    fileType: z.string().max(20).optional(),
    linkType: z.string().max(10).optional(),
  }),
  'attachments:rename': z.object({ runId: id, fileId: id, showName: z.string().trim().min(1).max(200), businessUsage: z.string().max(64).optional(), wsyllx: z.string().max(64).optional() }),
  'attachments:delete': z.object({ runId: id, fileId: id }),
  'attachments:download': z.object({ runId: id, fileId: id, fileName: z.string().min(1).max(200) }),
  'attachments:groups': z.object({ RWID: id, FILE_TYPE: z.string().max(20).optional(), SFCXLSSJ: z.string().max(10).optional() }),
  'attachments:mobilePackage': z.object({ RWID: id }),
  /** A playable/viewable address of an attachment's bytes (md5 + expireTime, no Blade-Auth). */
  'attachments:mediaUrl': z.object({ md5: z.string().max(64).nullable() }),
  // Law-enforcement video (issue 5)
  'videos:bound': z.object({ rwid: id }),
  'videos:list': z.object({
    rwid: id,
    zgdwid: z.string().max(64),
    zgdwmc: z.string().max(200).optional(),
    kssj: z.string().max(20).optional(),
    jssj: z.string().max(20).optional(),
    reName: z.string().max(200).optional(),
    groupName: z.string().max(200).optional(),
    remark: z.string().max(500).optional(),
    bdzt: z.enum(['', '0', '1']).optional(),
    TYGXJGFW: z.enum(['0', '1']),
    current: z.number().int().min(1),
    size: z.number().int().min(1).max(200),
  }),
  'videos:bind': z.object({ rwid: id, id }),
  'videos:unbind': z.object({ id }),
  'videos:remark': z.object({ id, remark: z.string().max(500) }),
  'videos:units': none,
  // Empty fields pass here: main's checkMissingVideoSearch answers the spec's message for each.
  'videos:missing': z.object({
    fileName: z.string().max(200),
    sn: z.string().max(64),
    policeNumber: z.string().max(64),
    date: z.string().max(20),
    dateZ: z.string().max(20),
    page: z.number().int().min(1),
    limit: z.number().int().min(1).max(200),
  }),
  'videos:sync': z.object({ row: z.record(z.string().max(60), z.string().max(2000).nullable()) }),
  'videos:enforcement': z.object({
    outDataSource: z.string().max(64).optional(),
    businessId: id,
    businessTable: z.string().max(64).optional(),
    businessType: z.string().max(64).optional(),
    current: z.number().int().min(1),
    size: z.number().int().min(1).max(100),
  }),
  // Recorder docks (issue 5)
  'recorder:settings': none,
  'recorder:saveSettings': recorderSettingsUpdate,
  /** The native folder dialog (desktop app); browser mode answers opened:false and the officer types the path. */
  'recorder:pickFolder': none,
  'recorder:status': none,
  'recorder:imports': z.object({ limit: z.number().int().min(1).max(1000) }),
  'recorder:assignOfficer': z.object({ importId: id, policeNumber }),
  'recorder:deleteOriginal': z.object({ importId: id }),
  'recorder:verifyCustody': none,
  'recorder:exportCustody': none,
  'videos:evidenceTree': z.object({ rwid: id }),
  'videos:evidenceSync': z.object({ runId: id, wh: z.string().max(200), wssyid: id, outMapIds: z.array(z.string().min(1).max(64)).min(1).max(500) }),
} as const;

export type Channel = keyof typeof requestSchemas;

// The preload's zod-free name list and the schemas must name the same channels, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const channelsMatch: Same<Channel, (typeof CHANNELS)[number]> = true;
void channelsMatch;

export type Responses = {
  'shell:bootstrap': Bootstrap;
  'session:login': SessionInfo;
  'session:logout': null;
  'settings:get': SettingsView;
  'settings:update': SettingsView;
  'dict:get': Cached<DictItem[]>;
  'tasks:list': Cached<Page<TaskRecord>>;
  'detail:get': Cached<TaskDetail>;
  'detail:opLog': Cached<Page<OpLogRow>>;
  'net:check': NetStatus;
  'documents:beforeAdd': BeforeAdd;
  'documents:form': Cached<FormDefinition>;
  'documents:get': Cached<FlwsDetail>;
  'documents:save': SaveResult & ActionResult;
  'documents:send': ActionResult;
  'documents:recall': ActionResult;
  'documents:delete': ActionResult;
  'documents:approvals': Cached<ApprovalRow[]>;
  'documents:previewUrl': { url: string };
  'documents:download': Download;
  'documents:print': { html: string };
  'documents:package': Download;
  'stamping:list': Cached<StampRow[]>;
  'stamping:seal': ActionResult;
  'archive:categories': Cached<CaseCategory[]>;
  'archive:close': ActionResult;
  'detail:canSwitch': ActionResult;
  'units:get': Cached<UnitRecord>;
  /** opened false: no separate windows here (browser mode); the renderer opens a tab instead. */
  'shell:openWindow': { opened: boolean };
  'files:pick': { opened: boolean; files: PickedFile[] };
  'uploads:enqueue': UploadItem[];
  'uploads:start': UploadItem[];
  'uploads:list': UploadItem[];
  'uploads:pause': UploadItem[];
  'uploads:resume': UploadItem[];
  'uploads:cancel': UploadItem[];
  'uploads:retry': UploadItem[];
  'uploads:clear': null;
  'attachments:list': Cached<Page<AttachmentRecord>>;
  'attachments:rename': ActionResult;
  'attachments:delete': ActionResult;
  'attachments:download': Download;
  'attachments:groups': Cached<AttachmentGroup[]>;
  'attachments:mobilePackage': Download;
  'attachments:mediaUrl': { url: string };
  'videos:bound': Cached<VideoRecord[]>;
  'videos:list': Cached<Page<VideoRecord>>;
  'videos:bind': ActionResult;
  'videos:unbind': ActionResult;
  'videos:remark': ActionResult;
  'videos:units': Cached<OrgUnit[]>;
  'videos:missing': { list: MissingVideo[]; total: number };
  'videos:sync': ActionResult;
  'videos:enforcement': Cached<Page<EnforcementVideo>>;
  'recorder:settings': RecorderSettingsView;
  'recorder:saveSettings': RecorderSettingsView;
  'recorder:pickFolder': { opened: boolean; path: string | null };
  'recorder:status': RecorderStatus;
  'recorder:imports': RecorderImport[];
  'recorder:assignOfficer': RecorderImport;
  'recorder:deleteOriginal': ActionResult;
  'recorder:verifyCustody': CustodyCheck;
  'recorder:exportCustody': Download;
  'videos:evidenceTree': Cached<EvidenceGroup[]>;
  'videos:evidenceSync': ActionResult;
};

/** A write the server accepted, with the message it gave (shown to the officer). */
export type ActionResult = { message: string };
/** A file saved by main: where it went, so the officer can find it. */
export type Download = { savedTo: string; fileName: string; bytes: number };

export type Request<C extends Channel> = z.input<(typeof requestSchemas)[C]>;
export type ParsedRequest<C extends Channel> = z.output<(typeof requestSchemas)[C]>;
export type Response<C extends Channel> = Responses[C];


/** Main-side implementation of the contract, shared by Electron IPC and the browser-mode bridge. */
export type Handlers = { [C in Channel]: (req: ParsedRequest<C>) => Promise<Response<C>> };

/** Events pushed from main to the renderer. */
export type Events = {
  'net:changed': NetStatus;
  'session:expired': { account: string };
  /** A write succeeded: every window refreshes what it shows (a document window saved, say). */
  'shell:dataChanged': { channel: Channel };
  /** Queue items whose state or progress changed (progress at most a few times a second). */
  'uploads:changed': { items: UploadItem[] };
  /** The network came back and every file that waited for it is done. */
  'uploads:drained': { count: number };
  /** The import centre's view changed (docks, files, progress). */
  'recorder:changed': RecorderStatus;
  /** A dock has nothing left to import: the notice. */
  'recorder:dockFinished': DockFinished;

};
export type EventName = keyof Events;
const eventsMatch: Same<EventName, (typeof EVENT_NAMES)[number]> = true;
void eventsMatch;

/** Errors cross the bridge as plain data; `kind` tells the renderer how to react. */
export type ErrorKind = 'server' | 'offline' | 'expired' | 'needs-network' | 'invalid' | 'internal';
export type ErrorPayload = { kind: ErrorKind; message: string };
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: ErrorPayload };

/** What preload exposes as `window.api` (and the browser-mode bridge mimics). */
export type Api = {
  invoke<C extends Channel>(channel: C, req: Request<C>): Promise<IpcResult<Response<C>>>;
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void;
};
