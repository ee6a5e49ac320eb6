import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { press, renderApp } from '../../test/render';
import { flwsDetail, formDefinition } from './testing';
import type { FormField } from '../../../shared/documents/schemas';

// The document page judges each field by the kind its definition declares (src/shared/forms/
// formats.ts): the message at the field as the officer leaves it, and 保存 refused while any stands.

const FIELDS: FormField[] = [
  { name: 'KSSJ', label: '询问开始时间', type: 'datetime', required: true },
  { name: 'JSSJ', label: '询问结束时间', type: 'datetime', required: true, rangeStart: 'KSSJ' },
  { name: 'SFZH', label: '身份证号', type: 'text', required: true, format: 'idNumber' },
  { name: 'BXWRDH', label: '联系电话', type: 'text', required: true, format: 'phone' },
  {
    name: 'TYSHXYDM',
    label: '统一社会信用代码',
    type: 'text',
    required: false,
    format: 'creditCode',
  },
  { name: 'FKJE', label: '罚款金额（元）', type: 'number', required: false, format: 'money' },
  { name: 'QS', label: '查封起始日期', type: 'date', required: false },
  { name: 'JZ', label: '查封截止日期', type: 'date', required: false, rangeStart: 'QS' },
];
const VALUES = {
  KSSJ: '2026-03-20 10:00:00',
  JSSJ: '2026-03-20 11:20:00',
  SFZH: '150102198203150314',
  BXWRDH: '13847100316',
  TYSHXYDM: '91150102MA0N3K8X2Y',
  FKJE: '5000',
  QS: '2026-03-20',
  JZ: '2026-04-19',
};

const open = () =>
  renderApp({
    api: createFakeApi({
      'documents:form': (req) =>
        fresh(formDefinition(req.form, { title: '询问笔录', rwwsszid: '9002', fields: FIELDS })),
      'documents:get': (req) =>
        fresh(flwsDetail({ FLWSID: req.FLWSID, form: 'xwbl', TITLE: '询问笔录', values: VALUES })),
    }),
    path: '/ws/xwbl?runId=run1&RWID=rw1&rwwsszid=9002&FLWSID=ws1&FLWSLB=xwbl',
  });
const box = (label: string): HTMLInputElement =>
  screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const dateBox = (label: string): HTMLInputElement =>
  screen.getByRole('combobox', { name: label }) as HTMLInputElement;
const timeBox = (label: string): HTMLInputElement =>
  screen.getByLabelText(`${label}（时间）`) as HTMLInputElement;
const typeIn = (el: HTMLElement, value: string): void => {
  el.focus();
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

const ID = '身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字';
const PHONE = '联系电话格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）';
const TIME = '询问结束时间不能早于询问开始时间';

describe('DocumentPage: the field kinds', () => {
  it('shows each kind’s message at its field, refuses 保存, and saves once fixed', async () => {
    const { api } = open();
    // The whole app starts first: a slow machine takes a while before the page's form is there.
    await screen.findByRole('heading', { name: '询问笔录' }, { timeout: 30_000 });
    await waitFor(() => expect(box('身份证号').value).toBe('150102198203150314'));
    typeIn(box('身份证号'), '150102198203150315');
    expect(await screen.findByText(ID)).toBeTruthy();
    typeIn(box('联系电话'), '6923188');
    expect(await screen.findByText(PHONE)).toBeTruthy();
    typeIn(timeBox('询问结束时间'), '9:00');
    expect(await screen.findByText(TIME)).toBeTruthy();
    typeIn(box('统一社会信用代码'), '91150102MA0N3K8X2B');
    expect(await screen.findByText('统一社会信用代码校验位不正确，请核对')).toBeTruthy();
    typeIn(box('罚款金额'), '-5');
    expect(await screen.findByText('罚款金额（元）不能为负数')).toBeTruthy();
    typeIn(box('罚款金额'), '五千');
    expect(await screen.findByText('罚款金额（元）必须是数字')).toBeTruthy();
    typeIn(dateBox('查封截止日期'), '2026-03-19');
    expect(await screen.findByText('查封截止日期不能早于查封起始日期')).toBeTruthy();
    // The message stands at its own field (the field's description names it).
    expect(box('身份证号').getAttribute('aria-invalid')).toBe('true');
    press(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByText(ID)).toBeTruthy());
    expect(api.callsTo('documents:save')).toEqual([]);

    typeIn(box('身份证号'), '150102198203150314');
    typeIn(box('联系电话'), '0471-6923188');
    // Moving the start back re-checks the end (a dependent field).
    typeIn(timeBox('询问开始时间'), '8:30');
    await waitFor(() => expect(screen.queryByText(TIME)).toBeNull());
    typeIn(box('统一社会信用代码'), '91150102MA0N3K8X2Y');
    typeIn(box('罚款金额'), '5000.5');
    typeIn(dateBox('查封截止日期'), '2026-03-20');
    for (const gone of [ID, PHONE, '查封截止日期不能早于查封起始日期', '罚款金额（元）必须是数字'])
      expect(screen.queryByText(gone)).toBeNull();
    press(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功!')).toBeTruthy();
    expect(api.callsTo('documents:save')[0]).toMatchObject({
      values: {
        KSSJ: '2026-03-20 08:30:00',
        JSSJ: '2026-03-20 09:00:00',
        SFZH: '150102198203150314',
        BXWRDH: '0471-6923188',
        FKJE: '5000.5',
        JZ: '2026-03-20',
      },
    });
  }, 90_000);
});
