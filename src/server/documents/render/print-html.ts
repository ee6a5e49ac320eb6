import { displayValue, printedFields, type FormDef } from '../forms/index';
import { esc } from '../../util/html';

// The print template: the filled document as an A4 legal-document page (宋体, title, 文号, fields,
// issuing authority, date and seal placeholder), ready for the browser's print dialog.

export type PrintSheet = {
  brigadeName: string;
  title: string;
  wh: string | null;
  def: FormDef;
  values: Record<string, string>;
  /** Labels of dictionary-coded values, by field name. */
  labels: Record<string, string>;
  date: string;
  sealed: boolean;
};

const STYLE = `@page{size:A4;margin:25mm 20mm 20mm 25mm}
*{box-sizing:border-box}
body{margin:0;font-family:"SimSun","宋体","Songti SC",serif;font-size:12pt;color:#000;background:#fff}
.page{width:165mm;margin:0 auto;padding:10mm 0}
.org{text-align:center;font-size:18pt;letter-spacing:2px;margin:0}
h1{text-align:center;font-size:22pt;font-family:"SimHei","黑体",sans-serif;letter-spacing:4px;margin:6mm 0 3mm}
.wh{text-align:right;margin:0 0 6mm}
table{width:100%;border-collapse:collapse}
th,td{border:1px solid #000;padding:2.5mm 3mm;vertical-align:top;line-height:1.7}
th{width:30mm;font-weight:normal;text-align:center;background:#fafafa}
td.long{white-space:pre-wrap;min-height:20mm}
.sign{position:relative;margin-top:14mm;text-align:right;line-height:2}
.seal{position:absolute;right:8mm;top:-10mm;width:40mm;height:40mm;border:2px solid #c00;border-radius:50%;color:#c00;
display:flex;align-items:center;justify-content:center;text-align:center;font-size:10pt;opacity:.85;padding:4mm}
.seal.empty{border-style:dashed;color:#999;border-color:#999}
@media print{.page{padding:0}th{background:none}}`;

export function printHtml(s: PrintSheet): string {
  const rows: string[] = [];
  let pair: string[] = [];
  const flush = (): void => {
    if (pair.length)
      rows.push(`<tr>${pair.join('')}${pair.length === 1 ? '<td colspan="2"></td>' : ''}</tr>`);
    pair = [];
  };
  for (const f of printedFields(s.def)) {
    const value = esc(s.labels[f.name] ?? displayValue(f, s.values[f.name], s.values));
    if (f.span === 2 || f.type === 'textarea') {
      flush();
      rows.push(`<tr><th>${esc(f.label)}</th><td class="long" colspan="3">${value}</td></tr>`);
    } else {
      pair.push(`<th>${esc(f.label)}</th><td>${value}</td>`);
      if (pair.length === 2) flush();
    }
  }
  flush();
  const seal = s.sealed
    ? `<div class="seal">${esc(s.brigadeName)}<br>（电子印章）</div>`
    : '<div class="seal empty">（印章）</div>';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(s.title)}</title><style>${STYLE}</style></head>
<body><div class="page">
<p class="org">${esc(s.brigadeName)}</p>
<h1>${esc(s.title)}</h1>
<p class="wh">${esc(s.wh ?? '')}</p>
<table>${rows.join('\n')}</table>
<div class="sign">${seal}<div>${esc(s.brigadeName)}</div><div>${esc(s.date)}</div></div>
</div></body></html>`;
}
