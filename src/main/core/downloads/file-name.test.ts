import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, numberedName, safeFileName } from './file-name';

describe('fileNameFromDisposition', () => {
  it('reads an RFC 5987 UTF-8 name (Chinese)', () => {
    const header = `attachment; filename*=UTF-8''${encodeURIComponent('现场检查记录（2024）.pdf')}`;
    expect(fileNameFromDisposition(header)).toBe('现场检查记录（2024）.pdf');
  });

  it('prefers filename* over filename whatever their order', () => {
    const star = `filename*=utf-8''${encodeURIComponent('责令限期改正通知书.docx')}`;
    expect(fileNameFromDisposition(`attachment; filename="fallback.docx"; ${star}`)).toBe(
      '责令限期改正通知书.docx',
    );
    expect(fileNameFromDisposition(`attachment; ${star}; filename="fallback.docx"`)).toBe(
      '责令限期改正通知书.docx',
    );
  });

  it('falls back to a quoted filename, with escapes and semicolons inside the quotes', () => {
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\"; c.pdf"')).toBe('a "b"; c.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.zip')).toBe('plain.zip');
  });

  it('decodes a percent-encoded plain filename and raw UTF-8 bytes read as latin1', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="${encodeURIComponent('案卷.zip')}"`),
    ).toBe('案卷.zip');
    const latin1 = Buffer.from('询问笔录.pdf', 'utf8').toString('latin1');
    expect(fileNameFromDisposition(`attachment; filename="${latin1}"`)).toBe('询问笔录.pdf');
  });

  it('ignores a broken filename* and answers null with no name at all', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E7%8E; filename="ok.pdf"`)).toBe(
      'ok.pdf',
    );
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(undefined)).toBeNull();
  });
});

describe('safeFileName', () => {
  it('removes path parts and characters Windows refuses', () => {
    expect(safeFileName('..\\..\\evil/名称:1?.pdf')).toBe('_.._evil_名称_1_.pdf');
    expect(safeFileName('a\u0001b.txt')).toBe('a_b.txt');
    expect(safeFileName(' trailing. ')).toBe('trailing');
  });

  it('keeps reserved device names and empty names from reaching the disk', () => {
    expect(safeFileName('CON.pdf')).toBe('_CON.pdf');
    expect(safeFileName('...', '文书.pdf')).toBe('文书.pdf');
  });

  it('shortens very long names and keeps the extension', () => {
    const out = safeFileName(`${'长'.repeat(300)}.pdf`);
    expect(out.length).toBeLessThanOrEqual(180);
    expect(out.endsWith('.pdf')).toBe(true);
  });
});

describe('numberedName', () => {
  it('numbers before the extension', () => {
    expect(numberedName('a.pdf', 0)).toBe('a.pdf');
    expect(numberedName('a.pdf', 2)).toBe('a (2).pdf');
    expect(numberedName('README', 1)).toBe('README (1)');
    expect(numberedName('archive.tar.gz', 1)).toBe('archive.tar (1).gz');
  });
});
