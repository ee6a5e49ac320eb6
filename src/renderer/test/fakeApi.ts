import { approvals, bootstrap, caseCategories, detail, dictionaries, flwsDetail, formDefinition, opLogs, pageOf, settings, stamps, tasks, unit } from './fixtures';
import { attachment, fakeQueue, groups } from './uploadFixtures';
import { enforcementVideo, evidenceTree, missingVideo, orgUnits, video } from './videoFixtures';
import { recorderHandlers } from '../features/recorder/testFixtures';
import type { Api, Channel, ErrorKind, EventName, Events, IpcResult, Request, Response } from '../../shared/contract';

// An in-memory implementation of the contract for renderer tests: handlers return fixture data,
// throw `fail(...)` to answer ok:false, and `emit` pushes events as main would.

export type FakeHandlers = { [C in Channel]?: (req: Request<C>) => Response<C> | Promise<Response<C>> };

class FakeFailure extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** Use inside a handler: the call answers `{ ok: false, error: { kind, message } }`. */
export function fail(kind: ErrorKind, message: string): never {
  throw new FakeFailure(kind, message);
}

export type FakeApi = Api & {
  calls: Array<{ channel: Channel; req: unknown }>;
  callsTo(channel: Channel): unknown[];
  emit<E extends EventName>(event: E, payload: Events[E]): void;
};

const defaults: FakeHandlers = {
  'shell:bootstrap': () => bootstrap(),
  'session:login': () => bootstrap().session as NonNullable<ReturnType<typeof bootstrap>['session']>,
  'session:logout': () => null,
  'settings:get': () => settings,
  'settings:update': (req) => ({ ...settings, serverUrl: req.serverUrl, previewHost: req.previewHost, embedded: req.serverUrl === '', effectiveServerUrl: req.serverUrl || settings.effectiveServerUrl }),
  'dict:get': (req) => ({ data: dictionaries[req.code as keyof typeof dictionaries] ?? [], source: 'network', updatedAt: Date.now() }),
  'tasks:list': (req) => {
    const rows = tasks.filter((t) => (!req.RWMC || t.RWMC.includes(req.RWMC)) && (!req.RWLX || String(t.RWLX) === req.RWLX) && (!req.rwzt || t.rwzt === req.rwzt));
    return { data: pageOf(rows, req.current, req.size), source: 'network', updatedAt: Date.now() };
  },
  'detail:get': () => ({ data: detail(), source: 'network', updatedAt: Date.now() }),
  'detail:opLog': (req) => ({ data: pageOf(opLogs, req.current, req.size), source: 'network', updatedAt: Date.now() }),
  'net:check': () => ({ online: true, since: 0 }),
  'documents:form': (req) => ({ data: formDefinition(req.form), source: 'network', updatedAt: Date.now() }),
  'documents:get': (req) => ({ data: flwsDetail({ FLWSID: req.FLWSID }), source: 'network', updatedAt: Date.now() }),
  'documents:save': (req) => ({ FLWSID: req.FLWSID ?? 'ws-new', WH: null, message: '保存成功!' }),
  'documents:beforeAdd': () => ({ rwwsszid: '420', mbid: 'mb1', form: 'xfjdjcjl', wsmc: '消防监督检查记录', xzurl: '/ws/xfjdjcjl' }),
  'documents:send': () => ({ message: '发送成功！' }),
  'documents:recall': () => ({ message: '撤回成功!' }),
  'documents:delete': () => ({ message: '删除文书成功!' }),
  'documents:approvals': () => ({ data: approvals, source: 'network', updatedAt: Date.now() }),
  'documents:previewUrl': (req) => ({ url: `http://127.0.0.1:18080/preview/onlinePreview?md5=${req.md5 ?? ''}&expireTime=1` }),
  'documents:download': (req) => ({ savedTo: `C:\\下载\\${req.fileName}.pdf`, fileName: `${req.fileName}.pdf`, bytes: 10 }),
  'documents:print': () => ({ html: '<html><body><h1>打印内容</h1></body></html>' }),
  'documents:package': (req) => ({ savedTo: `C:\\下载\\${req.fileName}`, fileName: req.fileName, bytes: 10 }),
  'stamping:list': () => ({ data: stamps, source: 'network', updatedAt: Date.now() }),
  'stamping:seal': () => ({ message: '盖章成功' }),
  'archive:categories': () => ({ data: caseCategories, source: 'network', updatedAt: Date.now() }),
  'archive:close': () => ({ message: '操作成功!' }),
  'detail:canSwitch': () => ({ message: '操作成功' }),
  'units:get': (req) => ({ data: unit({ ID: req.id }), source: 'network', updatedAt: Date.now() }),
  // Browser mode has no separate windows: document pages open as tabs.
  'shell:openWindow': () => ({ opened: false }),
};

