import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ok, refuse, type FakeReply } from '../testing/fake-http';
import { SUSPENDED, T, TASK, useActionRig } from './testing';
import { ACTIONS_API, ACTIONS_DWID } from '../../../shared/actions/constants';
import { GENERIC_API } from '../../../shared/generic/constants';

// The task actions' reads against a scripted server: the fields sent, the answers parsed, the cache
// offline, malformed answers refused (and never cached), and the licence download.

describe('action service: reads', () => {
  const rig = useActionRig();
  const answer = rig.answer;
  const sent = rig.sent;

  describe('answers', () => {
    it('reads each with the task and parses the answer', async () => {
      answer({
        [ACTIONS_API.suspension]: ok(SUSPENDED),
        [ACTIONS_API.execution]: ok({ ID: 7, ZXLX: 1, ZXQK: '', LXRQ: '', LXQK: '', WSID: 'w' }),
        [ACTIONS_API.getXGJCSJ]: ok(''),
        [ACTIONS_API.getEleLicense]: ok({ ID: 'z1', ZZBH: 'NO.1', ZZMC: '证', ZZSJ: '', MD5: 'm' }),
      });
      expect((await rig.service.suspension(T)).data).toMatchObject(SUSPENDED);
      expect((await rig.service.execution(T)).data).toMatchObject({
        ID: '7',
        ZXLX: '1',
        ZXQK: null,
      });
      expect((await rig.service.inspectionTime(T)).data).toBeNull();
      expect((await rig.service.licence(T)).data).toMatchObject({ ZZBH: 'NO.1', ZZSJ: null });
      expect(sent()).toEqual([
        { path: ACTIONS_API.suspension, form: TASK },
        { path: ACTIONS_API.execution, form: TASK },
        { path: ACTIONS_API.getXGJCSJ, form: TASK },
        { path: ACTIONS_API.getEleLicense, form: TASK },
      ]);
    });

    it.each([
      ['null', null],
      ['null-to-empty\'s ""', ''],
      ["null-to-empty's {}", {}],
    ])('reads a missing record (%s) as null', async (_n, data) => {
      answer({
        [ACTIONS_API.execution]: ok(data),
        [ACTIONS_API.getXGJCSJ]: ok(data),
        [ACTIONS_API.getEleLicense]: ok(data),
      });
      expect((await rig.service.execution(T)).data).toBeNull();
      expect((await rig.service.inspectionTime(T)).data).toBeNull();
      expect((await rig.service.licence(T)).data).toBeNull();
    });

    it('reads the task’s postponement requests whole, by generic query 3967', async () => {
      answer({
        [GENERIC_API.pageQuery]: ok({
          data: {
            records: [
              {
                ID: 7,
                JHJSRQ: '2024-07-01',
                YQYY: '案情复杂',
                WSID: '',
                SQSJ: '2024-05-20 10:00:00',
                SQR: '张明',
                SPZT: 0,
              },
            ],
            total: 1,
          },
        }),
      });
      expect((await rig.service.postponements(T)).data).toEqual([
        expect.objectContaining({ ID: '7', JHJSRQ: '2024-07-01', WSID: null, SPZT: '0' }),
      ]);
      expect(sent()).toEqual([
        {
          path: GENERIC_API.pageQuery,
          form: {
            dwId: String(ACTIONS_DWID.postponements),
            runId: 'run1',
            current: '1',
            size: '9999',
            obj: JSON.stringify({ RWID: 'rw1' }),
          },
        },
      ]);
    });

    it('pages the technical service agencies by name', async () => {
      answer({
        [ACTIONS_API.getJsfwdw]: ok({
          records: [{ ID: 3, DWMC: '某维保公司', TYSHXYDM: '', ZZDJ: '一级', LXR: '', LXDH: '' }],
          total: 1,
        }),
      });
      const page = await rig.service.serviceUnits({
        runId: 'run1',
        current: 2,
        size: 10,
        DWMC: '维保',
      });
      expect(page.data).toMatchObject({ total: 1, records: [{ ID: '3', DWMC: '某维保公司' }] });
      expect(sent()).toEqual([
        {
          path: ACTIONS_API.getJsfwdw,
          form: { runId: 'run1', current: '2', size: '10', DWMC: '维保' },
        },
      ]);
    });

    it('reads the deadlines and the reminders', async () => {
      answer({
        [ACTIONS_API.getXqDateByRwid]: ok({ RWID: 9, LARQ: '2024-05-01', sjtbzt: '' }),
        [ACTIONS_API.cfRwRemind]: ok([{ RWID: 'a', runId: 'r', RWMC: '案件一' }]),
      });
      expect((await rig.service.deadlines(T)).data).toMatchObject({ RWID: '9' });
      expect((await rig.service.reminders({ runId: 'run1' })).data).toMatchObject([
        { RWID: 'a', RWMC: '案件一' },
      ]);
      expect(sent()).toEqual([
        { path: ACTIONS_API.getXqDateByRwid, form: TASK },
        { path: ACTIONS_API.cfRwRemind, form: { runId: 'run1' } },
      ]);
    });

    it.each([
      ['true', true, true],
      ['"true"', 'true', true],
      ['"1"', '1', true],
      ['1', 1, true],
      ['false', false, false],
      ['"false"', 'false', false],
      ['"0"', '0', false],
      ['0', 0, false],
      ['null-to-empty\'s ""', '', false],
    ] as [string, unknown, boolean][])('reads isXzcf %s as %s', async (_n, data, flag) => {
      answer({ [ACTIONS_API.isXzcf]: ok(data) });
      expect((await rig.service.isPenaltyCase(T)).data).toBe(flag);
      expect(sent()).toEqual([{ path: ACTIONS_API.isXzcf, form: TASK }]);
    });

    it('refuses an isXzcf answer that is no flag, and answers the last one offline', async () => {
      answer({ [ACTIONS_API.isXzcf]: ok('yes') });
      await expect(rig.service.isPenaltyCase(T)).rejects.toMatchObject({ kind: 'server' });
      answer({ [ACTIONS_API.isXzcf]: ok(true) });
      expect((await rig.service.isPenaltyCase(T)).data).toBe(true);
      rig.deps.setOnline(false);
      rig.server.handle(() => ({ destroy: true }));
      expect(await rig.service.isPenaltyCase(T)).toMatchObject({ source: 'cache', data: true });
    });

    it('answers from the cache offline, with its time', async () => {
      answer({ [ACTIONS_API.suspension]: ok(SUSPENDED) });
      await rig.service.suspension(T);
      rig.deps.setOnline(false);
      rig.server.handle(() => ({ destroy: true }));
      const cached = await rig.service.suspension(T);
      expect(cached).toMatchObject({ source: 'cache', data: SUSPENDED });
    });

    it.each([
      ['a wrong shape', ok({ RWMC: 5 })],
      ['a string', ok('oops')],
      [
        'an HTML page',
        { raw: Buffer.from('<html></html>'), headers: { 'Content-Type': 'text/html' } },
      ],
    ] as [string, FakeReply][])('refuses %s as malformed, caching nothing', async (_n, reply) => {
      answer({ [ACTIONS_API.suspension]: reply });
      const err = await rig.service.suspension(T).catch((e: unknown) => e);
      expect(err).toMatchObject({ kind: 'server' });
      expect((err as Error).message).toMatch(/服务器返回/);
      rig.deps.setOnline(false);
      rig.server.handle(() => ({ destroy: true }));
      await expect(rig.service.suspension(T)).rejects.toMatchObject({ kind: 'needs-network' });
    });
  });

  it('saves the licence file in the downloads folder', async () => {
    const bytes = Buffer.from('%PDF-1.4 licence');
    rig.server.handle(() => ({
      raw: bytes,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition':
          "attachment; filename*=UTF-8''%E7%94%B5%E5%AD%90%E8%AF%81%E7%85%A7.pdf",
      },
    }));
    const saved = await rig.service.downloadLicence(T);
    expect(saved).toMatchObject({ fileName: '电子证照.pdf', bytes: bytes.length });
    expect(readFileSync(saved.savedTo)).toEqual(bytes);
    expect(rig.server.calls[0].method).toBe('GET');
    const url = new URL(rig.server.calls[0].path, rig.server.url);
    expect(url.pathname).toBe(ACTIONS_API.licenceDownload);
    expect(Object.fromEntries(url.searchParams)).toEqual(TASK);
  });

  it('names the licence file itself when the server does not, and refuses an envelope', async () => {
    rig.server.handle(() => ({ raw: Buffer.from('x'), headers: {} }));
    expect((await rig.service.downloadLicence(T)).fileName).toBe('电子证照_rw1.pdf');
    rig.server.handle(() => refuse('尚未制证'));
    await expect(rig.service.downloadLicence(T)).rejects.toMatchObject({ message: '尚未制证' });
  });
});
