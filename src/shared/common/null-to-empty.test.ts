import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { attachmentGroupSchema, attachmentRecordSchema } from '../attachments/schemas';
import { detailConfigSchema, wsListSchema } from '../detail/schemas';
import { taskPageSchema } from '../tasks/schemas';
import {
  boundVideosSchema,
  evidenceGroupSchema,
  missingVideoPageSchema,
  videoRecordSchema,
} from '../videos/schemas';
import { codeField, listOf, numberField, pageOf, textField } from './schemas';

// blade-tool serializes null as an "empty" value (blade.jackson.null-to-empty, on by default):
// a Map value or untyped null as "" (the default null serializer), a bean's String as "", its
// collection as [], any other object as {}. The client must read each answer exactly as it reads
// the same answer with nulls.

type Json = unknown;

/** Map style: every null becomes "" (the upper-case columns arrive in Maps). */
function mapStyle(v: Json): Json {
  if (v === null) return '';
  if (Array.isArray(v)) return v.map(mapStyle);
  if (typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapStyle(x)]));
  return v;
}

/** Bean style: a null list field becomes [], a null object field {}, any other null "". */
const LIST_FIELDS = new Set([
  'records',
  'children',
  'btnsList',
  'wslbsList',
  'wssList',
  'fjlist',
  'list',
]);
const OBJECT_FIELDS = new Set(['dataMap']);
function beanStyle(v: Json, key = ''): Json {
  if (v === null) return LIST_FIELDS.has(key) ? [] : OBJECT_FIELDS.has(key) ? {} : '';
  if (Array.isArray(v)) return v.map((x) => beanStyle(x));
  if (typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, beanStyle(x, k)]));
  return v;
}

const task = {
  RWID: 1001,
  runId: 'r1',
  RWMC: '日常监督检查',
  RWLX: null,
  rwzt: null,
  DWMC: null,
  SHDWID: null,
  JHKSRQ: '2026-11-01',
  CRT_TIME: null,
  ZBRXM: null,
};

const treeRow = {
  UUID: 'u1',
  ID: null,
  TREE_LEVEL: 1,
  TITLE: '消防监督检查',
  WH: null,
  FLWSID: null,
  RWLX: null,
  SFFJ: null,
  STATUS: null,
  IS_CURRENT: 1,
  MD5: null,
  XGCZ_BUTTONS: null,
  JBCZ_BUTTONS: '[{"BUTTON_NAME":"编辑","BUTTON_TYPE":"edit"}]',
  children: [{ UUID: 'u2', TREE_LEVEL: 2, TITLE: '检查记录', WH: null, STATUS: 3, children: null }],
};

const attachment = {
  ID: 7,
  SHOW_NAME: '现场照片',
  SUFFIX: 'jpg',
  FILE_SIZE: null,
  FILE_TYPE: null,
  CRT_USERNAME: null,
  CRT_TIME: '2026-11-01 09:00:00',
  UPD_USERNAME: null,
  UPD_TIME: null,
  MD5: 'abc',
  BUSINESS_ID: null,
  BUSINESS_TYPE: null,
  BUSINESS_USAGE: null,
  WSYLLX: null,
  REMARK: null,
  SFHG: null,
};

const video = {
  ID: 3,
  RE_NAME: null,
  FILENAME: 'a.mp4',
  REMARK: null,
  GROUP_NAME: null,
  IMPORTTIME: null,
  CREATETIME: null,
  URL: null,
  RWID: null,
  SN: null,
  POLICE_NUMBER: null,
  MD5: null,
};

const cases: [string, z.ZodType, Json][] = [
  ['tasks list', taskPageSchema, { records: [task], total: 1, current: 1, size: 10 }],
  ['tasks list, no records', taskPageSchema, { records: null, total: 0 }],
  [
    'detail base info',
    detailConfigSchema,
    {
      rwxx: {
        RWID: 1001,
        runId: 'r1',
        RWMC: '日常监督检查',
        RWLX: null,
        RWFLID: null,
        rwzt: null,
        shdwid: null,
        DWMC: null,
        JGDWLB: null,
        JHKSRQ: '2026-11-01',
        sjtbzt: null,
        SFZFSP: null,
        CBRXM: null,
        CRT_TIME: null,
      },
      btnsList: [{ btnPos: null, btnName: '办结', btnType: 'finish', color: null }],
      wslbsList: null,
      wssList: [{ id: 5, wsmc: '检查记录', tjfs: null, xzurl: null, wsdyid: null }],
      dataMap: null,
    },
  ],
  ['documents tree', wsListSchema, { rwxxList: [treeRow] }],
  ['attachments list', pageOf(attachmentRecordSchema), { records: [attachment], total: 1 }],
  [
    'attachment groups',
    z.array(attachmentGroupSchema),
    [
      { wsmc: null, fjlist: null },
      { wsmc: '现场检查', fjlist: [{ ...attachment, SAVE_PATH: null }] },
    ],
  ],
  ['bound videos', boundVideosSchema, [video]],
  ['bound videos in data.data', boundVideosSchema, { data: [video] }],
  ['videos page', pageOf(videoRecordSchema), { records: [video], total: 1 }],
  ['missing videos', missingVideoPageSchema, { list: null, total: 0 }],
  [
    'evidence tree',
    z.array(evidenceGroupSchema),
    [{ wslbmc: null, children: [{ title: '询问笔录', wh: null, wssyid: null, children: null }] }],
  ],
];

describe('null-to-empty answers read like the same answers with nulls', () => {
  it.each(cases)('%s', (_name, schema, withNulls) => {
    const expected = schema.parse(withNulls);
    expect(schema.parse(mapStyle(withNulls))).toEqual(expected);
    expect(schema.parse(beanStyle(withNulls))).toEqual(expected);
  });

  it('reads an empty page for data null, "" or {} (R.data(null) of an IPage)', () => {
    for (const data of [null, '', {}]) {
      expect(taskPageSchema.parse(data)).toEqual({ records: [], total: 0 });
    }
    expect(taskPageSchema.safeParse(undefined).success).toBe(false);
    expect(boundVideosSchema.parse({})).toEqual([]);
    expect(boundVideosSchema.parse('')).toEqual([]);
  });
});

describe('field helpers', () => {
  it('read every empty spelling as null', () => {
    for (const empty of [null, undefined, '', {}, []]) {
      expect(codeField.parse(empty)).toBeNull();
      expect(textField.parse(empty)).toBeNull();
      expect(numberField.parse(empty)).toBeNull();
    }
    expect(listOf(z.number()).parse('')).toEqual([]);
    expect(listOf(z.number()).parse({})).toEqual([]);
    expect(listOf(z.number()).parse(undefined)).toEqual([]);
    expect(listOf(z.number(), 'refuse').parse(null)).toEqual([]);
    expect(listOf(z.number(), 'refuse').safeParse(undefined).success).toBe(false);
    expect(pageOf(z.number()).safeParse({ total: 1 }).success).toBe(false);
  });

  it('keep real values, and -1 (a Number bean field may really be -1)', () => {
    expect(codeField.parse(0)).toBe('0');
    expect(codeField.parse('01')).toBe('01');
    expect(textField.parse(' ')).toBe(' ');
    expect(textField.parse(12)).toBe('12');
    expect(numberField.parse('3.5')).toBe(3.5);
    expect(numberField.parse(-1)).toBe(-1);
    expect(numberField.parse('x')).toBeNull();
    expect(listOf(z.number()).safeParse('x').success).toBe(false);
    expect(codeField.safeParse({ a: 1 }).success).toBe(false);
  });
});
