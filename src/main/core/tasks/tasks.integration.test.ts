import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useReferenceCore } from '../testing/reference';
import { exportRow as row, unzip } from './testing';
import { chinaToday } from '../../../shared/common/dates';
import { TASK_EXPORT_COLUMNS } from '../../../shared/tasks/export';

// The task list's sort and banner counts, and the Excel export, through the core against the
// reference server (everyday or strict, as XFJD_REFERENCE_STRICT says).

const ref = useReferenceCore('tasks');

describe('the task list through the core', () => {
  it('sorts through BladeX ascs / descs', async () => {
    const asc = await ref.value('tasks:list', { current: 1, size: 200, ascs: 'rwmc' });
    const names = asc.data.records.map((r) => r.RWMC);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await ref.value('tasks:list', { current: 1, size: 200, descs: 'crt_time' });
    const times = desc.data.records.map((r) => r.CRT_TIME ?? '');
    expect(times).toEqual([...times].sort().reverse());
  });

  it('carries the banner counts from the everyday server, none from the strict one', async () => {
    const page = await ref.value('tasks:list', { current: 1, size: 10 });
    if (ref.server.strict) expect(page.data.clockCounts).toBeUndefined();
    else expect(page.data.clockCounts?.overdue).toBeGreaterThan(0);
  });

  it('exports the rows to 我的任务-<today>.xlsx in the downloads folder, never over another', async () => {
    const first = await ref.value('tasks:export', { rows: [row('任务甲'), row('任务乙')] });
    const name = `我的任务-${chinaToday(Date.now())}.xlsx`;
    expect(first.fileName).toBe(name);
    expect(basename(first.savedTo)).toBe(name);
    expect(first.savedTo.startsWith(ref.downloads)).toBe(true);
    const sheet = unzip(readFileSync(first.savedTo)).get('xl/worksheets/sheet1.xml') ?? '';
    expect(sheet).toContain('任务甲');
    expect(sheet).toContain('<dimension ref="A1:J3"/>');
    expect(first.bytes).toBe(readFileSync(first.savedTo).length);

    const second = await ref.value('tasks:export', { rows: [] });
    expect(second.fileName).toBe(`我的任务-${chinaToday(Date.now())} (1).xlsx`);
  });

  it('refuses rows that do not match the export columns', async () => {
    const short = await ref.call('tasks:export', { rows: [['只有一列']] });
    expect(short.ok).toBe(false);
    expect(TASK_EXPORT_COLUMNS).toHaveLength(10);
  });
});
