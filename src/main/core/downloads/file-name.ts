import { extname } from 'node:path';

// File names for saved downloads: what the server called the file (RFC 6266 / RFC 5987), made safe
// for Windows, and never the name of a file already there.

function decodeExtValue(value: string): string | null {
  // ext-value = charset "'" [ language ] "'" value-chars
  const m = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value.trim());
  if (!m) return null;
  const charset = m[1].toLowerCase();
  const raw = m[2].replace(/^"(.*)"$/, '$1');
  try {
    if (charset === 'utf-8' || charset === 'utf8' || charset === '') return decodeURIComponent(raw);
    if (charset === 'iso-8859-1' || charset === 'latin1') {
      return raw.replace(/%([0-9a-f]{2})/gi, (_, h: string) =>
        String.fromCharCode(parseInt(h, 16)),
      );
    }
  } catch {
    return null;
  }
  return null;
}

function decodePlain(value: string): string {
  let v = value.trim();
  // The parser hands over a whole quoted-string, escapes included.
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"'))
    v = v.slice(1, -1).replace(/\\(.)/g, '$1');
  // Many servers (Spring's old habits) percent-encode the plain filename too.
  if (/%[0-9a-f]{2}/i.test(v)) {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  }
  // Others send raw UTF-8 bytes, which Node hands over as latin1 characters.
  const codes = [...v].map((c) => c.codePointAt(0) ?? 0);
  if (codes.every((c) => c <= 0xff) && codes.some((c) => c >= 0x80)) {
    const utf8 = Buffer.from(v, 'latin1').toString('utf8');
    if (!utf8.includes('\ufffd')) return utf8;
  }
  return v;
}

/** The file name a Content-Disposition header gives: `filename*` (RFC 5987) first, then `filename`. */
export function fileNameFromDisposition(header: string | string[] | undefined): string | null {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (!text) return null;
  const params = new Map<string, string>();
  // Split on ';' outside quotes.
  const src = `;${text}`;
  const re = /;\s*([^=;\s]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const key = m[1].toLowerCase();
    if (!params.has(key)) params.set(key, m[2]);
  }
  const star = params.get('filename*');
  if (star !== undefined) {
    const decoded = decodeExtValue(star);
    if (decoded) return decoded;
  }
  const plain = params.get('filename');
  if (plain !== undefined) {
    const decoded = decodePlain(plain);
    if (decoded) return decoded;
  }
  return null;
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;
const MAX_NAME = 180;

/** A name that is safe to create in the downloads folder on Windows and elsewhere. */
export function safeFileName(name: string, fallback = 'download'): string {
  let out = name
    .replace(/[\\/]/g, '_')
    .replace(/[<>:"|?*\p{Cc}]/gu, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!out || /^_+$/.test(out)) out = fallback;
  if (WINDOWS_RESERVED.test(out)) out = `_${out}`;
  if (out.length > MAX_NAME) {
    const ext = extname(out).slice(0, 20);
    out = out.slice(0, MAX_NAME - ext.length) + ext;
  }
  return out;
}

/** `name.ext`, then `name (1).ext`, `name (2).ext` … */
export function numberedName(name: string, n: number): string {
  if (n === 0) return name;
  const ext = extname(name);
  return `${name.slice(0, name.length - ext.length)} (${n})${ext}`;
}
