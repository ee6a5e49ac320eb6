import { describe, expect, it } from 'vitest';
import { M } from '../messages';
import {
  countText,
  isOfficerTable,
  pickerRows,
  itemOf,
  lookupFor,
  missingFields,
  pageSlice,
  pickerFill,
  valueKeys,
  pickerValue,
  placeholdersOf,
  resolveKeyValue,
  withSearch,
} from './picker';
import { serviceForm } from './testForms';
import type { FormDefinition, PickerFieldDef } from './types';

const picker = serviceForm.fields[2] as PickerFieldDef;

describe('picker lookups', () => {
  it("names the empty form fields the lookup needs: '请填写{labels}!' joined with '、'", () => {
    expect(missingFields(picker, serviceForm, {})).toEqual(['社会单位']);
    expect(missingFields(picker, serviceForm, { SHDWID: 'dw1' })).toEqual([]);
    const two: PickerFieldDef = { ...picker, keyValue: '{SHDWID},{QY},{SHDWID}' };
    expect(missingFields(two, serviceForm, { QY: ' ' })).toEqual(['社会单位', '所在区域']);
    expect(M.pickerNeeds(missingFields(two, serviceForm, {}))).toBe('请填写社会单位、所在区域!');
    expect(M.pickerNeeds(['社会单位'])).toBe('请填写社会单位!');
    expect(M.pickerPlaceholder('技术服务机构')).toBe('请搜索技术服务机构');
  });

  it('resolves placeholders from the form and builds the lookup request', () => {
    expect(placeholdersOf('{A}-{B}-{A}')).toEqual(['A', 'B']);
    expect(resolveKeyValue('{A}/{B}', { A: 'x', B: ['1', '2'] })).toBe('x/1,2');
    expect(resolveKeyValue(undefined, {})).toBeUndefined();
    const lookup = lookupFor(picker, { SHDWID: 'dw1' }, 'run-1');
    expect(lookup).toEqual({
      table: 'DM_XFJD_JSFWJG',
      labelField: 'DWMC',
      runId: 'run-1',
      keyField: 'SHDWID',
      keyValue: 'dw1',
    });
    expect(withSearch(lookup, '  消防 ')).toEqual({ ...lookup, search: '消防' });
    expect(withSearch(lookup, '  ')).toEqual(lookup);
    const plain: PickerFieldDef = {
      kind: 'picker',
      name: 'P',
      label: 'P',
      table: 'T_A',
      labelField: 'MC',
    };
    expect(lookupFor(plain, {})).toEqual({ table: 'T_A', labelField: 'MC' });
  });
});

describe('picker rows and paging', () => {
  it("shows the count as '99+' above the lookup's 99 rows", () => {
    expect(countText(0)).toBe('0');
    expect(countText(99)).toBe('99');
    expect(countText(100)).toBe('99+');
    expect(countText(12345)).toBe('99+');
  });

  it('pages the rows held locally', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(pageSlice(rows, 1, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageSlice(rows, 3, 10)).toEqual([20, 21, 22, 23, 24]);
    expect(pageSlice(rows, 2, 20)).toEqual([20, 21, 22, 23, 24]);
    expect(pageSlice(rows, 0, 50)).toHaveLength(25);
  });

  it('turns rows into items and items into the field value and the fields filled from them', () => {
    const row = { ID: 'j1', DWMC: '安评公司', LXDH: '0991-1' };
    const item = itemOf(row, 'DWMC');
    expect(item).toEqual({ id: 'j1', name: '安评公司', row });
    expect(itemOf({ ID: null, DWMC: 'x' }, 'DWMC')).toBeNull();
    expect(itemOf({ CODE: 'c', DWMC: null }, 'DWMC', 'CODE')).toEqual({
      id: 'c',
      name: 'c',
      row: { CODE: 'c', DWMC: null },
    });
    const second = { id: 'j2', name: '检测站', row: { ID: 'j2', DWMC: '检测站', LXDH: null } };
    expect(pickerValue(picker, [item!])).toBe('j1');
    expect(pickerValue(picker, [])).toBe('');
    expect(pickerValue({ multiple: true }, [item!, second])).toEqual(['j1', 'j2']);
    expect(pickerFill(picker, [item!])).toEqual({ JSFWDWMC: '安评公司', JSFWDWDH: '0991-1' });
    expect(pickerFill(picker, [item!, second])).toEqual({
      JSFWDWMC: '安评公司,检测站',
      JSFWDWDH: '0991-1,',
    });
    expect(pickerFill(picker, [])).toEqual({ JSFWDWMC: '', JSFWDWDH: '' });
    expect(valueKeys(' j1 ')).toEqual(['j1']);
    expect(valueKeys('')).toEqual([]);
    expect(valueKeys(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('a picker field is checked like any other: its required message', () => {
    const def: FormDefinition = serviceForm;
    expect(M.formsRequired(picker.label)).toBe('技术服务机构不能为空');
    expect(def.fields.find((f) => f.name === 'JSFWDWID')?.rules?.[0]).toEqual({
      kind: 'required',
      message: '请选择单位',
    });
  });
});

describe('pickerRows: the task officers first, police numbers found too', () => {
  const officer = (id: string, name: string, number: string) => ({
    id,
    name,
    row: { ID: id, REAL_NAME: name, POLICE_NUMBER: number },
  });
  const zhang = officer('1', '张伟', '1502117');
  const li = officer('2', '李强', '1502121');
  const wang = officer('3', '王建军', '1501202');
  it('puts the named rows first, in their order, the rest as the server sent them', () => {
    expect(pickerRows([wang, zhang, li], [], '', [], ['李强', '张伟']).map((i) => i.name)).toEqual([
      '李强',
      '张伟',
      '王建军',
    ]);
  });
  it('adds the rows of the whole list whose number holds the search, once each', () => {
    const all = [zhang, li, wang];
    expect(pickerRows([], all, '150212', ['POLICE_NUMBER']).map((i) => i.name)).toEqual(['李强']);
    expect(pickerRows([li], all, '李', ['POLICE_NUMBER']).map((i) => i.name)).toEqual(['李强']);
    expect(pickerRows([], all, '150212', []).map((i) => i.name)).toEqual([]);
  });
  it('knows the officers table by name, whatever its case', () => {
    expect(isOfficerTable('blade_user')).toBe(true);
    expect(isOfficerTable('XFJD_SHDW')).toBe(false);
    expect(isOfficerTable(undefined)).toBe(false);
  });
});
