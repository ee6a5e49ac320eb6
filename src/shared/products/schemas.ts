import { z } from 'zod';
import { codeField, isEmptyValue, listOf, numberField, textField } from '../common/schemas';

/**
 * A rectification notice of zlxqDetail (spec 02 §3 notice row: ID, WH, CRT_USERNAME, CRT_TIME,
 * SPRXM, SPSJ). FLWSID opens its page; SFGJ '1' marks the one linked to the task.
 */
export const noticeRowSchema = z.object({
  ID: z.union([z.string(), z.number()]).transform(String),
  FLWSID: textField,
  WH: textField,
  CRT_USERNAME: textField,
  CRT_TIME: textField,
  SPRXM: textField,
  SPSJ: textField,
  SFGJ: codeField,
});

export type NoticeRow = z.infer<typeof noticeRowSchema>;

export const noticeListSchema = listOf(noticeRowSchema);

/**
 * A comma list ("a,b" or "a，b", or already a list): its items trimmed, blanks dropped; null,
 * "" and the other empty stand-ins are an empty list.
 */
export const commaList = z.preprocess(
  (v) => {
    if (isEmptyValue(v)) return [];
    if (Array.isArray(v)) return v.map((x) => String(x));
    return String(v).split(/[,，]/);
  },
  z.array(z.string()).transform((items) => items.map((s) => s.trim()).filter((s) => s !== '')),
);

const idField = z.union([z.string(), z.number()]).transform(String);
const flag = codeField.optional().transform((v) => v ?? null);
const text = textField.optional().transform((v) => v ?? null);

/**
 * An inspected product (generic query 3662, spec 01 §3 and spec 02 §3): what was checked (DXCP
 * product, GGXH model, BCSCZ nominal producer, CPZSBW certificate or mark, spelled CPSZBW by spec
 * 01's gateway, JCJS lot size, JCSL number checked), the outcomes of market access (SCZRJCQKDX)
 * and quality (CPZLXCJCQKDX), the access numbers (CPZRBH) and the non-compliances (BHGQK1 market
 * access, BHGQK2 quality) as comma lists, and the flags of its handling (是否: SFCPFC product
 * re-check due, SFFJ re-tested, SFJY tested, SFCY sampled, SFFJSQ re-test applied for, SFYYY
 * objection raised, SFHG qualified by test, SFXSHG qualified on site, SFCG kept as sent).
 *
 * Beside the spec's columns the reference server's row carries what the dialogs need (absent from
 * other gateways: null): the task, the product check record (CPJCJLID), its sampling record
 * (CYDID), the latest test (JYRWID, JYRWZT, LYLX, JYJG, ZGDWMC testing agency, JYBGWSID report
 * document) and the re-test fee (SQFS, SQRQ, SQJE, FYSM).
 */
export const productRowSchema = z
  .looseObject({
    ID: idField,
    RWID: text,
    DXCP: textField,
    GGXH: textField,
    BCSCZ: textField,
    CPZSBW: text,
    CPSZBW: text,
    JCJS: text,
    JCSL: text,
    SCZRJCQKDX: codeField,
    CPZLXCJCQKDX: codeField,
    CPZRBH: commaList,
    BHGQK1: commaList,
    BHGQK2: commaList,
    SFCPFC: flag,
    SFFJ: flag,
    SFJY: flag,
    SFCY: flag,
    SFFJSQ: flag,
    SFYYY: flag,
    SFHG: flag,
    SFXSHG: flag,
    SFCG: flag,
    CPJCJLID: text,
    CYDID: text,
    JYRWID: text,
    JYRWZT: flag,
    LYLX: flag,
    JYJG: flag,
    ZGDWMC: text,
    JYBGWSID: text,
    SQFS: flag,
    SQRQ: text,
    SQJE: numberField.optional().transform((v) => v ?? null),
    FYSM: text,
  })
  .transform(({ CPSZBW, CPZSBW, ...rest }) => ({ ...rest, CPZSBW: CPZSBW ?? CPSZBW }));

export type ProductRow = z.output<typeof productRowSchema>;

/** What inspectSet answers: the test record made for the dispatch. */
export const dispatchedSchema = z
  .union([idField, z.looseObject({ ID: idField }).transform((v) => v.ID)])
  .transform((ID) => ({ ID }));
