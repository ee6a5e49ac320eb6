import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

// A kernel-enforced read-speed limit on the block device that holds a file, for benchmarks that
// want the source to behave like a slower device (a docked recorder) without simulating anything
// in userspace: the bench process joins a blkio (cgroup v1) or io (cgroup v2) cgroup whose read
// bandwidth on that disk is capped, so every read the process (and its thread pool) issues to the
// disk, including readahead, is paced by the kernel. Writes are not limited. Needs root; when the
// limit cannot be set the caller gets the reason and skips the condition.

export type ReadThrottle = {
  /** Moves this process into the limited cgroup. */
  enter(): void;
  /** Moves it back and removes the cgroup. */
  leave(): void;
  device: string;
};

const V1 = '/sys/fs/cgroup/blkio';
const V2 = '/sys/fs/cgroup';

/** major:minor of the whole disk holding `path` (a limit on a partition number is refused). */
function diskOf(path: string): string {
  const dev = statSync(path).dev;
  // glibc's encoding; exact for major < 4096 and minor < 256, which covers sd*, vd*, nvme*.
  const id = `${Math.floor(dev / 256) & 0xfff}:${dev & 0xff}`;
  const sys = realpathSync(`/sys/dev/block/${id}`);
  return existsSync(join(sys, 'partition'))
    ? readFileSync(join(dirname(sys), 'dev'), 'utf8').trim()
    : id;
}

export function readThrottle(
  path: string,
  bytesPerSec: number,
): ReadThrottle | { unavailable: string } {
  if (process.platform !== 'linux') return { unavailable: 'not Linux' };
  if (process.getuid?.() !== 0) return { unavailable: 'needs root to set a cgroup read limit' };
  let device: string;
  try {
    device = diskOf(path);
  } catch (e) {
    return { unavailable: `cannot find the disk of ${path}: ${(e as Error).message}` };
  }
  const v1 = existsSync(join(V1, 'blkio.throttle.read_bps_device'));
  const v2 =
    !v1 &&
    existsSync(join(V2, 'cgroup.controllers')) &&
    readFileSync(join(V2, 'cgroup.controllers'), 'utf8').split(/\s+/).includes('io');
  if (!v1 && !v2) return { unavailable: 'no blkio (cgroup v1) or io (cgroup v2) controller' };
  const root = v1 ? V1 : V2;
  const dir = join(root, `xfjd-bench-${process.pid}`);
  try {
    mkdirSync(dir);
    if (v1) writeFileSync(join(dir, 'blkio.throttle.read_bps_device'), `${device} ${bytesPerSec}`);
    else {
      writeFileSync(join(root, 'cgroup.subtree_control'), '+io');
      writeFileSync(join(dir, 'io.max'), `${device} rbps=${bytesPerSec}`);
    }
  } catch (e) {
    try {
      rmdirSync(dir);
    } catch {
      /* not made */
    }
    return { unavailable: `cannot set the limit: ${(e as Error).message}` };
  }
  return {
    device,
    enter: () => writeFileSync(join(dir, 'cgroup.procs'), String(process.pid)),
    leave: () => {
      writeFileSync(join(root, 'cgroup.procs'), String(process.pid));
      rmdirSync(dir);
    },
  };
}
