import { M } from '../../shared/messages';
import type {
  Api,
  Channel,
  EventName,
  Events,
  IpcResult,
  Request,
  Response,
} from '../../shared/contract';

// Browser mode: the same contract as `window.api`, carried over a loopback WebSocket to the
// Node process that runs main's core. Frames are JSON text:
//   → { type: 'invoke', id, channel, arg }
//   ← { type: 'result', id, result: IpcResult } | { type: 'event', event, payload }

/** The part of the DOM WebSocket the bridge uses; tests pass a fake. */
export type SocketLike = {
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
};
export type SocketFactory = (url: string) => SocketLike;

export type BridgeOptions = {
  url: string;
  createSocket?: SocketFactory;
  /** Reconnect delays grow from `minDelayMs` doubling up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

export type BridgeApi = Api & { dispose(): void };

type Waiter = (result: IpcResult<unknown>) => void;
type Listener = (payload: unknown) => void;

const disconnected = (): IpcResult<never> => ({
  ok: false,
  error: { kind: 'internal', message: M.bridgeDisconnected },
});

const parseFrame = (data: unknown): Record<string, unknown> | null => {
  if (typeof data !== 'string') return null;
  try {
    const v: unknown = JSON.parse(data);
    return v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export function createBridgeApi(options: BridgeOptions): BridgeApi {
  const createSocket: SocketFactory =
    options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
  const minDelay = options.minDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 10_000;

  let socket: SocketLike | null = null;
  let isOpen = false;
  let attempt = 0;
  let disposed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let nextId = 1;
  // Every call not yet answered, sent or still queued: all of them fail when the socket closes,
  // so no screen waits forever on a dead connection.
  const waiting = new Map<number, Waiter>();
  const queue: string[] = [];
  const listeners = new Map<string, Set<Listener>>();

  const flush = (): void => {
    while (isOpen && socket && queue.length > 0) socket.send(queue.shift() as string);
  };

  const failAll = (): void => {
    queue.length = 0;
    const waiters = [...waiting.values()];
    waiting.clear();
    for (const w of waiters) w(disconnected());
  };

  const onFrame = (data: unknown): void => {
    const frame = parseFrame(data);
    if (!frame) return;
    if (frame.type === 'result' && typeof frame.id === 'number') {
      const w = waiting.get(frame.id);
      if (!w) return;
      waiting.delete(frame.id);
      w(frame.result as IpcResult<unknown>);
    } else if (frame.type === 'event' && typeof frame.event === 'string') {
      for (const l of [...(listeners.get(frame.event) ?? [])]) l(frame.payload);
    }
  };

  const scheduleReconnect = (): void => {
    if (disposed || reconnectTimer) return;
    const delay = Math.min(minDelay * 2 ** attempt, maxDelay);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  };

  function connect(): void {
    if (disposed) return;
    const ws = createSocket(options.url);
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      isOpen = true;
      attempt = 0;
      flush();
    };
    ws.onmessage = (ev) => {
      if (socket === ws) onFrame(ev.data);
    };
    // A close always follows an error; handling it once there is enough.
    ws.onerror = () => undefined;
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      isOpen = false;
      failAll();
      scheduleReconnect();
    };
  }

  connect();

  return {
    invoke<C extends Channel>(channel: C, req: Request<C>): Promise<IpcResult<Response<C>>> {
      if (disposed) return Promise.resolve(disconnected());
      const id = nextId++;
      return new Promise<IpcResult<Response<C>>>((resolve) => {
        waiting.set(id, resolve as Waiter);
        queue.push(JSON.stringify({ type: 'invoke', id, channel, arg: req ?? null }));
        flush();
      });
    },
    on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      const l = listener as Listener;
      set.add(l);
      return () => {
        listeners.get(event)?.delete(l);
      };
    },
    dispose(): void {
      disposed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const ws = socket;
      socket = null;
      isOpen = false;
      failAll();
      ws?.close();
    },
  };
}
