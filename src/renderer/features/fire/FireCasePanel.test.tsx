import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { choose, dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import { detail, detailConfig, treeRow } from '../detail/testing';
import { fireCase, node } from './testing';
import type { FireCase } from '../../../shared/fire/schemas';
import type { TaskButton } from '../../../shared/detail/schemas';

// The fire-investigation variant of the detail screen: the case's stage and procedure, the
// timeline (no stage chosen at first, one stage's node tree at a time, keyboard), the fire
// documents of the tree, the three placeholder buttons with the spec's text, the procedure change
// (updatecxlb), the transfer (hzdcysdc) and its withdrawal (vardeleteysdcrw) with confirmation.

const PLACEHOLDER = '因当前不具备对接条件，待需求明确后再实现该功能。';
const header = (btnName: string, btnType: string): TaskButton => ({
  btnPos: '1',
  btnName,
  btnType,
  color: 'info',
});

const FIRE_TREE = [
  treeRow({
    UUID: 't1',
    TITLE: '老绥远烧麦馆后厨火灾事故调查',
    TREE_LEVEL: 1,
    IS_CURRENT: '1',
    RWID: 'rw1',
    RWLX: 80,
    children: [
      treeRow({
        UUID: 'c1',
        TITLE: '火灾调查文书',
        WSLBMC: '火灾调查文书',
        TREE_LEVEL: 2,
        children: [
          treeRow({
            UUID: 'd1',
            TITLE: '火灾事故认定书',
            TREE_LEVEL: 3,
            RWID: 'rw1',
            STATUS: '1',
            FLWSID: 'ws1',
            FLWSLB: '528',
            RWWSSZID: '528',
            XGURL: '/ws/hzsgcxrds',
            JBCZ_BUTTONS: [{ BUTTON_NAME: '查看', BUTTON_TYPE: 'view' }],
          }),
        ],
      }),
      treeRow({ UUID: 'c2', TITLE: '调查取证', WSLBMC: '调查取证', TREE_LEVEL: 2 }),
    ],
  }),
];

const NODES = {
  hzjj: [
    node('n1', '接警登记', '2', [node('n2', '调派力量出警', '2')]),
    node('n3', '移交火灾调查', '2'),
  ],
  hzdc: [node('n4', '调查询问', '1', [node('n5', '补充询问', '0')])],
};

function open(handlers: FakeHandlers = {}, c: FireCase = fireCase()): FakeApi {
  const config = detailConfig(
    {
      btnsList: [
        header('非消防管辖', 'fireNonJurisdiction'),
        header('委托公安处罚', 'firePolicePenalty'),
        header('移送刑事', 'fireCriminalTransfer'),
      ],
    },
    { RWLX: 80, RWMC: '老绥远烧麦馆后厨火灾事故调查' },
  );
  const api = createFakeApi({
    'detail:get': () => fresh(detail({ config, tree: FIRE_TREE })),
    'fire:case': () => fresh(c),
    'fire:nodes': (req) => fresh(NODES[req.JDBM as keyof typeof NODES] ?? []),
    ...handlers,
  });
  renderApp({ api, path: '/xfjd/hzdc/fireDetail?runId=run1&RWID=rw1' });
  return api;
}

const panel = (): Promise<HTMLElement> => screen.findByRole('region', { name: '火灾调查' });
const stage = (name: RegExp): HTMLElement => screen.getByRole('button', { name });

describe('the fire case panel and its timeline', () => {
  it('shows where the case stands; no stage is chosen until one is, then only its tree', async () => {
    const api = open();
    const p = await panel();
    expect(await within(p).findByText('火灾调查', { selector: '.fui-Badge' })).toBeTruthy();
    expect(within(p).getByText('一般调查')).toBeTruthy();
    const steps = within(within(p).getByRole('list', { name: '火灾调查流程' })).getAllByRole(
      'button',
    );
    expect(steps.map((b) => b.textContent)).toEqual([
      '火灾接警已完成 · 5/5',
      '火灾登记已完成 · 2/2',
      '火灾调查当前进行中 · 7/13',
      '案件移送未开始',
      '延伸调查未开始',
      '火灾复核未开始',
    ]);
    expect(steps.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(within(p).getByText('点击阶段查看该阶段的流程节点。')).toBeTruthy();
    expect(api.callsTo('fire:nodes')).toEqual([]);

    press(stage(/^火灾接警/));
    const tree = await screen.findByRole('tree', { name: '火灾接警流程节点' });
    expect(stage(/^火灾接警/).getAttribute('aria-pressed')).toBe('true');
    expect(within(tree).getByText('接警登记')).toBeTruthy();
    expect(within(tree).getByText('调派力量出警')).toBeTruthy();
    expect(within(tree).getAllByText('办理人：张伟')).toHaveLength(3);
    expect(within(tree).getAllByText('办理时间：2024-06-01 21:46:00')).toHaveLength(3);
    expect(api.callsTo('fire:nodes')).toEqual([{ runId: 'run1', RWID: 'rw1', JDBM: 'hzjj' }]);

    press(stage(/^火灾调查/));
    const other = await screen.findByRole('tree', { name: '火灾调查流程节点' });
    expect(within(other).getByText('补充询问')).toBeTruthy();
    expect(within(other).getAllByText('进行中')).toHaveLength(1);
    expect(screen.queryByRole('tree', { name: '火灾接警流程节点' })).toBeNull();
    expect(stage(/^火灾接警/).getAttribute('aria-pressed')).toBe('false');

    // A stage without nodes says so; choosing the chosen stage again hides its tree.
    press(stage(/^火灾复核/));
    expect(await within(p).findByText('该阶段暂无流程节点。')).toBeTruthy();
    press(stage(/^火灾复核/));
    expect(await within(p).findByText('点击阶段查看该阶段的流程节点。')).toBeTruthy();

    // Left and Right, Home and End move between the stages.
    const list = within(p).getByRole('list', { name: '火灾调查流程' });
    stage(/^火灾接警/).focus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(stage(/^火灾登记/));
    fireEvent.keyDown(list, { key: 'End' });
    expect(document.activeElement).toBe(stage(/^火灾复核/));
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(stage(/^延伸调查/));
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement).toBe(stage(/^火灾接警/));
  });

  it('lists the tree’s fire documents and opens one to view; links the fire information', async () => {
    open();
    const docs = await screen.findByRole('region', { name: '火灾调查文书' });
    press(within(docs).getByRole('button', { name: '查看 火灾事故认定书' }));
    await waitFor(() => expect(window.location.hash).toContain('/ws/hzsgcxrds?'));
    expect(window.location.hash).toContain('FLWSID=ws1');
    expect(window.location.hash).toContain('mode=view');
  });

  it('opens the fire information page with TYPE HD', async () => {
    open();
    press(await within(await panel()).findByRole('button', { name: '火灾信息' }));
    await waitFor(() =>
      expect(window.location.hash).toBe('#/xfjd/hzdc/hzxxdj/djhzxx?TYPE=HD&runId=run1&RWID=rw1'),
    );
  });

  it('answers each placeholder button with the spec’s text', async () => {
    open();
    for (const name of ['非消防管辖', '委托公安处罚', '移送刑事']) {
      press(await screen.findByRole('button', { name }));
      const dialog = await findDialog(name);
      expect(within(dialog).getByText(PLACEHOLDER)).toBeTruthy();
      press(dialogButton(dialog, '关闭'));
      await waitFor(() => expect(screen.queryByRole('dialog', { name, hidden: true })).toBeNull());
    }
  });
});

describe('the fire case’s writes', () => {
  it('changes the procedure category with a reason; a refusal stays in the dialog', async () => {
    let refuse = true;
    const api = open({
      'fire:changeProcedure': () => {
        if (refuse) throw fail('server', '有人员伤亡的火灾不适用简易调查程序');
        return { message: '程序类别变更成功' };
      },
    });
    press(await within(await panel()).findByRole('button', { name: '变更程序类别' }));
    const dialog = await findDialog('变更程序类别');
    expect(within(dialog).getByText(/^当前程序类别：一般调查。简易调查适用于/)).toBeTruthy();
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择程序类别')).toBeTruthy();
    expect(within(dialog).getByText('请填写变更原因')).toBeTruthy();
    press(within(dialog).getByRole('radio', { name: '简易调查', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { hidden: true }), {
      target: { value: '无人员伤亡，事实清楚' },
    });
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('有人员伤亡的火灾不适用简易调查程序')).toBeTruthy();
    refuse = false;
    const reads = api.callsTo('fire:case').length;
    press(dialogButton(dialog, '确定'));
    expect(await findToast('程序类别变更成功')).toBeTruthy();
    expect(api.callsTo('fire:changeProcedure').at(-1)).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      values: { CXLB: '1', BGYY: '无人员伤亡，事实清楚' },
    });
    await waitFor(() => expect(api.callsTo('fire:case').length).toBeGreaterThan(reads));
  });

  it('transfers the case (today filled in, every field checked) and withdraws it after asking', async () => {
    let c = fireCase();
    const api = open({
      'fire:case': () => fresh(c),
      'fire:transfer': () => {
        c = fireCase({
          current: 'ajys',
          transfers: [
            {
              ID: 'ys1',
              YSLX: '1',
              JSDW: '呼和浩特市公安局新城区分局',
              YSRQ: '2024-06-10',
              YSYY: '涉嫌失火罪',
              ZT: '0',
              CRT_USERNAME: '张伟',
              CRT_TIME: '2024-06-10 10:00:00',
            },
          ],
        });
        return { message: '移送成功' };
      },
    });
    press(await within(await panel()).findByRole('button', { name: '移送调查' }));
    const dialog = await findDialog('火灾调查移送调查');
    const date = dialog.querySelector<HTMLInputElement>('[data-field="YSRQ"] input');
    expect(date?.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    press(dialogButton(dialog, '确定移送'));
    for (const text of ['请选择移送类别', '请填写接收单位', '请填写移送原因'])
      expect(await within(dialog).findByText(text)).toBeTruthy();
    expect(api.callsTo('fire:transfer')).toEqual([]);
    choose(dialog.querySelector('[data-field="YSLX"] select') as HTMLElement, '1');
    const [to, reason] = [
      dialog.querySelector<HTMLInputElement>('[data-field="JSDW"] input'),
      dialog.querySelector<HTMLTextAreaElement>('[data-field="YSYY"] textarea'),
    ];
    fireEvent.change(to as HTMLInputElement, { target: { value: '呼和浩特市公安局新城区分局' } });
    fireEvent.change(reason as HTMLTextAreaElement, { target: { value: '涉嫌失火罪' } });
    press(dialogButton(dialog, '确定移送'));
    expect(await findToast('移送成功')).toBeTruthy();
    expect(api.callsTo('fire:transfer')[0]).toMatchObject({
      values: { YSLX: '1', JSDW: '呼和浩特市公安局新城区分局', YSYY: '涉嫌失火罪' },
    });

    const table = await screen.findByRole('table', { name: '移送调查任务' });
    expect(within(table).getByText('涉嫌失火罪移送公安机关')).toBeTruthy();
    expect(within(table).getByText('待接收')).toBeTruthy();
    expect(within(await panel()).getByText('案件移送', { selector: '.fui-Badge' })).toBeTruthy();
    press(
      within(table).getByRole('button', {
        name: '撤回移送至呼和浩特市公安局新城区分局的移送调查任务',
      }),
    );
    const ask = await findDialog('提示', 'alertdialog');
    expect(
      within(ask).getByText(
        '确定撤回移送至“呼和浩特市公安局新城区分局”的移送调查任务吗？撤回后该移送记录将被删除。',
      ),
    ).toBeTruthy();
    act(() => press(dialogButton(ask, '确定')));
    expect(await findToast('撤回成功')).toBeTruthy();
    expect(api.callsTo('fire:withdrawTransfer')).toEqual([
      { runId: 'run1', RWID: 'rw1', id: 'ys1' },
    ]);
  });

  it('shows nothing of a fire case on another task’s detail screen', async () => {
    const api = createFakeApi();
    renderApp({ api, path: '/xfjd/projectDetail?runId=run1&RWID=rw1' });
    expect(await screen.findByText('某商场消防监督抽查', { selector: 'h1, h2' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '火灾调查' })).toBeNull();
    expect(api.callsTo('fire:case')).toEqual([]);
  });
});
