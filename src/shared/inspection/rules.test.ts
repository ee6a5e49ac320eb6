import { describe, expect, it } from 'vitest';
import {
  applicationLinkOf,
  applicationQuery,
  applyLock,
  dangerCategory,
  isFindingTask,
  latestFound,
  rectifyManyRefusal,
  rectifyRefusal,
  reinspectionKind,
  selectionRefusal,
  splitIds,
} from './rules';
import { applicationLink } from './contract';
import { hiddenDangerSchema } from './schemas';

const SELECT = '请选择未整改隐患信息！';

describe('selectionRefusal (spec 01 §5)', () => {
  it('refuses nothing chosen and any rectified danger with the spec’s exact text', () => {
    expect(selectionRefusal([])).toBe(SELECT);
    expect(selectionRefusal([{ ZGQK: '0' }, { ZGQK: '1' }])).toBe(SELECT);
    expect(selectionRefusal([{ ZGQK: '1' }])).toBe(SELECT);
  });

  it('accepts unrectified dangers: 0, empty and unknown codes are not rectified', () => {
    expect(selectionRefusal([{ ZGQK: '0' }])).toBeNull();
    expect(selectionRefusal([{ ZGQK: null }, { ZGQK: '2' }])).toBeNull();
  });
});

describe('applyLock (复查申请: which rows cannot be ticked)', () => {
  it('locks a rectified danger and one already applied for, with the reason', () => {
    expect(applyLock({ ZGQK: '1', SQFC: '0' })).toBe('已整改，无需申请复查');
    expect(applyLock({ ZGQK: '1', SQFC: '1' })).toBe('已整改，无需申请复查');
    expect(applyLock({ ZGQK: '0', SQFC: '1' })).toBe('已申请复查，请勿重复申请');
  });

  it('leaves an unrectified danger not applied for (or without SQFC, as a gateway may) free', () => {
    expect(applyLock({ ZGQK: '0', SQFC: '0' })).toBeNull();
    expect(applyLock({ ZGQK: null, SQFC: null })).toBeNull();
    expect(applyLock({ ZGQK: '0' })).toBeNull();
  });
});

describe('dangerCategory (YHLB, spec 01 §9)', () => {
  it('is 3 for document type 211, otherwise 1', () => {
    expect(dangerCategory('211')).toBe('3');
    expect(dangerCategory(211)).toBe('3');
    for (const t of ['420', '404', 2110, null, undefined, '']) expect(dangerCategory(t)).toBe('1');
  });
});

describe('the kind of a task and the tasks that apply', () => {
  it('technical service for classes 21 and 37, supervision inspection otherwise', () => {
    expect(reinspectionKind('37')).toBe('jsfw');
    expect(reinspectionKind('21')).toBe('jsfw');
    for (const c of ['11', '19', null, undefined]) expect(reinspectionKind(c)).toBe('jdjc');
  });

  it('inspections apply; re-inspections, penalty and product tasks do not', () => {
    for (const t of [31, 32, 33, 74, 11, 19]) expect(isFindingTask(t)).toBe(true);
    for (const t of [45, 56, 61, 2, 80, null]) expect(isFindingTask(t)).toBe(false);
  });
});

