import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { ProofChallenge } from '../../../shared/uploads/schemas';

// Proof of possession (docs/reference-server.md): the server holds a file with the queued file's
// MD5 and size and asks for MD5(salt ‖ bytes [start, end)) of the file before an instant upload
// counts. Reads only the asked range (at most a few hundred KiB).

/** The answer to a challenge from the file at `path`; null when the file cannot be read there. */
export async function answerProof(path: string, challenge: ProofChallenge): Promise<string | null> {
  const hash = createHash('md5').update(Buffer.from(challenge.salt, 'hex'));
  if (challenge.end <= challenge.start) return hash.digest('hex');
  try {
    let read = 0;
    for await (const chunk of createReadStream(path, {
      start: challenge.start,
      end: challenge.end - 1,
    })) {
      hash.update(chunk as Buffer);
      read += (chunk as Buffer).length;
    }
    // A file shorter than the range is not the file the server holds.
    return read === challenge.end - challenge.start ? hash.digest('hex') : null;
  } catch {
    return null;
  }
}
