// `npm start`: the desktop client when the Electron runtime is installed, else browser mode.
// The build is skipped when nothing it is made from changed since (`npm start -- --rebuild` forces it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_BUILD, DESKTOP_BUILD, buildIsFresh } from './freshness.mjs';

const require = createRequire(import.meta.url);
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const windows = process.platform === 'win32';
const npm = windows ? 'npm.cmd' : 'npm';
const rebuild = process.argv.includes('--rebuild');

/** README's section on getting the runtime: the fallback message names it exactly. */
const README_RUNTIME_HEADING = 'Getting the Electron runtime (workstations, developers)';

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
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: windows, cwd: repo });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

/** Builds with `npm run <script>` unless the last build is still current. */
function buildUnlessFresh(build, script) {
  if (!rebuild && buildIsFresh(repo, build)) {
    process.stdout.write(
      '构建结果已是最新，跳过构建（强制重新构建：npm start -- --rebuild）。\n' +
        'Build is up to date; skipping it (npm start -- --rebuild forces it).\n',
    );
    return;
  }
  run(npm, ['run', script]);
}

const binary = electronBinary();
if (binary) {
  buildUnlessFresh(DESKTOP_BUILD, 'build');
  const child = spawn(binary, ['.'], { stdio: 'inherit', cwd: repo });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  process.stdout.write(
    `未找到 Electron 运行时（安装时未下载）。改为浏览器模式启动；获取运行时的方法见 README 的 “${README_RUNTIME_HEADING}” 一节。\n` +
      `Electron runtime not installed; starting browser mode instead (see README: "${README_RUNTIME_HEADING}").\n`,
  );
  // `npm run browser` is build:renderer and then this bridge; the build is done here when needed.
  buildUnlessFresh(BROWSER_BUILD, 'build:renderer');
  const env = { ...process.env };
  env.npm_package_version ??= JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).version;
  const tsx = join(repo, 'node_modules', '.bin', windows ? 'tsx.cmd' : 'tsx');
  const child = spawn(tsx, ['src/main/browser/cli.ts'], {
    stdio: 'inherit',
    shell: windows,
    cwd: repo,
    env,
  });
  child.on('exit', (code) => process.exit(code ?? 0));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
}
