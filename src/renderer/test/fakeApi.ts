import type { Api, Channel, ErrorKind, EventName, Events, IpcResult, Request, Response } from '../../shared/contract';
import { approvals, bootstrap, caseCategories, detail, dictionaries, flwsDetail, formDefinition, opLogs, pageOf, settings, stamps, tasks, unit } from './fixtures';
import { attachment, fakeQueue, groups } from './uploadFixtures';
import { enforcementVideo, evidenceTree, missingVideo, orgUnits, video } from './videoFixtures';
import { recorderHandlers } from '../features/recorder/testFixtures';

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
  'app:bootstrap': () => bootstrap(),
  'auth:login': () => bootstrap().session as NonNullable<ReturnType<typeof bootstrap>['session']>,
  'auth:logout': () => null,
  'settings:get': () => settings,
  'settings:update': (req) => ({ ...settings, serverUrl: req.serverUrl, previewHost: req.previewHost, embedded: req.serverUrl === '', effectiveServerUrl: req.serverUrl || settings.effectiveServerUrl }),
  'dict:get': (req) => ({ data: dictionaries[req.code as keyof typeof dictionaries] ?? [], source: 'network', updatedAt: Date.now() }),
  'tasks:list': (req) => {
    const rows = tasks.filter((t) => (!req.RWMC || t.RWMC.includes(req.RWMC)) && (!req.RWLX || String(t.RWLX) === req.RWLX) && (!req.rwzt || t.rwzt === req.rwzt));
    return { data: pageOf(rows, req.current, req.size), source: 'network', updatedAt: Date.now() };
  },
  'task:detail': () => ({ data: detail(), source: 'network', updatedAt: Date.now() }),
  'task:opLog': (req) => ({ data: pageOf(opLogs, req.current, req.size), source: 'network', updatedAt: Date.now() }),
  'net:check': () => ({ online: true, since: 0 }),
  'doc:form': (req) => ({ data: formDefinition(req.form), source: 'network', updatedAt: Date.now() }),
  'doc:get': (req) => ({ data: flwsDetail({ FLWSID: req.FLWSID }), source: 'network', updatedAt: Date.now() }),
  'doc:save': (req) => ({ FLWSID: req.FLWSID ?? 'ws-new', WH: null, message: '保存成功!' }),
  'doc:beforeAdd': () => ({ rwwsszid: '420', mbid: 'mb1', form: 'xfjdjcjl', wsmc: '消防监督检查记录', xzurl: '/ws/xfjdjcjl' }),
  'doc:send': () => ({ message: '发送成功！' }),
  'doc:recall': () => ({ message: '撤回成功!' }),
  'doc:delete': () => ({ message: '删除文书成功!' }),
  'doc:approvals': () => ({ data: approvals, source: 'network', updatedAt: Date.now() }),
  'doc:previewUrl': (req) => ({ url: `http://127.0.0.1:18080/preview/onlinePreview?md5=${req.md5 ?? ''}&expireTime=1` }),
  'doc:download': (req) => ({ savedTo: `C:\\下载\\${req.fileName}.pdf`, fileName: `${req.fileName}.pdf`, bytes: 10 }),
  'doc:print': () => ({ html: '<html><body><h1>打印内容</h1></body></html>' }),
  'doc:package': (req) => ({ savedTo: `C:\\下载\\${req.fileName}`, fileName: req.fileName, bytes: 10 }),
  'stamp:list': () => ({ data: stamps, source: 'network', updatedAt: Date.now() }),
  'stamp:seal': () => ({ message: '盖章成功' }),
  'archive:categories': () => ({ data: caseCategories, source: 'network', updatedAt: Date.now() }),
  'archive:close': () => ({ message: '操作成功!' }),
  'task:canSwitch': () => ({ message: '操作成功' }),
  'unit:get': (req) => ({ data: unit({ ID: req.id }), source: 'network', updatedAt: Date.now() }),
  // Browser mode has no separate windows: document pages open as tabs.
  'app:openWindow': () => ({ opened: false }),
};

/** Issue 4's channels: a small queue per fake Api, attachments from uploadFixtures. */
function uploadDefaults(): FakeHandlers {
  const queue = fakeQueue();
  const now = (): number => Date.now();
  return {
    // The desktop dialog answers what the officer chose; by default nothing (the chooser was closed).
    'files:pick': () => ({ opened: true, files: [] }),
    'upload:enqueue': (req) => queue.enqueue(req),
    'upload:start': (req) => queue.set(req.items.map((i) => i.id), 'queued'),
    'upload:list': () => [...queue.items.values()],
    'upload:pause': (req) => queue.set(req.ids, 'paused'),
    'upload:resume': (req) => queue.set(req.ids, 'queued'),
    'upload:cancel': (req) => queue.set(req.ids, 'cancelled'),
    'upload:retry': (req) => queue.set(req.ids, 'queued'),
    'upload:clear': () => {
      for (const [id, item] of queue.items) if (item.state === 'done' || item.state === 'cancelled') queue.items.delete(id);
      return null;
    },
    'att:list': (req) => ({ data: pageOf([attachment('f1'), attachment('f2', { SHOW_NAME: '询问笔录', SUFFIX: 'pdf', FILE_TYPE: '2' })], req.current, req.size), source: 'network', updatedAt: now() }),
    'att:rename': () => ({ message: '操作成功!' }),
    'att:delete': () => ({ message: '删除成功!' }),
    'att:download': (req) => ({ savedTo: `C:\\下载\\${req.fileName}`, fileName: req.fileName, bytes: 10 }),
    'att:groups': () => ({ data: groups, source: 'network', updatedAt: now() }),
    'att:mobilePackage': () => ({ savedTo: 'C:\\下载\\移动端附件.zip', fileName: '移动端附件.zip', bytes: 10 }),
    'att:mediaUrl': (req) => ({ url: `http://127.0.0.1:18080/preview/media?md5=${req.md5 ?? ''}&expireTime=1` }),
  };
}

/** Issue 5's channels: a task with one bound video, a platform list, units, evidence. */
function videoDefaults(): FakeHandlers {
  const now = (): number => Date.now();
  return {
    'video:bound': (req) => ({ data: [video('v1', { RWID: req.rwid, REMARK: '现场检查' })], source: 'network', updatedAt: now() }),
    'video:list': (req) => ({
      data: pageOf([video('v1', { RWID: req.rwid }), video('v2'), video('v3', { RWID: 'other-task' })], req.current, req.size),
      source: 'network',
      updatedAt: now(),
    }),
    'video:bind': () => ({ message: '操作成功' }),
    'video:unbind': () => ({ message: '操作成功' }),
    'video:remark': () => ({ message: '操作成功' }),
    'video:units': () => ({ data: orgUnits, source: 'network', updatedAt: now() }),
    'video:missing': () => ({ list: [missingVideo(1), missingVideo(2)], total: 2 }),
    'video:sync': () => ({ message: '操作成功' }),
    'video:enforcement': (req) => ({ data: pageOf([enforcementVideo(1), enforcementVideo(2)], req.current, req.size), source: 'network', updatedAt: now() }),
    'evidence:tree': () => ({ data: evidenceTree, source: 'network', updatedAt: now() }),
    'evidence:sync': () => ({ message: '操作成功' }),
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
