import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdOf, taskId } from '../tasks/seed/build';
import { login, startTestServer, type TestServer } from '../testing';
import {
  check,
  checkOnce,
  init,
  merge,
  patternBytes,
  proofOf,
  putAll,
  testFile,
  type TestFile,
} from './testing';
import { PROOF_RANGE_BYTES, PROOF_TTL_MS } from './proof';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import { CHECK_CODE } from '../../shared/uploads/rules';

// Proof of possession before an instant upload counts: knowing a stored file's MD5 and size is not
// enough; the check names a byte range and a salt, and only the right MD5 of them links the bytes.

let server: TestServer;
let demo: string;
let stored: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
  // One officer uploads a file normally: the server now holds its bytes.
  stored = patternBytes(900_000, 7);
  const f = testFile(stored, TASK, '检查记录.pdf');
  const s = await init(server.url, demo, f, 300_000);
  await putAll(server.url, f, s.urls, 300_000);
  expect((await merge(server.url, demo, f, s.uploadId)).json.success).toBe(true);
});
afterAll(async () => {
  await server.dispose();
});

const TASK = { businessId: taskId(3), businessType: BUSINESS_TYPE.task, runId: runIdOf(1) };
const OTHER_TASK = { businessId: taskId(4), businessType: BUSINESS_TYPE.task, runId: runIdOf(1) };
/** The stored file's MD5 and size under a new uploadKey (what a second upload of it sends). */
const claim = (): TestFile => testFile(stored, OTHER_TASK, '检查记录（复制）.pdf');
const attachmentsOf = (md5: string): number =>
  server.uploadStats().attachments.filter((a) => a.md5 === md5).length;

describe('instant upload with proof of possession', () => {
  it('asks for a random byte range of the file and links the bytes for the right answer', async () => {
    const f = claim();
    const first = await checkOnce(server.url, demo, f);
    expect(first.code).toBe(CHECK_CODE.notUploaded);
    const proof = first.proof!;
    expect(proof.end - proof.start).toBe(PROOF_RANGE_BYTES);
    expect(proof.start).toBeGreaterThanOrEqual(0);
    expect(proof.end).toBeLessThanOrEqual(stored.length);
    expect(proof.salt).toMatch(/^[0-9a-f]{32}$/);
    const before = attachmentsOf(f.md5);
    const done = await checkOnce(server.url, demo, f, {
      proofId: proof.id,
      proofMd5: proofOf(stored, proof),
    });
    expect(done.code).toBe(CHECK_CODE.done);
    expect(attachmentsOf(f.md5)).toBe(before + 1);
    // Asked again, the key answers its attachment without a new challenge.
    expect(await checkOnce(server.url, demo, f)).toMatchObject({
      code: CHECK_CODE.done,
      fileId: done.fileId,
    });
  });

  it('chooses the range anew per check', async () => {
    const starts = new Set<number>();
    for (let i = 0; i < 6; i += 1)
      starts.add((await checkOnce(server.url, demo, claim())).proof!.start);
    expect(starts.size).toBeGreaterThan(1);
  });

  it('gives a client that lies a normal upload: a wrong answer, the plain MD5, a replay or another key', async () => {
    const before = attachmentsOf(claim().md5);
    const liar = claim();
    const asked = (await checkOnce(server.url, demo, liar)).proof!;
    // Without the bytes, the best guesses: the file's MD5, or the MD5 of zeros of the range's length.
    for (const guess of [liar.md5, proofOf(Buffer.alloc(stored.length), asked)]) {
      const again = (await checkOnce(server.url, demo, liar)).proof!;
      const answer = await checkOnce(server.url, demo, liar, {
        proofId: again.id,
        proofMd5: guess,
      });
      expect(answer.code).toBe(CHECK_CODE.notUploaded);
      expect(answer.proof).toBeNull();
    }
    // A right answer to a challenge already answered (wrongly) is refused: one answer per challenge.
    const once = (await checkOnce(server.url, demo, liar)).proof!;
    await checkOnce(server.url, demo, liar, { proofId: once.id, proofMd5: 'f'.repeat(32) });
    expect(
      (
        await checkOnce(server.url, demo, liar, {
          proofId: once.id,
          proofMd5: proofOf(stored, once),
        })
      ).code,
    ).toBe(CHECK_CODE.notUploaded);
    // A challenge of one uploadKey does not serve another.
    const mine = (await checkOnce(server.url, demo, liar)).proof!;
    const otherKey = { ...liar, fields: { ...liar.fields, uploadKey: randomUUID() } };
    expect(
      (
        await checkOnce(server.url, demo, otherKey, {
          proofId: mine.id,
          proofMd5: proofOf(stored, mine),
        })
      ).code,
    ).toBe(CHECK_CODE.notUploaded);
    expect(attachmentsOf(liar.md5)).toBe(before);
    // The normal upload goes on: init answers slice URLs.
    expect((await init(server.url, demo, liar, 300_000)).urls).toHaveLength(3);
  });

  it('refuses an answer after the challenge expired, or from another officer', async () => {
    const f = claim();
    const late = (await checkOnce(server.url, demo, f)).proof!;
    server.advance(PROOF_TTL_MS + 1000);
    try {
      expect(
        (
          await checkOnce(server.url, demo, f, {
            proofId: late.id,
            proofMd5: proofOf(stored, late),
          })
        ).code,
      ).toBe(CHECK_CODE.notUploaded);
    } finally {
      server.advance(-(PROOF_TTL_MS + 1000));
    }
    const wangwu = (await login(server.url, 'wangwu')).access;
    const theirs = (await checkOnce(server.url, demo, f)).proof!;
    const stolen = await checkOnce(server.url, wangwu, f, {
      proofId: theirs.id,
      proofMd5: proofOf(stored, theirs),
    });
    expect(stolen.code).not.toBe(CHECK_CODE.done);
  });

  it('proves small files over the whole file, salted, and the empty file by the salt alone', async () => {
    const small = testFile(patternBytes(1000, 9), TASK, '小文件.txt');
    const s = await init(server.url, demo, small, 300_000);
    await putAll(server.url, small, s.urls, 300_000);
    await merge(server.url, demo, small, s.uploadId);
    const copy = testFile(small.bytes, OTHER_TASK, '小文件2.txt');
    const asked = (await checkOnce(server.url, demo, copy)).proof!;
    expect([asked.start, asked.end]).toEqual([0, 1000]);
    // The file's own MD5 is not the answer, even over the whole file.
    expect(
      (await checkOnce(server.url, demo, copy, { proofId: asked.id, proofMd5: copy.md5 })).code,
    ).toBe(CHECK_CODE.notUploaded);
    expect((await check(server.url, demo, copy)).code).toBe(CHECK_CODE.done);
  });
});
