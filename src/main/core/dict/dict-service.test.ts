import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BladeClient } from '../api/client';
import { CacheStore } from '../db/cache';
import { openDatabase, type AppDb } from '../db/database';
import { ok, startFakeServer, type FakeServer } from '../testing/fake-http';
import { createDictService } from './dict-service';
import { DICT, DICT_API } from '../../../shared/dict/constants';

// Dictionaries are read through the account's SQLite cache (core/reads.ts): the server's answer
// when online, else the last one kept, also after the client is restarted (issue 29).

const STATUS = [
  { dictKey: 10, dictValue: '无需审批', remark: 'success', sort: 2 },
  { dictKey: '3', dictValue: '审批通过', remark: 'success', sort: 1 },
];

describe('dictionaries', () => {
  let server: FakeServer | undefined;
  let dir: string | undefined;
  const dbs: AppDb[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) db.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    server = undefined;
    dir = undefined;
  });

  const serviceOn = (file: string, online: () => boolean) => {
    const db = openDatabase(file);
    dbs.push(db);
    const cache = new CacheStore(db);
    const client = new BladeClient({ baseUrl: () => server?.url ?? '', retryDelayMs: 1 });
    return createDictService(
      () => client,
      () => ({ cache, online }),
    );
  };

  it('keeps the dictionary in the cache and serves it offline, also after a restart', async () => {
    server = await startFakeServer();
    server.handle(() => ok(STATUS));
    dir = mkdtempSync(join(tmpdir(), 'dict-'));
    const file = join(dir, 'account.sqlite');

    const first = await serviceOn(file, () => true).get(DICT.docStatus);
    expect(first.source).toBe('network');
    expect(first.data.map((d) => [d.dictKey, d.dictValue])).toEqual([
      ['3', '审批通过'],
      ['10', '无需审批'],
    ]);
    expect(server.calls.map((c) => c.path)).toEqual([
      `${DICT_API.dictionary}?code=${DICT.docStatus}`,
    ]);

    // The client restarts offline: the account's database answers, with the time it was read.
    dbs.splice(0).forEach((db) => db.close());
    const offline = await serviceOn(file, () => false).get(DICT.docStatus);
    expect(offline).toEqual({ data: first.data, source: 'cache', updatedAt: first.updatedAt });
    expect(server.calls).toHaveLength(1);
  });

  it('falls back on the kept dictionary when the server cannot be reached', async () => {
    server = await startFakeServer();
    server.handle(() => ok(STATUS));
    const cache = new CacheStore(openDatabase(':memory:'));
    const client = new BladeClient({ baseUrl: () => server?.url ?? '', retryDelayMs: 1 });
    const dicts = createDictService(
      () => client,
      () => ({ cache, online: () => true }),
    );
    const first = await dicts.get(DICT.docStatus);
    // The connection drops without the client knowing it yet.
    server.handle(() => ({ destroy: true }));
    const again = await dicts.get(DICT.docStatus);
    expect(again).toEqual({ data: first.data, source: 'cache', updatedAt: first.updatedAt });
  });

  it('needs the network for a dictionary never read on this machine', async () => {
    server = await startFakeServer();
    server.handle(() => ({ destroy: true }));
    dir = mkdtempSync(join(tmpdir(), 'dict-'));
    await expect(
      serviceOn(join(dir, 'a.sqlite'), () => false).get(DICT.delivery),
    ).rejects.toMatchObject({ kind: 'needs-network' });
  });
});
