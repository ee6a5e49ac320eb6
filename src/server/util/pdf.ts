// A small, valid single-page PDF of Chinese text. It uses the standard Adobe Asian font STSong-Light
// with the UniGB-UCS2-H encoding, which every PDF viewer with the Asian font pack renders, so no
// font has to be embedded. Lines longer than the page are wrapped.

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

export type PdfLine = { text: string; size?: number; center?: boolean };

/** UCS-2 big-endian hex of the text (characters outside the BMP become '?'). */
function ucs2Hex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    hex += (code > 0xffff ? 63 : code).toString(16).padStart(4, '0');
  }
  return hex.toUpperCase();
}

function wrap(text: string, perLine: number): string[] {
  const chars = [...text];
  if (chars.length === 0) return [''];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += perLine) out.push(chars.slice(i, i + perLine).join(''));
  return out;
}

function contentStream(lines: readonly PdfLine[]): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 12;
    const perLine = Math.floor((PAGE_WIDTH - 2 * MARGIN) / size);
    for (const part of wrap(line.text, perLine)) {
      y -= size * 1.6;
      if (y < MARGIN) break;
      const width = [...part].length * size;
      const x = line.center ? Math.max(MARGIN, (PAGE_WIDTH - width) / 2) : MARGIN;
      ops.push(`BT /F1 ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td <${ucs2Hex(part)}> Tj ET`);
    }
  }
  return ops.join('\n');
}

/** The bytes of a one-page A4 PDF showing the lines. */
export function makePdf(lines: readonly PdfLine[], title = ''): Buffer {
  const stream = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title <FEFF${ucs2Hex(title)}> /Producer (xfjd reference server) >>`,
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 8 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
