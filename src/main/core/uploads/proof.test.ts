import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { answerProof } from './proof';
import { setup } from './queue-testing';

/** The proof reads the real file: wait for the row to settle (file reads outlast `settle`). */
const finished = (t: ReturnType<typeof setup>, id: string): Promise<void> =>
  vi.waitFor(() => expect(['done', 'failed']).toContain(t.row(id).state), { timeout: 5000 });

// Proof of possession on the client: the queue answers the server's challenge from the file on disk
// and finishes at check when the server agrees; otherwise (a different file, an unreadable one) the
// upload goes on as a normal one.

const dir = mkdtempSync(join(tmpdir(), 'xfjd-proof-'));
const BYTES = Buffer.from('0123456789abcdefghijklmnopqrstuvwxy');

/** A real file for the rig (its fake stat knows it) under the id's fake md5. */
function onDisk(t: ReturnType<typeof setup>, id: string, bytes: Buffer): { path: string } {
  const path = join(dir, `${id}.pdf`);
  writeFileSync(path, bytes);
  t.files.files.set(path, { size: bytes.length, mtimeMs: 1 });
  return { path };
}

describe('answerProof', () => {
  it('is MD5(salt ‖ the asked bytes), the empty range included, and null past the end of the file', async () => {
    const path = join(dir, 'plain.bin');
    writeFileSync(path, BYTES);
    const expected = createHash('md5')
      .update(Buffer.from('a1b2', 'hex'))
      .update(BYTES.subarray(3, 9))
      .digest('hex');
    expect(await answerProof(path, { id: 'x', start: 3, end: 9, salt: 'a1b2' })).toBe(expected);
    expect(await answerProof(path, { id: 'x', start: 0, end: 0, salt: 'a1b2' })).toBe(
      createHash('md5').update(Buffer.from('a1b2', 'hex')).digest('hex'),
    );
    expect(await answerProof(path, { id: 'x', start: 30, end: 90, salt: '' })).toBeNull();
    expect(
      await answerProof(join(dir, 'missing.bin'), { id: 'x', start: 0, end: 4, salt: '' }),
    ).toBeNull();
  });
});

describe('instant upload with proof of possession', () => {
  it('answers the challenge from the file and is done at check, without init or slices', async () => {
    const t = setup();
    const file = onDisk(t, 'a', BYTES);
    t.transport.provable.set(`md5:${file.path}`, { fileId: 'existing', bytes: BYTES });
    const q = t.make();
    q.start();
    q.add([t.file('a', BYTES.length, file)]);
    await finished(t, 'a');
    expect(t.row('a')).toMatchObject({ state: 'done', fileId: 'existing' });
    expect(t.transport.log).toEqual(['check a', 'check a']);
    expect(t.transport.puts).toEqual([]);
  });

  it('uploads normally when its file is not the one the server holds (the proof is refused)', async () => {
    const t = setup();
    const other = Buffer.from(BYTES);
    other[4] ^= 0xff;
    const file = onDisk(t, 'b', other);
    t.transport.provable.set(`md5:${file.path}`, { fileId: 'existing', bytes: BYTES });
    const q = t.make();
    q.start();
    q.add([t.file('b', other.length, file)]);
    await finished(t, 'b');
    expect(t.transport.log).toEqual(['check b', 'check b', 'init b', 'merge b']);
    expect(t.row('b')).toMatchObject({ state: 'done', fileId: 'f-b' });
    expect(t.transport.puts).toHaveLength(4);
  });

  it('uploads normally when the file cannot be read for the proof', async () => {
    const t = setup();
    t.transport.provable.set('md5:/files/c.pdf', { fileId: 'existing', bytes: BYTES });
    const q = t.make();
    q.start();
    q.add([t.file('c', 25)]);
    await finished(t, 'c');
    expect(t.transport.log).toEqual(['check c', 'init c', 'merge c']);
    expect(t.row('c')).toMatchObject({ state: 'done', fileId: 'f-c' });
  });
});
