const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 5987). */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A small self-contained page (preview errors and frames). */
export function simplePage(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>html,body{margin:0;height:100%;font-family:"Microsoft YaHei","PingFang SC",sans-serif;background:#f5f5f5;color:#242424}
.msg{display:flex;height:100%;align-items:center;justify-content:center;font-size:18px}
.bar{height:40px;line-height:40px;padding:0 16px;background:#fff;border-bottom:1px solid #e0e0e0;font-size:14px}
iframe,embed{display:block;width:100%;height:calc(100% - 41px);border:0;background:#fff}</style></head><body>${body}</body></html>`;
}