/** Issue 4's channels: a small queue per fake Api, attachments from uploadFixtures. */
function uploadDefaults(): FakeHandlers {
  const queue = fakeQueue();
  const now = (): number => Date.now();
  return {
    // The desktop dialog answers what the officer chose; by default nothing (the chooser was closed).
    'files:pick': () => ({ opened: true, files: [] }),
    'uploads:enqueue': (req) => queue.enqueue(req),
    'uploads:start': (req) => queue.set(req.items.map((i) => i.id), 'queued'),
    'uploads:list': () => [...queue.items.values()],
    'uploads:pause': (req) => queue.set(req.ids, 'paused'),
    'uploads:resume': (req) => queue.set(req.ids, 'queued'),
    'uploads:cancel': (req) => queue.set(req.ids, 'cancelled'),
    'uploads:retry': (req) => queue.set(req.ids, 'queued'),
    'uploads:clear': () => {
      for (const [id, item] of queue.items) if (item.state === 'done' || item.state === 'cancelled') queue.items.delete(id);
      return null;
    },
    'attachments:list': (req) => ({ data: pageOf([attachment('f1'), attachment('f2', { SHOW_NAME: '询问笔录', SUFFIX: 'pdf', FILE_TYPE: '2' })], req.current, req.size), source: 'network', updatedAt: now() }),
    'attachments:rename': () => ({ message: '操作成功!' }),
    'attachments:delete': () => ({ message: '删除成功!' }),
    'attachments:download': (req) => ({ savedTo: `C:\\下载\\${req.fileName}`, fileName: req.fileName, bytes: 10 }),
    'attachments:groups': () => ({ data: groups, source: 'network', updatedAt: now() }),
    'attachments:mobilePackage': () => ({ savedTo: 'C:\\下载\\移动端附件.zip', fileName: '移动端附件.zip', bytes: 10 }),
    'attachments:mediaUrl': (req) => ({ url: `http://127.0.0.1:18080/preview/media?md5=${req.md5 ?? ''}&expireTime=1` }),
  };
}

/** Issue 5's channels: a task with one bound video, a platform list, units, evidence. */
function videoDefaults(): FakeHandlers {
  const now = (): number => Date.now();
  return {
    'videos:bound': (req) => ({ data: [video('v1', { RWID: req.rwid, REMARK: '现场检查' })], source: 'network', updatedAt: now() }),
    'videos:list': (req) => ({
      data: pageOf([video('v1', { RWID: req.rwid }), video('v2'), video('v3', { RWID: 'other-task' })], req.current, req.size),
      source: 'network',
      updatedAt: now(),
    }),
    'videos:bind': () => ({ message: '操作成功' }),
    'videos:unbind': () => ({ message: '操作成功' }),
    'videos:remark': () => ({ message: '操作成功' }),
    'videos:units': () => ({ data: orgUnits, source: 'network', updatedAt: now() }),
    'videos:missing': () => ({ list: [missingVideo(1), missingVideo(2)], total: 2 }),
    'videos:sync': () => ({ message: '操作成功' }),
    'videos:enforcement': (req) => ({ data: pageOf([enforcementVideo(1), enforcementVideo(2)], req.current, req.size), source: 'network', updatedAt: now() }),
    'videos:evidenceTree': () => ({ data: evidenceTree, source: 'network', updatedAt: now() }),
    'videos:evidenceSync': () => ({ message: '操作成功' }),
  };
}

export function createFakeApi(handlers: FakeHandlers = {}): FakeApi {
  const listeners = new Map<EventName, Set<(p: unknown) => void>>();
  const calls: FakeApi['calls'] = [];
  const all = { ...defaults, ...uploadDefaults(), ...videoDefaults(), ...recorderHandlers(), ...handlers } as Record<Channel, (req: unknown) => unknown>;

  return {
    calls,
    callsTo: (channel) => calls.filter((c) => c.channel === channel).map((c) => c.req),
    async invoke<C extends Channel>(channel: C, req: Request<C>): Promise<IpcResult<Response<C>>> {
      calls.push({ channel, req });
      try {
        const value = (await all[channel](req)) as Response<C>;
        return { ok: true, value };
      } catch (e) {
        if (e instanceof FakeFailure) return { ok: false, error: { kind: e.kind, message: e.message } };
        throw e;
      }
    },
    on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (p: unknown) => void);
      return () => set.delete(listener as (p: unknown) => void);
    },
    emit(event, payload) {
      for (const l of [...(listeners.get(event) ?? [])]) l(payload);
    },
  };
}
