import { describe, expect, it } from 'vitest';
import {
  actionInitialValues,
  executionForm,
  inspectionTimeForm,
  noInspectionForm,
  postponeForm,
  procedureForm,
  resumeClockForm,
  serviceForm,
} from './forms';
import type { DetailConfig } from '../detail/schemas';
import type { FormDefinition } from '../forms/types';

const config = {
  rwxx: {
    RWID: '1782341906007919',
    runId: '1782341905015331',
    RWMC: '关于呼和浩特市青城宾馆有限责任公司的行政处罚',
    shdwid: '150102000123',
    DWMC: '呼和浩特市青城宾馆有限责任公司',
    DWDZ: '内蒙古自治区呼和浩特市新城区新华大街58号',
    CBRXM: '张伟',
    copycbr: '李强',
  },
  dataMap: {
    DWID: '150102000123',
    TYSHXYDM: '91150102MA0N2X8K3P',
    FDDBR: '王建国',
  },
} as unknown as Pick<DetailConfig, 'rwxx' | 'dataMap'>;
const user = {
  user_id: '1123598821738675201',
  real_name: '张伟',
  company_name: '呼和浩特市新城区消防救援大队',
};
const sources = { config, user, today: '2026-03-18' };

describe('the task actions open pre-filled by the document rule', () => {
  it('fills the unit, the officers and the date of a form that has them', () => {
    // A credit-dishonesty style form (spec 02 §3): unit, credit code, officers, the day it is written.
    const form: FormDefinition = {
      fields: [
        { kind: 'text', name: 'DWMC', label: '单位名称' },
        { kind: 'text', name: 'SHXYDM', label: '统一社会信用代码' },
        { kind: 'text', name: 'FDDBR', label: '法定代表人' },
        { kind: 'text', name: 'CBR', label: '承办人' },
        { kind: 'date', name: 'TBRQ', label: '填表日期' },
        { kind: 'textarea', name: 'WFSS', label: '违法事实' },
      ],
    };
    expect(actionInitialValues(form, sources)).toEqual({
      values: {
        DWMC: '呼和浩特市青城宾馆有限责任公司',
        SHXYDM: '91150102MA0N2X8K3P',
        FDDBR: '王建国',
        CBR: '张伟、李强',
        TBRQ: '2026-03-18',
      },
      prefilled: ['DWMC', 'SHXYDM', 'FDDBR', 'CBR', 'TBRQ'],
    });
  });

  it('keeps the record the dialog loaded and does not count it as pre-filled', () => {
    const form: FormDefinition = {
      fields: [
        { kind: 'text', name: 'DWMC', label: '单位名称' },
        { kind: 'text', name: 'CBR', label: '承办人' },
      ],
    };
    expect(actionInitialValues(form, sources, { CBR: '王晓东' })).toEqual({
      values: { DWMC: '呼和浩特市青城宾馆有限责任公司', CBR: '王晓东' },
      prefilled: ['DWMC'],
    });
  });

  it('leaves the actions of spec 02 §5 as they are: none of their fields is a known fact', () => {
    // 履行日期, 恢复计时时间, 申请人, 延期至: the party's, the moment's or the applicant's, not the task's.
    for (const form of [
      procedureForm,
      resumeClockForm,
      postponeForm,
      executionForm,
      noInspectionForm,
      inspectionTimeForm,
      serviceForm,
    ])
      expect(actionInitialValues(form, sources, { RWMC: '任务' })).toEqual({
        values: { RWMC: '任务' },
        prefilled: [],
      });
  });
});
