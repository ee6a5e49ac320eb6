import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { SESSION_API } from '../../shared/session/constants';

// blade-auth's captcha: GET /oauth/captcha answers `{ key, image }`; the captcha grant sends the key
// and what the officer read in the Captcha-Key / Captcha-Code headers, and the code is good for one
// check within 30 minutes (CaptchaTokenGranter: getAndDel from redis). The reference server draws
// an SVG where blade-auth draws a PNG: the client shows either as a data URL.

const TTL_MS = 30 * 60_000;
const LENGTH = 4;
/** Letters and digits that cannot be mistaken for each other (no 0/o, 1/l/i). */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
/** Bound of captchas waiting to be used: the oldest go first. */
const MAX_PENDING = 10_000;

type Pending = { code: string; expiresAt: number };

const stores = new WeakMap<ServerContext, Map<string, Pending>>();

function storeOf(ctx: ServerContext): Map<string, Pending> {
  let store = stores.get(ctx);
  if (!store) {
    store = new Map();
    stores.set(ctx, store);
  }
  return store;
}

function issue(ctx: ServerContext): { key: string; code: string } {
  const store = storeOf(ctx);
  const now = ctx.now();
  for (const [key, p] of store) if (p.expiresAt <= now) store.delete(key);
  while (store.size >= MAX_PENDING) {
    const oldest = store.keys().next().value;
    if (oldest === undefined) break;
    store.delete(oldest);
  }
  const code = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const key = randomUUID();
  store.set(key, { code, expiresAt: now + TTL_MS });
  return { key, code };
}

/**
 * The captcha grant's check: true when `code` is what the image with `key` showed (any case), and
 * the key is spent either way, as blade-auth's getAndDel spends it.
 */
export function verifyCaptcha(
  ctx: ServerContext,
  key: string | undefined,
  code: string | undefined,
): boolean {
  if (!key) return false;
  const store = storeOf(ctx);
  const pending = store.get(key);
  store.delete(key);
  if (!pending || pending.expiresAt <= ctx.now() || !code) return false;
  return pending.code === code.trim().toLowerCase();
}

/** 130×48 like blade-auth's SpecCaptcha: one tilted glyph per character over a few noise lines. */
function drawSvg(code: string): string {
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [randomInt(130), randomInt(48), randomInt(130), randomInt(48)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#8aa" stroke-width="1"/>`;
  }).join('');
  const glyphs = [...code]
    .map((ch, i) => {
      const x = 18 + i * 27;
      const y = 33 + randomInt(7) - 3;
      const turn = randomInt(41) - 20;
      return `<text x="${x}" y="${y}" transform="rotate(${turn} ${x} ${y})">${ch}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="48" viewBox="0 0 130 48">` +
    `<rect width="130" height="48" fill="#f3f6f9"/>${lines}` +
    `<g font-family="monospace" font-size="28" font-weight="bold" fill="#1f4e79">${glyphs}</g></svg>`
  );
}

export function registerCaptchaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(SESSION_API.captcha, async () => {
    const { key, code } = issue(ctx);
    const image = `data:image/svg+xml;base64,${Buffer.from(drawSvg(code)).toString('base64')}`;
    return { key, image };
  });
}
