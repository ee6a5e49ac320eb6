import { describe, expect, it } from 'vitest';
import { columnName, excelSerial, xlsxBytes, xmlText } from './xlsx';
import { TASK_EXPORT_COLUMNS } from '../../../shared/tasks/export';
import { exportRow, unzip } from './testing';

describe('the xlsx writer', () => {
  it('turns dates and date-times into Excel serials, and refuses what is no date', () => {
    expect(excelSerial('1900-03-01', 'date')).toBe(61);
    expect(excelSerial('2026-03-10', 'date')).toBe(46091);
    expect(excelSerial('2026-03-10 12:00:00', 'datetime')).toBe(46091.5);
    expect(excelSerial('2026-03-10 06:00', 'datetime')).toBe(46091.25);
    expect(excelSerial('2026-02-30', 'date')).toBeNull();
    expect(excelSerial('2026-03-10 12:00:00', 'date')).toBeNull();
    expect(excelSerial('明天', 'date')).toBeNull();
  });

  it('names columns A to Z, then AA', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('escapes XML and drops the control characters XML cannot carry', () => {
    expect(xmlText('A&B <c> "d"\u0001\u0008\te')).toBe('A&amp;B &lt;c&gt; &quot;d&quot;\te');
  });

  it('writes a workbook Excel opens: Chinese headers, text, real dates, an empty cell for null', async () => {
    const bytes = await xlsxBytes({
      name: '任务列表',
      columns: TASK_EXPORT_COLUMNS,
      rows: [
        exportRow('关于A&B公司的检查'),
        ['任务2', null, null, '已完成', null, '', '不是日期', null, null, null],
      ],
    });
    // A zip (PK), with every part an xlsx needs.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const parts = unzip(bytes);
    expect([...parts.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(parts.get('xl/workbook.xml')).toContain(
      '<sheet name="任务列表" sheetId="1" r:id="rId1"/>',
    );
    expect(parts.get('xl/styles.xml')).toContain('formatCode="yyyy-mm-dd"');
    const sheet = parts.get('xl/worksheets/sheet1.xml') ?? '';
    const headers = [...sheet.matchAll(/<c r="[A-Z]+1"[^>]*><is><t>([^<]*)<\/t>/g)].map(
      (m) => m[1],
    );
    expect(headers).toEqual([
      '任务名称',
      '任务类型',
      '检查对象',
      '任务状态',
      '承办人',
      '计划开始日期',
      '创建时间',
      '期限类型',
      '期限',
      '期限状态',
    ]);
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">关于A&amp;B公司的检查</t></is></c>',
    );
    // 计划开始日期 and 期限 are dates (style 1), 创建时间 a date and time (style 2).
    expect(sheet).toContain('<c r="F2" s="1"><v>46083</v></c>');
    expect(sheet).toContain('<c r="G2" s="2"><v>46082.395833333336</v></c>');
    expect(sheet).toContain('<c r="I2" s="1"><v>46143</v></c>');
    // Null and '' are no cell; a date column's text that is no date stays text.
    expect(sheet).toContain(
      '<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve">任务2</t></is></c>' +
        '<c r="D3" t="inlineStr"><is><t xml:space="preserve">已完成</t></is></c>' +
        '<c r="G3" t="inlineStr"><is><t xml:space="preserve">不是日期</t></is></c></row>',
    );
    expect(sheet).toContain('<dimension ref="A1:J3"/>');
    expect(sheet).toContain('state="frozen"');
  });
});
