import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { flwsDetail, formDefinition } from './testing';
import { lookupFakes } from '../../components/picker/testing';
import { dialogButton, findDialog } from '../../test/render';
import { choose, press, renderApp } from '../../test/render';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';

const NEW = '/ws/xfjdjcjl?runId=run1&RWID=rw1&rwwsszid=420';
const open = (path: string, handlers: FakeHandlers = {}) =>
  renderApp({ api: createFakeApi(handlers), path });
const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');
const input = (label: string): HTMLInputElement =>
  screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
/** The Chinese date picker's text box of a date or date-and-time field. */
const dateBox = (label: string): HTMLInputElement =>
  screen.getByRole('combobox', { name: label }) as HTMLInputElement;
const timeBox = (label: string): HTMLInputElement =>
  screen.getByLabelText(`${label}（时间）`) as HTMLInputElement;
/** Types into a box and leaves it, as an officer does (the date picker reads typed text on leaving). */
const typeIn = (el: HTMLElement, value: string): void => {
  el.focus();
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('DocumentPage', () => {
  it('renders the form from its definition in a two-column grid', async () => {
    const { api } = open(NEW);
    expect(await screen.findByRole('heading', { name: '消防监督检查记录' })).toBeTruthy();
    expect(api.callsTo('documents:form')).toEqual([{ form: 'xfjdjcjl' }]);
    expect(api.callsTo('documents:get')).toEqual([]);
    expect(input('检查地点').type).toBe('text');
    // Dates are the Chinese date picker, date-times add a 24-hour time box: never the browser's native inputs.
    expect(dateBox('检查日期').type).toBe('text');
    expect(dateBox('检查日期').placeholder).toBe('请选择日期');
    expect(dateBox('检查时间').type).toBe('text');
    expect(timeBox('检查时间').placeholder).toBe('时:分');
    expect(
      document.querySelector('input[type=date], input[type=datetime-local], input[type=time]'),
    ).toBeNull();
    expect(input('检查人数').inputMode).toBe('decimal');
    expect(input('检查情况').tagName).toBe('TEXTAREA');
    const result = input('检查结果') as unknown as HTMLSelectElement;
    expect([...result.options].map((o) => o.textContent)).toEqual(['请选择', '合格', '不合格']);
    await waitFor(() =>
      expect(
        [...(input('送达状态') as unknown as HTMLSelectElement).options].map((o) => o.textContent),
      ).toEqual(['请选择', '未送达', '已送达']),
    );
  });

  it('names each empty required field on blur and on save, and does not save', async () => {
    const { api } = open(NEW);
    await screen.findByRole('heading', { name: '消防监督检查记录' });
    fireEvent.blur(input('检查地点'));
    expect(await screen.findByText('检查地点不能为空')).toBeTruthy();
    press(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('检查日期不能为空')).toBeTruthy();
    expect(screen.getByText('检查结果不能为空')).toBeTruthy();
    expect(screen.queryByText('检查人数不能为空')).toBeNull();
    expect(api.callsTo('documents:save')).toEqual([]);
    fireEvent.change(input('检查地点'), { target: { value: '南京某商场' } });
    expect(screen.queryByText('检查地点不能为空')).toBeNull();
  });

  it('saves a new document and stays open under its FLWSID', async () => {
    const { api } = open(NEW, {
      'documents:save': () => ({
        FLWSID: 'ws9',
        WH: '宁消〔2024〕9号',
        RWID: null,
        message: '保存成功!',
      }),
    });
    await screen.findByRole('heading', { name: '消防监督检查记录' });
    fireEvent.change(input('检查地点'), { target: { value: '南京某商场' } });
    typeIn(dateBox('检查日期'), '2024/5/1');
    typeIn(dateBox('检查时间'), '2024-05-01');
    typeIn(timeBox('检查时间'), '9:30');
    await waitFor(() => expect(timeBox('检查时间').value).toBe('09:30'));
    expect(dateBox('检查日期').value).toBe('2024-05-01');
    choose(input('检查结果'), '2');
    press(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功!')).toBeTruthy();
    expect(api.callsTo('documents:save')).toEqual([
      {
        runId: 'run1',
        RWID: 'rw1',
        form: 'xfjdjcjl',
        rwwsszid: '420',
        FLWSID: undefined,
        values: { JCDD: '南京某商场', JCRQ: '2024-05-01', JCSJ: '2024-05-01 09:30:00', JCJG: '2' },
      },
    ]);
    await waitFor(() => expect(route().query.FLWSID).toBe('ws9'));
    expect(screen.getByText('文号：宁消〔2024〕9号')).toBeTruthy();
    // The tab keeps the document's name once the saved document has its id.
    await waitFor(() =>
      expect(screen.getByRole('tab', { selected: true }).textContent).toContain('消防监督检查记录'),
    );
    expect(input('检查地点').value).toBe('南京某商场');
  });

  it('edits an existing document with its values and shows server refusals', async () => {
    const { api } = open(`${NEW}&FLWSID=ws1&FLWSLB=lb1`, {
      'documents:save': () => fail('server', '当前状态的文书不可编辑'),
    });
    await waitFor(() => expect(input('检查地点').value).toBe('南京某商场'));
    expect(dateBox('检查时间').value).toBe('2024-05-01');
    expect(timeBox('检查时间').value).toBe('10:00');
    expect(screen.getByText('文号：宁消监检字〔2024〕第001号')).toBeTruthy();
    press(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('当前状态的文书不可编辑')).toBeTruthy();
    expect((api.callsTo('documents:save')[0] as { FLWSID: string }).FLWSID).toBe('ws1');
  });

  it('is read-only in view mode and when the status is not editable', async () => {
    open(`${NEW}&FLWSID=ws1&mode=view`);
    await waitFor(() => expect(input('检查地点').readOnly).toBe(true));
    expect(screen.getByText('只读')).toBeTruthy();
    // Read-only dates are plain text: no picker to open.
    expect((screen.getByLabelText('检查时间') as HTMLInputElement).value).toBe(
      '2024-05-01 10:00:00',
    );
    expect((screen.getByLabelText('检查日期') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('combobox', { name: '检查日期' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('is read-only for a document in approval', async () => {
    open(`${NEW}&FLWSID=ws2`, {
      'documents:get': () => ({
        data: flwsDetail({ FLWSID: 'ws2', STATUS: '2' }),
        source: 'network',
        updatedAt: 0,
      }),
    });
    await waitFor(() => expect(input('检查地点').readOnly).toBe(true));
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('says 文书未找到! for an unknown form', async () => {
    open('/ws/nosuchform', { 'documents:form': () => fail('server', '文书未找到!') });
    expect(await screen.findByText('文书未找到!')).toBeTruthy();
  });

  it('back closes the tab', async () => {
    open(NEW);
    await screen.findByRole('heading', { name: '消防监督检查记录' });
    press(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('tab', { name: '我的任务', selected: true })).toBeTruthy();
  });

  it('names its task on the tab (short, full name as tooltip) and in a breadcrumb back to the task', async () => {
    const RWMC = '关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚';
    const { api } = open(NEW, {
      'detail:get': () => fresh(detail({ config: detailConfig({}, { RWMC, RWLX: 61 }) })),
    });
    await screen.findByRole('heading', { name: '消防监督检查记录' });
    const tab = await screen.findByRole('tab', { name: `消防监督检查记录 · ${RWMC}` });
    expect(tab.textContent).toBe('消防监督检查记录 · 鼎盛购物中心有限公司消防违法行为的行政处罚');
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(crumbs.textContent).toBe(
      '我的任务鼎盛购物中心有限公司消防违法行为的行政处罚消防监督检查记录',
    );
    const back = within(crumbs).getByRole('button', { name: RWMC });
    expect(back.getAttribute('title')).toBe(RWMC);
    expect(api.callsTo('detail:get')).toEqual([{ runId: 'run1', RWID: 'rw1' }]);
    press(back);
    await waitFor(() => expect(route().path).toBe('/xfjd/projectDetail'));
    expect(route().query).toMatchObject({ runId: 'run1', RWID: 'rw1' });
  });

  describe('a picker field (the inspection record: officers of the unit)', () => {
    const officers = Array.from({ length: 12 }, (_, i) => ({
      ID: `u${i + 1}`,
      REAL_NAME: `警员${i + 1}`,
      COMPANY_ID: i < 11 ? 'dw1' : 'dw2',
    }));
    const withOfficers = formDefinition('xfjdjcjl', {
      fields: [
        { name: 'JCDD', label: '检查地点', type: 'text', required: true, span: 1 },
        {
          name: 'JCRYID',
          label: '检查人员',
          type: 'picker',
          required: true,
          table: 'BLADE_USER',
          labelField: 'REAL_NAME',
          valueField: 'ID',
          keyField: 'COMPANY_ID',
          keyValue: 'dw1',
          multiple: true,
          labelTarget: 'JCRY',
        },
        { name: 'JCRY', label: '检查人员姓名', type: 'text', required: false, hidden: true },
      ],
    });
    const handlers = (more: FakeHandlers = {}): FakeHandlers => ({
      ...lookupFakes(officers),
      'documents:form': () => ({ data: withOfficers, source: 'network', updatedAt: 0 }),
      ...more,
    });

    it("says '检查人员不能为空' on save, then sends the chosen officers' keys and names", async () => {
      const { api } = open(NEW, handlers());
      await screen.findByRole('heading', { name: '消防监督检查记录' });
      expect(screen.queryByLabelText('检查人员姓名')).toBeNull();
      fireEvent.change(input('检查地点'), { target: { value: '南京某商场' } });
      press(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('检查人员不能为空')).toBeTruthy();
      // The first invalid field takes the focus: the picker's button.
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: '选择检查人员' })),
      );
      press(screen.getByRole('button', { name: '选择检查人员' }));
      const dialog = await findDialog('选择检查人员');
      expect(await within(dialog).findByText('查询结果 11 条')).toBeTruthy();
      expect(api.callsTo('generic:lookup')).toEqual([
        {
          table: 'BLADE_USER',
          labelField: 'REAL_NAME',
          keyField: 'COMPANY_ID',
          keyValue: 'dw1',
          runId: 'run1',
        },
      ]);
      press(within(dialog).getByRole('checkbox', { name: '警员1', hidden: true }));
      press(within(dialog).getByRole('checkbox', { name: '警员10', hidden: true }));
      press(dialogButton(dialog, '关闭'));
      await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
      expect(screen.queryByText('检查人员不能为空')).toBeNull();
      press(screen.getByRole('button', { name: '保存', hidden: true }));
      await waitFor(() => expect(api.callsTo('documents:save')).toHaveLength(1));
      expect(api.callsTo('documents:save')[0]).toMatchObject({
        values: { JCDD: '南京某商场', JCRYID: 'u1,u10', JCRY: '警员1,警员10' },
      });
    });

    it('shows a saved choice by name, read-only when viewing', async () => {
      const saved = flwsDetail({
        values: { JCDD: '南京某商场', JCRYID: 'u2,u3', JCRY: '警员2,警员3' },
      });
      open(
        `${NEW}&FLWSID=ws1&mode=view`,
        handlers({ 'documents:get': () => ({ data: saved, source: 'network', updatedAt: 0 }) }),
      );
      const tags = await screen.findByRole('toolbar', { name: '检查人员' });
      expect(tags.textContent).toBe('警员2警员3');
      expect(screen.queryByRole('button', { name: '选择检查人员' })).toBeNull();
      expect(within(tags).queryByRole('button', { name: /移除/ })).toBeNull();
    });

    it('shows the names of a record saved before the field was a picker (names without keys) when viewing', async () => {
      const seeded = flwsDetail({ values: { JCDD: '南京某商场', JCRYID: '', JCRY: '张伟、李强' } });
      open(
        `${NEW}&FLWSID=ws1&mode=view`,
        handlers({ 'documents:get': () => ({ data: seeded, source: 'network', updatedAt: 0 }) }),
      );
      expect((await screen.findByRole('toolbar', { name: '检查人员' })).textContent).toBe(
        '张伟、李强',
      );
    });
  });
});
