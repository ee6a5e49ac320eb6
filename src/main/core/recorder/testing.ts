import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultMediaTools } from './media';

// Real media for the recorder tests, made by ffmpeg once per test file: tiny (a second or two),
// but real containers and codecs, so probe, thumbnail and preview run for real.

export type SampleMedia = {
  mp4: string;
  avi: string;
  mov: string;
  jpg: string;
  wav: string;
  bigMp4: string;
};

function ffmpeg(args: readonly string[]): Promise<void> {
  const bin = defaultMediaTools().ffmpeg;
  return new Promise((resolve, reject) => {
    execFile(bin, ['-v', 'error', '-y', ...args], { timeout: 60_000 }, (err, _o, stderr) =>
      err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(),
    );
  });
}

const video = (size: string, seconds: number): string[] => [
  '-f',
  'lavfi',
  '-i',
  `testsrc=size=${size}:rate=15`,
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=440',
  '-t',
  String(seconds),
];

export async function makeSampleMedia(dir: string): Promise<SampleMedia> {
  mkdirSync(dir, { recursive: true });
  const m: SampleMedia = {
    mp4: join(dir, 'sample.mp4'),
    avi: join(dir, 'sample.avi'),
    mov: join(dir, 'sample.mov'),
    jpg: join(dir, 'sample.jpg'),
    wav: join(dir, 'sample.wav'),
    bigMp4: join(dir, 'big.mp4'),
  };
  const created = ['-metadata', 'creation_time=2024-03-05T01:02:03Z'];
  await Promise.all([
    ffmpeg([
      ...video('160x120', 1.5),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      ...created,
      m.mp4,
    ]),
    ffmpeg([...video('160x120', 1.5), '-c:v', 'mpeg4', '-c:a', 'pcm_s16le', m.avi]),
    ffmpeg([...video('160x120', 1.5), '-c:v', 'mjpeg', '-c:a', 'pcm_s16le', m.mov]),
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=320x240', '-frames:v', '1', m.jpg]),
    ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', m.wav]),
    // A few MiB, so the slow writer needs many bursts (high bitrate on purpose).
    ffmpeg([
      ...video('640x360', 2),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-b:v',
      '12M',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      m.bigMp4,
    ]),
  ]);
  return m;
}

export const md5Of = (path: string): string =>
  createHash('md5').update(readFileSync(path)).digest('hex');
