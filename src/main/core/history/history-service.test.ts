import { describe, expect, it } from 'vitest';
import { ok, refuse } from '../testing/fake-http';
import { useScriptedService } from '../testing/services';
import { createHistoryService } from './history-service';
import { createDetailService } from '../detail/detail-service';
import { HISTORY_API } from '../../../shared/history/constants';
import { DETAIL_API } from '../../../shared/detail/constants';

// 历史归档文件's read against a scripted server: what it sends, the answer parsed, offline the
// cached answer of the same query with its time; and the detail read's MODULE_ID, sent with
// getRwDetailConfig only and no part of the cache key.

const record = {
  RWID: 1782341906047514,
  runId: '1782341905030662',
  RWMC: '关于老绥远烧麦馆消防违法行为的简易程序处罚',
  RWLX: '62',
  DWMC: '呼和浩特市新城区老绥远烧麦馆',
  GDSJ: '2024-04-20 16:30:00',
  GDAJLBMC: '简易程序案卷',
  GDGS: 'pdf',
  WSSL: 2,
  FJSL: '1',
};

describe('history service', () => {
  const rig = useScriptedService((d) => ({
    history: createHistoryService(() => d.client, d.reads),
    detail: createDetailService(() => d.client, d.reads, d.generic),
  }));
  const REQ = { current: 2, size: 10, RWMC: '烧麦馆', GDKSRQ: '2024-01-01' };

  it('pages the archived tasks with the filters given, parsed; offline the cached page', async () => {
    rig.answer({ [HISTORY_API.page]: ok({ records: [record], total: 11, current: 2, size: 10 }) });
    const online = await rig.service.history.list(REQ);
    expect(rig.sent()).toEqual([
      {
        path: HISTORY_API.page,
        form: { current: '2', size: '10', RWMC: '烧麦馆', GDKSRQ: '2024-01-01' },
      },
    ]);
    expect(online.source).toBe('network');
    expect(online.data.total).toBe(11);
    expect(online.data.records[0]).toMatchObject({
      RWID: '1782341906047514',
      RWLX: 62,
      FJSL: 1,
      CBRXM: null,
      GDAJLB: null,
    });
    rig.deps.setOnline(false);
    const offline = await rig.service.history.list(REQ);
    expect(offline).toMatchObject({ source: 'cache', updatedAt: online.updatedAt });
    expect(offline.data).toEqual(online.data);
    expect(rig.server.calls).toHaveLength(1);
  });

  it('shows the server’s refusal, never an older page', async () => {
    rig.answer({ [HISTORY_API.page]: refuse('归档开始日期不能晚于结束日期') });
    await expect(rig.service.history.list({ current: 1, size: 10 })).rejects.toMatchObject({
      kind: 'server',
      message: '归档开始日期不能晚于结束日期',
    });
  });

  it('sends MODULE_ID with getRwDetailConfig alone; the cache answers any module', async () => {
    const rwxx = { RWID: 'rw1', runId: 'run1', RWMC: '任务' };
    rig.answer({
      [DETAIL_API.detailConfig]: ok({
        rwxx,
        btnsList: [],
        wslbsList: [],
        wssList: [],
        dataMap: {},
      }),
      [DETAIL_API.detailWsList]: ok({ rwxxList: [] }),
    });
    const req = { runId: 'run1', RWID: 'rw1', pagetype: '2', SFCXLSSJ: '1' };
    await rig.service.detail.detail({ ...req, MODULE_ID: 'xfjd_lsgdwj' });
    const forms = Object.fromEntries(rig.sent().map((c) => [c.path, c.form]));
    const base = { rwid: 'rw1', runId: 'run1', pagetype: '2', SFCXLSSJ: '1' };
    expect(forms[DETAIL_API.detailConfig]).toEqual({ ...base, MODULE_ID: 'xfjd_lsgdwj' });
    expect(forms[DETAIL_API.detailWsList]).toEqual(base);
    rig.deps.setOnline(false);
    await expect(rig.service.detail.detail(req)).resolves.toMatchObject({ source: 'cache' });
  });
});
