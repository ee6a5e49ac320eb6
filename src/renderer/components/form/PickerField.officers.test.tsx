import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { findDialog, press, renderWithProviders } from '../../test/render';
import { PickerField } from './PickerField';
import type { FormDefinition, FormValues, PickerFieldDef } from '../../../shared/forms/types';
import type { LookupRequest } from '../../../shared/generic/contract';

// The officer picker (询问人): the task's officers first and marked, then the unit's officers,
// found by name (the server's search) and by police number (the whole list, here).

const FIELD: PickerFieldDef = {
  kind: 'picker',
  name: 'XWRID',
  label: '询问人',
  table: 'BLADE_USER',
  labelField: 'REAL_NAME',
  keyField: 'COMPANY_ID',
  keyValue: '1501020000',
  multiple: true,
  labelTarget: 'XWR',
} as PickerFieldDef;
const DEF = { fields: [FIELD] } as unknown as FormDefinition;

const OFFICERS = [
  { ID: 'u3', REAL_NAME: '王建军', POLICE_NUMBER: '1501202', COMPANY_ID: '1501020000' },
  { ID: 'u1', REAL_NAME: '张伟', POLICE_NUMBER: '1502117', COMPANY_ID: '1501020000' },
  { ID: 'u2', REAL_NAME: '李强', POLICE_NUMBER: '1502121', COMPANY_ID: '1501020000' },
];

function Harness(): ReactElement {
  const [values, setValues] = useState<FormValues>({});
  return (
    <PickerField
      field={FIELD}
      definition={DEF}
      values={values}
      disabled={false}
      taskOfficers={['张伟', '李强']}
      onBlur={() => {}}
      onChange={(v, also) => setValues((old) => ({ ...old, XWRID: v, ...also }))}
    />
  );
}

const SLOW = { timeout: 20_000 };

describe('the officer picker', { timeout: 60_000 }, () => {
  it('offers the task officers first, then the unit, and finds an officer by police number', async () => {
    const api = createFakeApi({
      'generic:lookup': (req: LookupRequest) => {
        const rows = OFFICERS.filter((r) => !req.search || r.REAL_NAME.includes(req.search));
        return fresh({ records: rows, total: rows.length, current: 1, size: 99, pages: 1 });
      },
    });
    renderWithProviders(<Harness />, { api });
    press(await screen.findByRole('button', { name: '选择询问人' }, SLOW));
    const dialog = await findDialog('选择询问人');
    await within(dialog).findByText('王建军', {}, SLOW);
    const names = (): string[] =>
      within(dialog)
        .getAllByRole('checkbox', { hidden: true })
        .map((c) => c.closest('.fui-Checkbox')?.textContent ?? '');
    expect(names()).toEqual([
      '张伟警号 1502117本任务',
      '李强警号 1502121本任务',
      '王建军警号 1501202',
    ]);
    // A police number the server does not search: found in the unit's list here.
    fireEvent.change(within(dialog).getByRole('textbox', { name: '请搜索询问人', hidden: true }), {
      target: { value: '1502121' },
    });
    press(within(dialog).getByRole('button', { name: '查询', hidden: true }));
    await waitFor(() => expect(names()).toEqual(['李强警号 1502121本任务']), SLOW);
    // The count says what the list holds, not the server's 0 for a number it does not search.
    expect(within(dialog).getByText('查询结果 1 条')).toBeTruthy();
    expect(api.callsTo('generic:lookup').map((r) => (r as LookupRequest).search)).toContain(
      '1502121',
    );
  });
});
