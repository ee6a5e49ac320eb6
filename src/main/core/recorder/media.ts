import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import type { MediaKind } from './layouts';

// ffprobe / ffmpeg for imported evidence: metadata, a thumbnail, and a preview Chromium can play.
// The binaries come from @ffmpeg-installer / @ffprobe-installer; in a packaged app they live in
// app.asar.unpacked because a binary inside the asar archive cannot be executed.

export type MediaTools = { ffmpeg: string; ffprobe: string };

/**
 * The spawnable copy of a file packaged inside `app.asar`: electron-builder's asarUnpack puts it
 * in `app.asar.unpacked` beside the archive (electron-builder.yml). Electron's fs shows the file
 * under `app.asar`, so the installers' `verifyFile` passes, but the OS cannot execute a path
 * inside an archive. Either separator (Windows or POSIX); a path outside an archive, or one
 * already unpacked, is unchanged.
 */
export const asarUnpackedPath = (p: string): string =>
  p.replace(/([\\/])app\.asar(?=[\\/])/, '$1app.asar.unpacked');

export function defaultMediaTools(): MediaTools {
  const req = createRequire(import.meta.url);
  return {
    ffmpeg: asarUnpackedPath((req('@ffmpeg-installer/ffmpeg') as { path: string }).path),
    ffprobe: asarUnpackedPath((req('@ffprobe-installer/ffprobe') as { path: string }).path),
  };
}

export type ProbeInfo = {
  formatName: string | null;
  durationSec: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
  width: number | null;
  height: number | null;
  /** The container's creation_time tag (epoch ms), when the recorder wrote one. */
  creationTime: number | null;
};

type ProbeJson = {
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    tags?: Record<string, string>;
  }[];
};

function run(bin: string, args: readonly string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      bin,
      args,
      { timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024, windowsHide: true },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`${err.message}\n${String(stderr).slice(-1000)}`));
        else resolve(String(stdout));
      },
    );
  });
}

const num = (s: string | undefined): number | null => {
  const n = Number(s);
  return s !== undefined && Number.isFinite(n) ? n : null;
};

export async function probe(
  tools: MediaTools,
  file: string,
  timeoutMs = 60_000,
): Promise<ProbeInfo> {
  const out = await run(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    timeoutMs,
  );
  const j = JSON.parse(out) as ProbeJson;
  const video = j.streams?.find((s) => s.codec_type === 'video');
  const audio = j.streams?.find((s) => s.codec_type === 'audio');
  const created = j.format?.tags?.creation_time ?? video?.tags?.creation_time;
  const createdMs = created ? Date.parse(created) : NaN;
  return {
    formatName: j.format?.format_name ?? null,
    durationSec: num(j.format?.duration),
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    creationTime: Number.isFinite(createdMs) ? createdMs : null,
  };
}

const PLAYABLE_CONTAINERS = new Set(['.mp4', '.m4v', '.mov']);
const PLAYABLE_VIDEO = new Set(['h264']);
const PLAYABLE_AUDIO = new Set(['aac', 'mp3', null]);

/**
 * Whether Chromium cannot play the original, so a preview is made: AVI, MPG and the like always;
 * MP4/MOV only when the codecs are not H.264/AAC (HEVC plays only on some Windows machines, so it
 * gets a preview too).
 */
export function needsPreview(kind: MediaKind, path: string, info: ProbeInfo | null): boolean {
  if (kind !== 'video') return false;
  if (!PLAYABLE_CONTAINERS.has(extname(path).toLowerCase())) return true;
  if (!info) return false;
  return !PLAYABLE_VIDEO.has(info.videoCodec ?? '') || !PLAYABLE_AUDIO.has(info.audioCodec);
}

/** A 320-pixel-wide JPG from early in the video (or the photo itself). */
export async function thumbnail(
  tools: MediaTools,
  src: string,
  dest: string,
  kind: MediaKind,
  info: ProbeInfo | null,
): Promise<void> {
  // One second in skips a black first frame, but only when the video is that long.
  const seek = kind === 'video' && (info?.durationSec ?? 0) > 2 ? ['-ss', '1'] : [];
  await run(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-y',
      ...seek,
      '-i',
      src,
      '-frames:v',
      '1',
      '-vf',
      'scale=320:-2',
      '-q:v',
      '4',
      '-f',
      'image2',
      dest,
    ],
    60_000,
  );
}

/** An H.264/AAC MP4 with the index up front (faststart) so the player can start before the end. */
export async function preview(
  tools: MediaTools,
  src: string,
  dest: string,
  timeoutMs = 30 * 60_000,
): Promise<void> {
  await run(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-y',
      '-i',
      src,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-vf',
      'scale=trunc(iw/2)*2:trunc(ih/2)*2',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      dest,
    ],
    timeoutMs,
  );
}
