// `npm start`: the desktop client when the Electron runtime is installed, else browser mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The downloaded Electron runtime, or null. Read from electron's path.txt rather than by requiring
 * the package: in current Electron (45 included) its index.js starts a download when the runtime is missing, and
 * `npm start` must fall back to browser mode at once, not wait for a download that cannot work.
 */
function electronBinary() {
  try {
    const dir = dirname(require.resolve('electron/package.json'));
    const pathFile = join(dir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const binary = electronBinary();
if (binary) {
  run(npm, ['run', 'build']);
  const child = spawn(binary, ['.'], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  process.stdout.write(
    '未找到 Electron 运行时（安装时未下载）。改为浏览器模式启动；获取运行时的方法见 README “获取 Electron 运行时”。\n' +
      'Electron runtime not installed; starting browser mode instead (see README: "获取 Electron 运行时").\n',
  );
  const child = spawn(npm, ['run', 'browser'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  child.on('exit', (code) => process.exit(code ?? 0));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
}