describe('the application page /ws/fcsqdj (spec 01 §2)', () => {
  const dangers = [
    { ID: 'yh1', LYWSID: null, LYBH: null },
    { ID: 'yh2', LYWSID: 'ws7', LYBH: '新城消限字〔2026〕第0018号' },
  ];

  it('carries runId, type, rwwsszid 601 or 762, the source, opid 3313, ids and LYRWID', () => {
    const base = { runId: 'run1', RWID: 'rw1', DWID: 'dw1', dangers };
    expect(applicationQuery({ ...base, kind: 'jdjc' })).toEqual({
      runId: 'run1',
      type: 'jdjc',
      rwwsszid: '601',
      LYWSID: 'ws7',
      RWID: 'rw1',
      DWID: 'dw1',
      opid: '3313',
      ids: 'yh1,yh2',
      LYBH: '新城消限字〔2026〕第0018号',
      LYRWID: 'rw1',
    });
    expect(applicationQuery({ ...base, kind: 'jsfw' })).toMatchObject({
      type: 'jsfw',
      rwwsszid: '762',
    });
  });

  it('the page’s save carries what its query says; other pages and saved documents none', () => {
    const query = applicationQuery({
      runId: 'run1',
      RWID: 'rw1',
      DWID: 'dw1',
      kind: 'jdjc',
      dangers,
    });
    const link = applicationLinkOf(query);
    expect(link).toEqual({
      type: 'jdjc',
      ids: 'yh1,yh2',
      LYWSID: 'ws7',
      DWID: 'dw1',
      LYBH: '新城消限字〔2026〕第0018号',
      LYRWID: 'rw1',
      opid: '3313',
    });
    // What the documents area's save request accepts.
    expect(applicationLink.parse(link)).toEqual(link);
    expect(applicationLinkOf({ ...query, FLWSID: 'f1' })).toBeUndefined();
    expect(applicationLinkOf({ ...query, ids: ' , ' })).toBeUndefined();
    expect(applicationLinkOf({ type: 'GJ', ids: 'yh1' })).toBeUndefined();
    expect(splitIds(' a, b,,a ')).toEqual(['a', 'b']);
  });
});

describe('rectifyRefusal', () => {
  it('wants a date, not after today, not before the danger was found', () => {
    expect(rectifyRefusal('', null, '2024-06-10')).toBe('请选择整改日期');
    expect(rectifyRefusal('2024-06-11', null, '2024-06-10')).toBe('整改日期不能晚于今天');
    expect(rectifyRefusal('2024-05-31', '2024-06-01', '2024-06-10')).toBe(
      '整改日期不能早于发现日期',
    );
    expect(rectifyRefusal('2024-06-01', '2024-06-01 09:00:00', '2024-06-10')).toBeNull();
  });
});

describe('rectifyManyRefusal (批量确认整改)', () => {
  const open = (FXRQ: string | null) => ({ ZGQK: '0', FXRQ });
  it('wants one to fifty unrectified dangers, then the single rule against the latest found date', () => {
    const today = '2024-06-10';
    expect(rectifyManyRefusal([], today, today)).toBe('请先勾选要确认整改的未整改隐患');
    expect(rectifyManyRefusal([open(null), { ZGQK: '1', FXRQ: null }], today, today)).toBe(
      '请先勾选要确认整改的未整改隐患',
    );
    expect(
      rectifyManyRefusal(
        Array.from({ length: 51 }, () => open(null)),
        today,
        today,
      ),
    ).toBe('一次最多确认整改50项隐患，请分批确认');
    const two = [open('2024-06-01'), open('2024-06-05 10:00:00')];
    expect(latestFound(two)).toBe('2024-06-05');
    expect(latestFound([open(null)])).toBeNull();
    expect(rectifyManyRefusal(two, '', today)).toBe('请选择整改日期');
    expect(rectifyManyRefusal(two, '2024-06-11', today)).toBe('整改日期不能晚于今天');
    expect(rectifyManyRefusal(two, '2024-06-04', today)).toBe('整改日期不能早于发现日期');
    expect(rectifyManyRefusal(two, '2024-06-05', today)).toBeNull();
  });
});

describe('hiddenDangerSchema', () => {
  it('reads LYBH, or XGWS where a gateway sends that, and null-to-empty as null', () => {
    const row = { ID: 1, RWID: 'rw1', ZGQK: 1, YHLB: '', XGWS: '宁消限字第1号', ZGRQ: '' };
    expect(hiddenDangerSchema.parse(row)).toMatchObject({
      ID: '1',
      ZGQK: '1',
      YHLB: null,
      LYBH: '宁消限字第1号',
      ZGRQ: null,
      FCRWID: null,
    });
  });
});
