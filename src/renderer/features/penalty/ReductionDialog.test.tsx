import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';
import { dialogButton, findDialog, press, renderApp } from '../../test/render';
import type { Reduction, Violation } from '../../../shared/penalty/schemas';

// 减轻处罚 (spec 01 §2, §3), opened from the detail screen's header: the case's reduction read-only,
// each violation's ranges checked against the penalty amount, in words, an icon and a colour.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const TITLE = '减轻处罚';

const violation = (WFXW: string, FDED: string, LFCD: string): Violation => ({ WFXW, FDED, LFCD });

const reduction = (over: Partial<Reduction> = {}): Reduction => ({
  CZR: '张伟',
  CFZL: '罚款',
  CFJE: '8000',
  JQJE: '2000',
  JQCFYY: '当事人主动消除违法行为危害后果',
  GLWS: '宁消行罚决字〔2024〕第012号',
  WFXWLIST: [],
  ...over,
});

function openReduction(handlers: FakeHandlers): ReturnType<typeof renderApp> {
  const config = detailConfig({
    btnsList: [{ btnPos: '1', btnName: TITLE, btnType: 'jqcf', color: 'primary' }],
  });
  return renderApp({
    api: createFakeApi({ 'detail:get': () => fresh(detail({ config })), ...handlers }),
    path: PATH,
  });
}

async function openDialog(): Promise<HTMLElement> {
  press(await screen.findByRole('button', { name: TITLE }));
  return findDialog(TITLE);
}

/** The 核对 cell of the violation named `name`. */
const findingOf = (dialog: HTMLElement, name: string): HTMLElement => {
  const row = within(dialog).getByText(name).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  const finding = row.querySelector<HTMLElement>('[data-severity]');
  if (!finding) throw new Error(`no finding in ${name}`);
  return finding;
};

describe('减轻处罚', () => {
  it('shows the reduction and checks the amount against each violation’s ranges', async () => {
    const { api } = openReduction({
      'penalty:reduction': () =>
        fresh(
          reduction({
            WFXWLIST: [
              violation('消防设施未保持完好有效', '5000元至50000元', '5000-10000'),
              violation('占用、堵塞疏散通道', '5000-50000', '10000-30000'),
              violation('埋压、圈占消火栓', '10000元以上50000元以下', '10000-20000'),
            ],
          }),
        ),
    });
    const dialog = await openDialog();
    await within(dialog).findByText('张伟');
    expect(api.callsTo('penalty:reduction')).toEqual([{ runId: 'run1', RWID: 'rw1' }]);

    // The record: each label beside its value.
    const value = (label: string): string | null =>
      within(dialog).getByText(label).nextElementSibling?.textContent ?? null;
    expect(value('经办人')).toBe('张伟');
    expect(value('处罚种类')).toBe('罚款');
    expect(value('处罚金额（元）')).toBe('8000');
    expect(value('减轻金额（元）')).toBe('2000');
    expect(value('减轻处罚理由')).toBe('当事人主动消除违法行为危害后果');
    expect(value('关联文书')).toBe('宁消行罚决字〔2024〕第012号');

    const table = within(dialog).getByRole('table', { name: '违法行为', hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['违法行为', '法定罚款幅度', '裁量幅度', '核对']);

    const ok = findingOf(dialog, '消防设施未保持完好有效');
    expect(ok.textContent).toBe('在法定幅度和裁量幅度内');
    expect(ok.dataset.severity).toBe('ok');
    expect(ok.querySelector('svg')).not.toBeNull();

    const discretion = findingOf(dialog, '占用、堵塞疏散通道');
    expect(discretion.textContent).toBe(
      '处罚金额 8000 元不在裁量幅度（10000-30000）内，请核对裁量理由',
    );
    expect(discretion.dataset.severity).toBe('warning');

    const below = findingOf(dialog, '埋压、圈占消火栓');
    expect(below.textContent).toBe('处罚金额 8000 元低于法定幅度（10000元以上50000元以下）');
    expect(below.dataset.severity).toBe('danger');
    expect(below.querySelector('svg')).not.toBeNull();

    // Said plainly at the top, naming the violation.
    const bar = within(dialog).getByText('处罚金额不在法定罚款幅度内，请核对处罚决定：');
    expect(bar.parentElement?.textContent).toContain(
      '埋压、圈占消火栓：处罚金额 8000 元低于法定幅度（10000元以上50000元以下）',
    );
    expect(within(dialog).getByText('处罚金额须在法定罚款幅度内。')).toBeTruthy();

    // Read-only: only 关闭.
    expect(
      within(dialog)
        .getAllByRole('button', { hidden: true })
        .map((b) => b.textContent),
    ).toEqual(['关闭']);
    press(dialogButton(dialog, '关闭'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TITLE, hidden: true })).toBeNull(),
    );
  });

  it('says so above the statutory range; inside every range there is no warning at the top', async () => {
    openReduction({
      'penalty:reduction': () =>
        fresh(
          reduction({
            CFJE: '60000',
            WFXWLIST: [violation('消防设施未保持完好有效', '5000-50000', '')],
          }),
        ),
    });
    const dialog = await openDialog();
    const above = await waitFor(() => findingOf(dialog, '消防设施未保持完好有效'));
    expect(above.textContent).toBe('处罚金额 60000 元超出法定幅度（5000-50000）');
    expect(above.dataset.severity).toBe('danger');
    expect(within(dialog).getByText('处罚金额不在法定罚款幅度内，请核对处罚决定：')).toBeTruthy();
  });

  it('an amount inside every range shows no warning at the top', async () => {
    openReduction({
      'penalty:reduction': () =>
        fresh(reduction({ WFXWLIST: [violation('占用防火间距', '5000-50000', '5000-10000')] })),
    });
    const dialog = await openDialog();
    const ok = await waitFor(() => findingOf(dialog, '占用防火间距'));
    expect(ok.dataset.severity).toBe('ok');
    expect(within(dialog).queryByText('处罚金额不在法定罚款幅度内，请核对处罚决定：')).toBeNull();
  });

  it('a case without a reduction says so', async () => {
    openReduction({ 'penalty:reduction': () => fresh(null) });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('该案件暂无减轻处罚信息')).toBeTruthy();
    expect(within(dialog).queryByRole('table', { hidden: true })).toBeNull();
  });

  it('a failed read shows the server’s reason with a retry that reads again', async () => {
    let calls = 0;
    openReduction({
      'penalty:reduction': () => {
        calls += 1;
        if (calls === 1) fail('server', '查询减免情况失败');
        return fresh(reduction({ CZR: '李强' }));
      },
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('查询减免情况失败')).toBeTruthy();
    press(dialogButton(dialog, '重试'));
    expect(await within(dialog).findByText('李强')).toBeTruthy();
  });

  it('offline with nothing read yet: the calm needs-network state, no error', async () => {
    openReduction({ 'penalty:reduction': () => fail('needs-network', '需要联网') });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('该数据尚未在本机缓存，需联网后打开')).toBeTruthy();
  });
});
