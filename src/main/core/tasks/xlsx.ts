import { ZipFile } from 'yazl';
import type { ExportColumn } from '../../../shared/tasks/export';
import { chinaDateTime } from '../../../shared/common/dates';

// A small Office Open XML spreadsheet writer (one sheet): enough for a list export, and no library
// to keep up. Text goes as inline strings; date columns as real Excel dates (serial numbers with a
// yyyy-mm-dd format), so the officer can sort and filter them in Excel; a header row that is bold,
// frozen and has an auto filter. The zip is yazl's (already used by the reference server).

export type Sheet = {
  name: string;
  columns: readonly ExportColumn[];
  /** One text (or null: an empty cell) per column. */
  rows: ReadonlyArray<ReadonlyArray<string | null>>;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** Style indexes of styles.xml's cellXfs. */
const STYLE = { text: 0, date: 1, datetime: 2, header: 3 } as const;

/**
 * The Excel serial of a 'YYYY-MM-DD' (date) or 'YYYY-MM-DD HH:mm[:ss]' (datetime) text, or null
 * when the text is not one (it is then written as text). The clock time is the text's own: Excel
 * dates have no time zone.
 */
export function excelSerial(text: string, kind: 'date' | 'datetime'): number | null {
  const m = (kind === 'date' ? DATE : DATE_TIME).exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const back = new Date(ms);
  // 2026-02-30 is no date: Date.UTC would roll it over into March.
  if (back.getUTCMonth() !== Number(mo) - 1 || back.getUTCDate() !== Number(d)) return null;
  return (ms - EXCEL_EPOCH_MS) / DAY_MS;
}

/** XML text: escaped, without the control characters XML 1.0 cannot carry. */
export function xmlText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** Column letters of a 0-based index: 0 A, 25 Z, 26 AA. */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

function cell(ref: string, value: string | null, kind: ExportColumn['kind']): string {
  if (value === null || value === '') return '';
  if (kind !== 'text') {
    const serial = excelSerial(value, kind);
    if (serial !== null) return `<c r="${ref}" s="${STYLE[kind]}"><v>${serial}</v></c>`;
  }
  // xml:space keeps leading and trailing spaces of the officer's text.
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

function sheetXml(sheet: Sheet): string {
  const last = columnName(Math.max(0, sheet.columns.length - 1));
  const cols = sheet.columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const header = sheet.columns
    .map(
      (c, i) =>
        `<c r="${columnName(i)}1" t="inlineStr" s="${STYLE.header}"><is><t>${xmlText(c.header)}</t></is></c>`,
    )
    .join('');
  const rows = sheet.rows
    .map((row, r) => {
      const n = r + 2;
      const cells = sheet.columns
        .map((c, i) => cell(`${columnName(i)}${n}`, row[i] ?? null, c.kind))
        .join('');
      return `<row r="${n}">${cells}</row>`;
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<dimension ref="A1:${last}${sheet.rows.length + 1}"/>` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '</sheetView></sheetViews>' +
    `<cols>${cols}</cols>` +
    `<sheetData><row r="1">${header}</row>${rows}</sheetData>` +
    `<autoFilter ref="A1:${last}${sheet.rows.length + 1}"/>` +
    '</worksheet>'
  );
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '</Relationships>';

// cellXfs: 0 text, 1 date (numFmt 164), 2 date and time (165), 3 bold header.
const STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/>' +
  '<numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="等线"/></font>' +
  '<font><b/><sz val="11"/><name val="等线"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function workbookXml(name: string): string {
  // Excel refuses sheet names over 31 characters or with []:*?/\.
  const safe = name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheets><sheet name="${xmlText(safe)}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

/**
 * The time a zip entry carries, China time at `ms`: zip times have no zone and yazl writes a Date's
 * local fields, so it gets a Date whose local fields are China's wall clock.
 */
export function zipEntryTime(ms: number): Date {
  const [y, mo, d, h, mi, s] = (chinaDateTime(ms).match(/\d+/g) ?? []).map(Number);
  return y === undefined ? new Date(ms) : new Date(y, mo - 1, d, h, mi, s);
}

/** The .xlsx file of one sheet, its entries dated `nowMs` (China time). */
export function xlsxBytes(sheet: Sheet, nowMs: number = Date.now()): Promise<Buffer> {
  const zip = new ZipFile();
  const mtime = zipEntryTime(nowMs);
  const add = (path: string, xml: string): void =>
    zip.addBuffer(Buffer.from(xml, 'utf8'), path, { mtime });
  add('[Content_Types].xml', CONTENT_TYPES);
  add('_rels/.rels', ROOT_RELS);
  add('xl/workbook.xml', workbookXml(sheet.name));
  add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  add('xl/styles.xml', STYLES);
  add('xl/worksheets/sheet1.xml', sheetXml(sheet));
  zip.end();
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    zip.outputStream.on('data', (b: Buffer) => parts.push(b));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(parts)));
  });
}
