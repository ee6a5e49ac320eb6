import { inflateRawSync } from 'node:zlib';

// Test helpers of the tasks area (never imported by the app).

/** The entries of a zip, read from its central directory (stored or deflated). */
export function unzip(zip: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(p + 10);
    const size = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLen);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    out.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString('utf8'));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

/** A row of the task export as the renderer sends it (TASK_EXPORT_COLUMNS' order). */
export const exportRow = (name: string): Array<string | null> => [
  name,
  '双随机检查',
  '呼和浩特市某公司',
  '办理中',
  '张伟',
  '2026-03-02',
  '2026-03-01 09:30:00',
  '办案期限',
  '2026-05-01',
  '剩余36个工作日',
];
