import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type AppDb } from '../db/database';
import { DiskFullError } from '../db/disk-full-error';
import { AppError, InvalidArgumentError } from '../errors';
import { createDraftService, type DraftService } from './service';
import { M } from '../../../shared/messages';
import { MAX_DRAFTS_PER_SCOPE } from '../../../shared/drafts/constants';
import type { SaveDraftRequest } from '../../../shared/drafts/contract';

const draft = (over: Partial<SaveDraftRequest> = {}): SaveDraftRequest => ({
  key: 'ws1',
  path: '/ws/xfjdjcjl?runId=run1&RWID=rw1&rwwsszid=420&FLWSID=ws1',
  title: '消防监督检查记录',
  task: '某商场监督检查',
  runId: 'run1',
  RWID: 'rw1',
  FLWSID: 'ws1',
  form: 'xfjdjcjl',
  base: 'abc',
  values: { JCDD: '南京某商场', JCQK: '消防通道堵塞' },
  offline: false,
  ...over,
});

describe('draft service', () => {
  let db: AppDb;
  let scope: string;
  let clock: number;
  let service: DraftService;
  beforeEach(() => {
    db = openDatabase(join(mkdtempSync(join(tmpdir(), 'xfjd-drafts-')), 'acc.sqlite'));
    scope = 'server-a|zhangwei';
    clock = 1_000;
    service = createDraftService(() => ({ db: db.sqlite, scope }), { now: () => clock });
  });
  afterEach(() => db.close());

  it('saves, replaces, reads back, lists newest first and discards', () => {
    expect(service.save(draft())).toEqual({ savedAt: 1_000 });
    clock = 2_000;
    service.save(draft({ key: 'new:xfjdjcjl:rw1:420', FLWSID: null, base: null, offline: true }));
    clock = 3_000;
    service.save(draft({ values: { JCDD: '南京某商场（改）' } }));
    expect(service.get('ws1')).toMatchObject({
      key: 'ws1',
      savedAt: 3_000,
      values: { JCDD: '南京某商场（改）' },
      base: 'abc',
      offline: false,
    });
    const list = service.list();
    expect(list.map((d) => [d.key, d.savedAt, d.offline])).toEqual([
      ['ws1', 3_000, false],
      ['new:xfjdjcjl:rw1:420', 2_000, true],
    ]);
    // The list carries no values (it may hold 200 drafts).
    expect('values' in list[0]).toBe(false);
    expect(service.discard('ws1')).toEqual({ discarded: true });
    expect(service.discard('ws1')).toEqual({ discarded: false });
    expect(service.get('ws1')).toBeNull();
  });

  it('never shows a draft to another account or for another server', () => {
    service.save(draft());
    scope = 'server-a|lisi';
    expect(service.list()).toEqual([]);
    expect(service.get('ws1')).toBeNull();
    expect(service.discard('ws1')).toEqual({ discarded: false });
    scope = 'server-b|zhangwei';
    expect(service.list()).toEqual([]);
    // lisi's own draft of the same document is another row.
    scope = 'server-a|lisi';
    service.save(draft({ values: { JCDD: '李四的' } }));
    scope = 'server-a|zhangwei';
    expect(service.get('ws1')?.values).toEqual({ JCDD: '南京某商场', JCQK: '消防通道堵塞' });
  });

  it('refuses a draft over 256 KB with the reason, keeping the previous one', () => {
    service.save(draft());
    const big = { JCQK: '字'.repeat(90_000) }; // 270 000 bytes in UTF-8
    expect(() => service.save(draft({ values: big }))).toThrow(
      new InvalidArgumentError(M.draftTooLarge),
    );
    expect(M.draftTooLarge).toBe('草稿内容超过 256 KB，未能保存到本机；请精简内容后再试');
    expect(service.get('ws1')?.values.JCDD).toBe('南京某商场');
  });

  it('refuses a new draft past the number kept per officer, but still updates existing ones', () => {
    for (let i = 0; i < MAX_DRAFTS_PER_SCOPE; i++) service.save(draft({ key: `ws${i}` }));
    expect(() => service.save(draft({ key: 'one-more' }))).toThrow(M.draftTooMany);
    expect(service.save(draft({ key: 'ws3', values: { JCDD: '改' } }))).toEqual({
      savedAt: 1_000,
    });
    // Another officer has a count of their own.
    scope = 'other';
    expect(() => service.save(draft({ key: 'one-more' }))).not.toThrow();
  });

  it('removes a damaged draft and says so; a draft with a non-text entry keeps its text', () => {
    service.save(draft());
    db.sqlite.prepare('UPDATE drafts SET "values" = ? WHERE key = ?').run('{"JCDD": "a', 'ws1');
    expect(() => service.get('ws1')).toThrow(new AppError('internal', M.draftDamaged));
    expect(service.get('ws1')).toBeNull();
    expect(service.list()).toEqual([]);
    service.save(draft({ key: 'ws2' }));
    db.sqlite
      .prepare('UPDATE drafts SET "values" = ? WHERE key = ?')
      .run('{"JCDD": "a", "RS": 2, "X": null}', 'ws2');
    expect(service.get('ws2')?.values).toEqual({ JCDD: 'a' });
    db.sqlite.prepare('UPDATE drafts SET "values" = ? WHERE key = ?').run('[1,2]', 'ws2');
    expect(() => service.get('ws2')).toThrow(M.draftDamaged);
  });

  it('a full disk answers a clear message and keeps the previous draft', () => {
    service.save(draft());
    const pages = Number(db.sqlite.pragma('page_count', { simple: true }));
    db.sqlite.pragma(`max_page_count = ${pages}`);
    const bigger = { JCQK: 'x'.repeat(100_000) };
    expect(() => service.save(draft({ values: bigger }))).toThrow(
      new DiskFullError(M.diskFullDraft),
    );
    expect(() => service.save(draft({ key: 'ws2', values: bigger }))).toThrow(M.diskFullDraft);
    db.sqlite.pragma('max_page_count = 1073741823');
    expect(service.get('ws1')?.values.JCDD).toBe('南京某商场');
    expect(service.list().map((d) => d.key)).toEqual(['ws1']);
  });

  it('needs a signed-in officer', () => {
    const signedOut = createDraftService(() => {
      throw new AppError('expired', M.loginExpired);
    });
    expect(() => signedOut.list()).toThrow(M.loginExpired);
  });
});
