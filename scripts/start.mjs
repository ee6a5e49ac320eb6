// `npm start`: the desktop client when the Electron runtime is installed, else browser mode.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function electronBinary() {
  try {
    // electron's index.js throws when its runtime was never downloaded (install script denied).
    return require('electron');
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
