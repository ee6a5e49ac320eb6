import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridgeApi, type BridgeApi, type SocketLike } from './bridge';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closed = true;
  }
  open(): void {
    this.onopen?.({});
  }
  drop(): void {
    this.onclose?.({});
  }
  reply(frame: unknown): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

let bridge: BridgeApi | null = null;
const make = (): BridgeApi => {
  bridge = createBridgeApi({
    url: 'ws://127.0.0.1:1/bridge?token=t',
    createSocket: (u) => new FakeSocket(u),
    minDelayMs: 10,
    maxDelayMs: 40,
  });
  return bridge;
};

afterEach(() => {
  bridge?.dispose();
  FakeSocket.all = [];
  vi.useRealTimers();
});

describe('browser-mode bridge', () => {
  it('queues invokes until the socket opens, then matches results by id', async () => {
    const api = make();
    const ws = FakeSocket.all[0];
    expect(ws.url).toBe('ws://127.0.0.1:1/bridge?token=t');
    const p1 = api.invoke('settings:get', undefined);
    const p2 = api.invoke('tasks:list', { current: 1, size: 10 });
    expect(ws.sent).toEqual([]);
    ws.open();
    expect(ws.sent).toEqual([
      { type: 'invoke', id: 1, channel: 'settings:get', arg: null },
      { type: 'invoke', id: 2, channel: 'tasks:list', arg: { current: 1, size: 10 } },
    ]);
    ws.reply({
      type: 'result',
      id: 2,
      result: { ok: false, error: { kind: 'server', message: '无权查看' } },
    });
    ws.reply({ type: 'result', id: 1, result: { ok: true, value: 'S' } });
    await expect(p1).resolves.toEqual({ ok: true, value: 'S' });
    await expect(p2).resolves.toEqual({
      ok: false,
      error: { kind: 'server', message: '无权查看' },
    });
  });

  it('delivers pushed events to listeners until they unsubscribe', () => {
    const api = make();
    const ws = FakeSocket.all[0];
    ws.open();
    const seen: unknown[] = [];
    const off = api.on('net:changed', (p) => seen.push(p));
    ws.reply({ type: 'event', event: 'net:changed', payload: { online: false, since: 5 } });
    ws.reply({ type: 'event', event: 'session:expired', payload: { account: 'a' } });
    off();
    ws.reply({ type: 'event', event: 'net:changed', payload: { online: true, since: 6 } });
    expect(seen).toEqual([{ online: false, since: 5 }]);
  });

  it('fails waiting calls when the socket closes and reconnects with backoff', async () => {
    vi.useFakeTimers();
    const api = make();
    const ws = FakeSocket.all[0];
    ws.open();
    const pending = api.invoke('settings:get', undefined);
    ws.drop();
    await expect(pending).resolves.toEqual({
      ok: false,
      error: { kind: 'internal', message: '与客户端后台的连接已断开' },
    });

    // While reconnecting, calls queue; a failed attempt fails them too rather than hanging.
    const queued = api.invoke('settings:get', undefined);
    vi.advanceTimersByTime(10);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].drop();
    await expect(queued).resolves.toMatchObject({ ok: false });
    vi.advanceTimersByTime(19);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);

    const later = api.invoke('settings:get', undefined);
    FakeSocket.all[2].open();
    expect(FakeSocket.all[2].sent).toEqual([
      { type: 'invoke', id: 3, channel: 'settings:get', arg: null },
    ]);
    FakeSocket.all[2].reply({ type: 'result', id: 3, result: { ok: true, value: 1 } });
    await expect(later).resolves.toEqual({ ok: true, value: 1 });
  });

  it('ignores frames that are not JSON objects', () => {
    const api = make();
    const ws = FakeSocket.all[0];
    ws.open();
    expect(() => ws.onmessage?.({ data: 'not json' })).not.toThrow();
    expect(() => ws.onmessage?.({ data: '42' })).not.toThrow();
    expect(api).toBeTruthy();
  });
});
