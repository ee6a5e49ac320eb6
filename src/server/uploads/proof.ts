import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { ServerContext } from '../context';
import { relativePathOf, storedFilePath } from '../util/store';

// Proof of possession for instant upload (docs/reference-server.md "Proof of possession"). Knowing
// a file's MD5 and size is not having it: before a check links stored bytes to a new business, the
// server names a byte range of the file (chosen at random per check) and a random salt, and the
// client answers MD5(salt ‖ those bytes of its file). The salt makes the answer unknowable from the
// MD5 alone even when the range is the whole file. A challenge is for one officer, one uploadKey and
// one answer; a wrong or missing answer means a normal upload.

/** The most bytes a challenge asks for: enough to need the file, little to read. */
export const PROOF_RANGE_BYTES = 256 * 1024;
/** How long a challenge may be answered. */
export const PROOF_TTL_MS = 5 * 60_000;
/** Open challenges kept at most (each is small; old ones are dropped first). */
const MAX_OPEN = 10_000;

/** What the check answers with code 2003 when the server has the bytes (`data.proof`). */
export type ProofChallenge = { id: string; start: number; end: number; salt: string };

type Open = ProofChallenge & {
  userId: string;
  uploadKey: string;
  md5: string;
  size: number;
  expiresAt: number;
};

export class ProofChallenges {
  private readonly open = new Map<string, Open>();

  issue(
    now: number,
    owner: { userId: string; uploadKey: string; md5: string; size: number },
  ): ProofChallenge {
    const length = Math.min(owner.size, PROOF_RANGE_BYTES);
    const start = owner.size > length ? randomInt(0, owner.size - length + 1) : 0;
    const challenge: ProofChallenge = {
      id: randomBytes(16).toString('hex'),
      start,
      end: start + length,
      salt: randomBytes(16).toString('hex'),
    };
    for (const [id, c] of this.open)
      if (c.expiresAt <= now || this.open.size >= MAX_OPEN) this.open.delete(id);
    this.open.set(challenge.id, { ...challenge, ...owner, expiresAt: now + PROOF_TTL_MS });
    return challenge;
  }

  /** The challenge, once: answered right or wrong, it is gone. */
  take(id: string, now: number): Open | null {
    const c = this.open.get(id);
    if (!c) return null;
    this.open.delete(id);
    return c.expiresAt > now ? c : null;
  }
}

/** MD5(salt ‖ bytes [start, end) of the file at `path`), hex. */
export function saltedRangeMd5(
  path: string,
  start: number,
  end: number,
  saltHex: string,
): Promise<string> {
  const hash = createHash('md5').update(Buffer.from(saltHex, 'hex'));
  if (end <= start) return Promise.resolve(hash.digest('hex'));
  return new Promise((resolve, reject) => {
    createReadStream(path, { start, end: end - 1 })
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Whether the check's answer (proofId, proofMd5) proves the officer holds the stored bytes. */
export async function proven(
  ctx: ServerContext,
  asked: { userId: string; uploadKey: string; md5: string; size: number },
  answer: { proofId?: string; proofMd5?: string },
): Promise<boolean> {
  if (!answer.proofId || !answer.proofMd5) return false;
  const c = ctx.uploads.proofs.take(answer.proofId, ctx.now());
  if (
    !c ||
    c.userId !== asked.userId ||
    c.uploadKey !== asked.uploadKey ||
    c.md5 !== asked.md5 ||
    c.size !== asked.size
  )
    return false;
  let expected: string;
  try {
    expected = await saltedRangeMd5(
      storedFilePath(ctx.dataDir, relativePathOf(c.md5)),
      c.start,
      c.end,
      c.salt,
    );
  } catch {
    return false;
  }
  const given = answer.proofMd5.trim().toLowerCase();
  return (
    /^[0-9a-f]{32}$/.test(given) &&
    timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))
  );
}
