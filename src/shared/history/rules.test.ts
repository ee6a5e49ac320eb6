import { describe, expect, it } from 'vitest';
import {
  archiveRangeIssue,
  isHistoryView,
  moduleName,
  readOnlyTree,
  readingRowButtons,
  readingTaskButtons,
  withHistoryData,
} from './rules';
import { historyListRequest } from './contract';
import { HISTORY_MODULE_ID } from './constants';

// The history view's rules (one set for renderer, main and server): which buttons a read-only
// screen keeps, the archive-date filter with its exact messages, the MODULE_ID's module.

const task = (btnName: string, btnType: string) => ({ btnPos: '1', btnName, btnType, color: null });
const row = (BUTTON_NAME: string, BUTTON_TYPE: string) => ({ BUTTON_NAME, BUTTON_TYPE });

describe('the history view', () => {
  it('is pagetype 2 only, and SFCXLSSJ 1 asks for the historical data', () => {
    expect([isHistoryView('2'), isHistoryView('1'), isHistoryView(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([withHistoryData('1'), withHistoryData('0'), withHistoryData(null)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('keeps the task buttons that only read, by type or by the names province servers use', () => {
    const sent = [
      task('结束任务', 'endTask'),
      task('操作日志', 'opLog'),
      task('执法视频', 'video'),
      task('帮助', 'help'),
      task('归档结案', 'archive'),
      task('减轻处罚', 'jqcf'),
      task('单位隐患', 'dwyh'),
      task('检查产品', 'inspectedProducts'),
      task('新增文书', 'addDoc'),
      task('文书盖章', 'stamp'),
      task('附件上传', 'upload'),
      task('打包下载', 'packDownload'),
      task('附件查看', 'x1'),
      task('任务切换', 'switchTask'),
    ];
    expect(readingTaskButtons(sent).map((b) => b.btnName)).toEqual([
      '操作日志',
      '帮助',
      '减轻处罚',
      '单位隐患',
      '打包下载',
      '附件查看',
    ]);
  });

  it('keeps the row buttons that read, and strips every tree level', () => {
    const xgcz = [row('编辑', 'edit'), row('发送', 'send'), row('审批信息', 'approvalInfo')];
    const jbcz = [row('查看', 'view'), row('删除', 'delete'), row('下载', 'download')];
    expect(readingRowButtons([...xgcz, ...jbcz]).map((b) => b.BUTTON_TYPE)).toEqual([
      'approvalInfo',
      'view',
      'download',
    ]);
    type R = {
      id: string;
      XGCZ_BUTTONS: typeof xgcz;
      JBCZ_BUTTONS: typeof jbcz;
      children: R[];
    };
    const doc: R = { id: 'd', XGCZ_BUTTONS: xgcz, JBCZ_BUTTONS: jbcz, children: [] };
    const tree: R[] = [
      {
        id: 't',
        XGCZ_BUTTONS: [],
        JBCZ_BUTTONS: [],
        children: [{ ...doc, id: 'c', children: [doc] }],
      },
    ];
    const [t] = readOnlyTree(tree);
    const d = t.children[0].children[0];
    expect(d.id).toBe('d');
    expect([...d.XGCZ_BUTTONS, ...d.JBCZ_BUTTONS].map((b) => b.BUTTON_NAME)).toEqual([
      '审批信息',
      '查看',
      '下载',
    ]);
    expect(tree[0].children[0].children[0].XGCZ_BUTTONS).toHaveLength(3);
  });

  it('names the 历史归档文件 module by its MODULE_ID, and no other', () => {
    expect(moduleName(HISTORY_MODULE_ID)).toBe('历史归档文件');
    expect(moduleName('toString')).toBeNull();
    expect(moduleName(undefined)).toBeNull();
  });
});

describe('the archive-date filter', () => {
  it('takes no range, one end, or a range in order (one day included)', () => {
    expect(archiveRangeIssue({})).toBeNull();
    expect(archiveRangeIssue({ GDKSRQ: '2024-05-01' })).toBeNull();
    expect(archiveRangeIssue({ GDKSRQ: '2024-05-01', GDJSRQ: '2024-05-01' })).toBeNull();
    expect(archiveRangeIssue({ GDKSRQ: '', GDJSRQ: '2024-05-31' })).toBeNull();
  });

  it('refuses a reversed range and a date that is not YYYY-MM-DD, in the spec’s words', () => {
    expect(archiveRangeIssue({ GDKSRQ: '2024-06-01', GDJSRQ: '2024-05-31' })).toBe(
      '归档开始日期不能晚于结束日期',
    );
    for (const bad of ['2024-13-01', '2024/05/01', '2024-05-01 10:00:00', '20240501'])
      expect(archiveRangeIssue({ GDJSRQ: bad })).toBe('归档日期格式不正确，应为YYYY-MM-DD');
  });

  it('is checked in main before the call, with its message', () => {
    const parsed = historyListRequest.safeParse({
      current: 1,
      size: 10,
      GDKSRQ: '2024-06-01',
      GDJSRQ: '2024-05-01',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('归档开始日期不能晚于结束日期');
    expect(historyListRequest.safeParse({ current: 1, size: 10, RWLX: '6a' }).success).toBe(false);
  });
});
