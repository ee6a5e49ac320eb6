import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

// Small media files for the seeded attachments, made on the fly so the repository holds no binary
// files: PNG pictures (zlib), a WAV recording and a short MP4 made by the bundled ffmpeg. Every
// server test seeds a fresh database, so the MP4 is made once per machine (cached in the temp
// folder under a name derived from its recipe) and once per process (module variable).

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A width × height RGB picture: a sky-to-ground gradient with a coloured block (a "photo"). */
export function pngPicture(
  width: number,
  height: number,
  hue: readonly [number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const p = row + 1 + x * 3;
      const inBlock =
        x > width / 3 && x < (width * 2) / 3 && y > height / 2 && y < (height * 5) / 6;
      const shade = y / height;
      raw[p] = inBlock ? hue[0] : Math.round(150 + 80 * (1 - shade));
      raw[p + 1] = inBlock ? hue[1] : Math.round(170 + 60 * (1 - shade) - 40 * shade);
      raw[p + 2] = inBlock ? hue[2] : Math.round(210 * (1 - shade) + 60 * shade);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Mono 16-bit PCM WAV of `seconds` of two alternating tones (a stand-in for a recording). */
export function wavRecording(seconds: number, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const f = Math.floor((i / rate) * 2) % 2 === 0 ? 440 : 660;
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * f * i) / rate) * 8000), i * 2);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

const VIDEO_ARGS = [
  '-v',
  'error',
  '-y',
  '-f',
  'lavfi',
  '-i',
  'testsrc=size=320x240:rate=10',
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=440:sample_rate=22050',
  '-t',
  '2',
  '-pix_fmt',
  'yuv420p',
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-c:a',
  'aac',
  '-shortest',
  '-movflags',
  '+faststart',
  '-f',
  'mp4',
];

let video: Buffer | null | undefined;

/**
 * The bundled ffmpeg, spawnable also when the server runs embedded in the packaged client (the
 * binary is asarUnpack-ed; the same mapping as the client's asarUnpackedPath in
 * src/main/core/recorder/media.ts, which the server may not import).
 */
const ffmpegPath = (): string =>
  (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path.replace(
    /([\\/])app\.asar(?=[\\/])/,
    '$1app.asar.unpacked',
  );

/** A 2 s H.264/AAC MP4 (a recorder clip); null when the bundled ffmpeg cannot make one. */
export function mp4Clip(): Buffer | null {
  if (video !== undefined) return video;
  const cached = join(
    tmpdir(),
    `xfjd-seed-${createHash('md5').update(VIDEO_ARGS.join(' ')).digest('hex').slice(0, 12)}.mp4`,
  );
  try {
    if (!existsSync(cached)) {
      const ffmpeg = ffmpegPath();
      const temp = `${cached}.${process.pid}.tmp`;
      execFileSync(ffmpeg, [...VIDEO_ARGS, temp], { stdio: 'ignore', timeout: 20_000 });
      renameSync(temp, cached);
    }
    video = readFileSync(cached);
  } catch {
    rmSync(`${cached}.${process.pid}.tmp`, { force: true });
    video = null;
  }
  return video;
}

const PHOTO_ARGS = [
  '-v',
  'error',
  '-y',
  '-f',
  'lavfi',
  '-i',
  'testsrc=size=640x480',
  '-frames:v',
  '1',
  '-q:v',
  '5',
  '-f',
  'mjpeg',
];

let photo: Buffer | null | undefined;

/** A 640×480 JPEG (a recorder's photo), made and cached like mp4Clip; null without ffmpeg. */
export function jpgPhoto(): Buffer | null {
  if (photo !== undefined) return photo;
  const cached = join(
    tmpdir(),
    `xfjd-seed-${createHash('md5').update(PHOTO_ARGS.join(' ')).digest('hex').slice(0, 12)}.jpg`,
  );
  try {
    if (!existsSync(cached)) {
      const ffmpeg = ffmpegPath();
      const temp = `${cached}.${process.pid}.tmp`;
      execFileSync(ffmpeg, [...PHOTO_ARGS, temp], { stdio: 'ignore', timeout: 20_000 });
      renameSync(temp, cached);
    }
    photo = readFileSync(cached);
  } catch {
    rmSync(`${cached}.${process.pid}.tmp`, { force: true });
    photo = null;
  }
  return photo;
}
