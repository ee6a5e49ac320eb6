import { fresh, pageOf, type FakeHandlers } from '../../test/fakes';
import type { HistoryRecord } from '../../../shared/history/schemas';
import type { HistoryListRequest } from '../../../shared/history/contract';
import type { Page } from '../../../shared/common/schemas';

// The history area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts): three
// archived tasks of the officer, filtered and paged as the reference server does.

export const historyRecord = (over: Partial<HistoryRecord> = {}): HistoryRecord => ({
  RWID: 'rw6',
  runId: 'run2',
  RWMC: '关于老绥远烧麦馆占用疏散通道的行政处罚',
  RWLX: 61,
  DWMC: '呼和浩特市新城区老绥远烧麦馆',
  SHDWID: 'dw2',
  CBRXM: '张伟',
  CRT_TIME: '2024-04-11 09:12:00',
  GDSJ: '2024-04-20 16:30:00',
  GDAJLB: '1001',
  GDAJLBMC: '一般程序案卷',
  GDGS: 'pdf',
  WSSL: 2,
  FJSL: 1,
  ...over,
});

export const HISTORY_RECORDS: readonly HistoryRecord[] = [
  historyRecord(),
  historyRecord({
    RWID: 'rw49',
    runId: 'run34',
    RWMC: '关于鑫达汽车修理厂的投入使用营业前消防安全检查',
    RWLX: 12,
    DWMC: '包头市昆都仑区鑫达汽车修理厂',
    GDSJ: '2024-03-02 10:00:00',
    GDAJLB: '2005',
    GDAJLBMC: '投入使用营业前检查',
    WSSL: 2,
    FJSL: 0,
  }),
  historyRecord({
    RWID: 'rw80',
    runId: 'run80',
    RWMC: '关于某仓库火灾事故调查',
    RWLX: 80,
    DWMC: null,
    GDSJ: '2023-12-28 15:00:00',
    GDAJLB: '4002',
    GDAJLBMC: '一般火灾事故调查',
    GDGS: 'docx',
    WSSL: 5,
    FJSL: 7,
  }),
];

/** The page of HISTORY_RECORDS a request asks for, filtered as the reference server filters. */
export function historyPage(req: HistoryListRequest): Page<HistoryRecord> {
  const rows = HISTORY_RECORDS.filter(
    (r) =>
      (!req.RWMC || r.RWMC.includes(req.RWMC) || (r.DWMC ?? '').includes(req.RWMC)) &&
      (!req.RWLX || String(r.RWLX) === req.RWLX) &&
      (!req.GDKSRQ || (r.GDSJ ?? '').slice(0, 10) >= req.GDKSRQ) &&
      (!req.GDJSRQ || (r.GDSJ ?? '').slice(0, 10) <= req.GDJSRQ),
  );
  return pageOf([...rows], req.current, req.size);
}

export const historyFakes = (): FakeHandlers => ({
  'history:list': (req) => fresh(historyPage(req)),
});
