import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { runIdOf, taskId } from '../tasks/seed/build';
import {
  call,
  callRaw,
  login,
  signedLink,
  startTestServer,
  treeRows,
  type TestServer,
} from '../testing';
import { PREVIEW_LINK_ERRORS } from './preview-link';
import { GENERIC_API } from '../../shared/generic/constants';
import { ATTACHMENTS_API } from '../../shared/attachments/constants';

// Signed preview links over HTTP: the time call hands out the signature for an md5; the preview
// page, its raw bytes and the viewer's media need it, unexpired, for an officer who may see the file.

let server: TestServer;
let demo: string;
let other: string;
let fileMd5: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
  other = (await login(server.url, 'lisi')).access;
  const rows = await treeRows(server.url, demo, taskId(1), runIdOf(1));
  fileMd5 = rows.find((r) => r.TREE_LEVEL === 3 && r.RWID === taskId(1) && r.MD5)?.MD5 ?? '';
});
afterAll(async () => {
  await server.dispose();
});

const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');
const PAGES = [PATHS.preview, PATHS.previewRaw, ATTACHMENTS_API.media] as const;
const open = (path: string, query: Record<string, string>): ReturnType<typeof callRaw> =>
  callRaw(server.url, null, path, query);

describe('signed preview links', () => {
  it('hands out md5, expireTime, uid and sign with the time when asked for an md5', async () => {
    const before = Date.now();
    const { json } = await call(server.url, demo, GENERIC_API.connectionTime, { md5: fileMd5 });
    const data = json.data as Record<string, unknown>;
    expect(data).toMatchObject({ md5: fileMd5, uid: '1123598821738675201' });
    expect(data.time).toBe(data.expireTime);
    expect(Number(data.expireTime)).toBeGreaterThanOrEqual(before);
    expect(String(data.sign)).toMatch(/^[0-9a-f]{64}$/);
    // Without md5 the time call answers the time alone, as before.
    expect(typeof (await call(server.url, demo, GENERIC_API.connectionTime)).json.data).toBe(
      'number',
    );
    expect(
      (await call(server.url, demo, GENERIC_API.connectionTime, { md5: 'not-an-md5' })).json.msg,
    ).toBe(PREVIEW_LINK_ERRORS.badLink);
  });

  it('opens the page, the raw bytes and the media with a signed link', async () => {
    const link = await signedLink(server.url, demo, fileMd5);
    const raw = await open(PATHS.previewRaw, link);
    expect(raw.status).toBe(200);
    expect(md5(raw.body)).toBe(fileMd5);
    expect((await open(PATHS.preview, link)).status).toBe(200);
    expect((await open(ATTACHMENTS_API.media, link)).status).toBe(200);
  });

  it('refuses an unsigned link, a changed signature, md5, time or officer with 403 in Chinese', async () => {
    const link = await signedLink(server.url, demo, fileMd5);
    const cases: Array<[Record<string, string>, string]> = [
      [{ md5: link.md5, expireTime: link.expireTime }, PREVIEW_LINK_ERRORS.unsigned],
      [
        { ...link, sign: link.sign.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
        PREVIEW_LINK_ERRORS.signature,
      ],
      [{ ...link, sign: 'zz' }, PREVIEW_LINK_ERRORS.signature],
      [
        { ...link, expireTime: String(Number(link.expireTime) + 3_600_000) },
        PREVIEW_LINK_ERRORS.signature,
      ],
      [{ ...link, uid: '1123598821738675202' }, PREVIEW_LINK_ERRORS.signature],
      [{ ...link, md5: 'b'.repeat(32) }, PREVIEW_LINK_ERRORS.signature],
    ];
    for (const [query, msg] of cases)
      for (const path of PAGES) {
        const res = await open(path, query);
        expect([path, res.status]).toEqual([path, 403]);
        expect(res.body.toString('utf8')).toContain(msg);
      }
    const page = await open(PATHS.preview, { md5: link.md5, expireTime: link.expireTime });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('refuses an expired link and a file the signed officer may not see', async () => {
    const link = await signedLink(server.url, demo, fileMd5);
    server.advance(31 * 60_000);
    try {
      for (const path of PAGES)
        expect((await open(path, link)).body.toString('utf8')).toContain(
          PREVIEW_LINK_ERRORS.expired,
        );
    } finally {
      server.advance(-31 * 60_000);
    }
    // lisi may sign any md5 for himself, but the link opens only files of his own tasks.
    const theirs = await signedLink(server.url, other, fileMd5);
    for (const path of PAGES) {
      const res = await open(path, theirs);
      expect(res.status).toBe(403);
      expect(res.body.toString('utf8')).toContain(PREVIEW_LINK_ERRORS.forbidden);
    }
  });
});
