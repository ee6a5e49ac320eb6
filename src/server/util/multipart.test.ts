import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boundaryOf, readMultipart } from './multipart';

const dirs: string[] = [];
const temp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'mp-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The body a browser's FormData makes, cut into chunks of `step` bytes. */
async function* chunked(body: Buffer, step: number): AsyncIterable<Buffer> {
  for (let i = 0; i < body.length; i += step) yield body.subarray(i, i + step);
}

async function encode(form: FormData): Promise<{ body: Buffer; boundary: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form });
  const boundary = boundaryOf(req.headers.get('content-type') ?? '') ?? '';
  return { body: Buffer.from(await req.arrayBuffer()), boundary };
}

describe('readMultipart', () => {
  it('streams file parts to temporary files with their MD5 and keeps text fields, whatever the chunking', async () => {
    const big = Buffer.alloc(300_000, 7);
    big.write('\r\n--fake', 1000);
    const form = new FormData();
    form.append('businessType', 'xmrw');
    form.append('newProps', JSON.stringify([{ SHOW_NAME: '现场照片' }, { SHOW_NAME: '录音' }]));
    form.append('files', new Blob([big]), '现场照片.jpg');
    form.append('files', new Blob([Buffer.from('RIFF')]), '录音.wav');
    const { body, boundary } = await encode(form);
    for (const step of [13, 4096, 64 * 1024, body.length]) {
      const dir = temp();
      const out = await readMultipart(chunked(body, step), boundary, dir, 1024 * 1024);
      expect(out.fields).toEqual({
        businessType: 'xmrw',
        newProps: JSON.stringify([{ SHOW_NAME: '现场照片' }, { SHOW_NAME: '录音' }]),
      });
      expect(out.files.map((f) => [f.field, f.fileName, f.size])).toEqual([
        ['files', '现场照片.jpg', big.length],
        ['files', '录音.wav', 4],
      ]);
      expect(out.files[0].md5).toBe(createHash('md5').update(big).digest('hex'));
      expect(readFileSync(out.files[0].tempFile).equals(big)).toBe(true);
    }
  });

  it('reports a file above the limit without keeping it, and rejects a truncated body leaving no files', async () => {
    const form = new FormData();
    form.append('files', new Blob([Buffer.alloc(2000)]), 'big.mp4');
    form.append('files', new Blob([Buffer.alloc(10)]), 'small.png');
    const { body, boundary } = await encode(form);
    const dir = temp();
    const out = await readMultipart(chunked(body, 100), boundary, dir, 1000);
    expect(out.tooLarge).toBe('big.mp4');
    expect(out.files.map((f) => f.fileName)).toEqual(['small.png']);
    expect(readdirSync(dir)).toHaveLength(1);

    const cut = temp();
    await expect(
      readMultipart(chunked(body.subarray(0, body.length - 30), 100), boundary, cut, 10_000),
    ).rejects.toThrow('上传内容格式不正确');
    expect(readdirSync(cut)).toEqual([]);
  });
});
