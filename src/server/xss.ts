// Strict mode's request text filter: what blade-tool's XSS request wrapper does to every text
// parameter before a BladeX controller sees it (docs/reference-server.md "Strict mode"). Written
// from the filter's observable behaviour, not its code:
// - markup it does not allow is removed: `<script>x</script>` becomes `x`, and anything between
//   `<` and a later `>` counts as markup (`1 < 2 > 0` becomes `1  0`);
// - a few tags are kept (b, strong, i, em, a with href/target, img with src/width/height/alt),
//   rewritten, with unclosed ones closed at the end;
// - a `<` that no `>` closes becomes `&lt;`, a `>` that closes nothing `&gt;`;
// - `&` becomes `&amp;` unless it starts `&amp;`, `&lt;`, `&gt;` or `&quot;` (so filtering twice
//   changes nothing more); quotes are left alone.
// Comments are dropped. The filter applies to query, form and JSON body values (never keys), and to
// multipart text fields; slice PUTs (binary, on the storage URL) are not filtered.

const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target'],
  img: ['src', 'width', 'height', 'alt'],
  b: [],
  strong: [],
  i: [],
  em: [],
};
const SELF_CLOSING = new Set(['img']);
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_PROTOCOLS = new Set(['http', 'https', 'mailto']);
const SAFE_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot']);

const isAllowed = (name: string): boolean => Object.hasOwn(ALLOWED, name);

/** A link whose protocol is not allowed turns into a local anchor, as the filter does. */
function safeUrl(value: string): string {
  const m = /^([^:]+):/.exec(value);
  if (!m || SAFE_PROTOCOLS.has(m[1].toLowerCase())) return value;
  const rest = value.slice(m[1].length + 1);
  return rest.startsWith('//') ? `#${rest.slice(2)}` : `#${rest}`;
}

/** One `<…>` of the text: kept (rewritten) when allowed, else removed. */
function rewriteTag(inner: string, open: Map<string, number>): string {
  const end = /^\/([a-z0-9]+)/i.exec(inner);
  if (end) {
    const name = end[1].toLowerCase();
    const count = open.get(name) ?? 0;
    if (isAllowed(name) && !SELF_CLOSING.has(name) && count > 0) {
      open.set(name, count - 1);
      return `</${name}>`;
    }
    return '';
  }
  const start = /^([a-z0-9]+)(.*?)(\/?)$/is.exec(inner);
  if (!start) return '';
  const name = start[1].toLowerCase();
  if (!isAllowed(name)) return '';
  const allowedAttrs = ALLOWED[name];
  let attrs = '';
  const found: Array<[string, string]> = [];
  for (const m of start[2].matchAll(/([a-z0-9]+)=(["'])(.*?)\2/gis)) found.push([m[1], m[3]]);
  for (const m of start[2].matchAll(/([a-z0-9]+)=([^"\s']+)/gis)) found.push([m[1], m[2]]);
  for (const [rawName, rawValue] of found) {
    const attr = rawName.toLowerCase();
    if (!allowedAttrs.includes(attr)) continue;
    attrs += ` ${attr}="${URL_ATTRIBUTES.has(attr) ? safeUrl(rawValue) : rawValue}"`;
  }
  if (SELF_CLOSING.has(name)) return `<${name}${attrs} />`;
  open.set(name, (open.get(name) ?? 0) + 1);
  return `<${name}${attrs}>`;
}

/** `&` that does not start one of the few entities the filter keeps becomes `&amp;`. */
function escapeAmpersands(text: string): string {
  return text.replace(/&([^&;]*)(?=(;|&|$))/g, (_all, name: string, term: string) =>
    term === ';' && SAFE_ENTITIES.has(name) ? `&${name}` : `&amp;${name}`,
  );
}

export function xssFilter(input: string): string {
  if (!/[<>&]/.test(input)) return input;
  const text = input.replace(/<!--[\s\S]*?-->/g, '');
  const open = new Map<string, number>();
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '<') {
      const close = text.indexOf('>', i + 1);
      const nextOpen = text.indexOf('<', i + 1);
      // Markup only when a `>` comes before the next `<`; otherwise the `<` is plain text.
      if (close >= 0 && (nextOpen < 0 || close < nextOpen)) {
        out += rewriteTag(text.slice(i + 1, close), open);
        i = close + 1;
      } else {
        out += '&lt;';
        i += 1;
      }
    } else if (ch === '>') {
      out += '&gt;';
      i += 1;
    } else {
      const next = text.slice(i).search(/[<>]/);
      const stop = next < 0 ? text.length : i + next;
      out += text.slice(i, stop);
      i = stop;
    }
  }
  for (const [name, count] of open) for (let k = 0; k < count; k++) out += `</${name}>`;
  // Tags left empty say nothing: `<b></b>` goes.
  out = out
    .replace(/<(a|b|strong|i|em)(\s[^>]*)?><\/\1>/g, '')
    .replace(/<(a|b|strong|i|em)(\s[^>]*)?\/>/g, '');
  return escapeAmpersands(out);
}

/** Every string value of a parsed query or body (objects and arrays walked), filtered in place. */
export function filterValues(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return xssFilter(value);
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let k = 0; k < value.length; k++) value[k] = filterValues(value[k], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = filterValues(record[key], depth + 1);
  return value;
}
