import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createCore } from '../core/app';
import { installLastResort } from './http-guard';
import { browserLogger, startBrowserMode } from './run';
import { M } from '../../shared/messages';

// `npm run browser [-- --port P --profile DIR]`: the client in a browser, for machines without the
// Electron runtime and for end-to-end tests.

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.XFJD_BROWSER_PORT ?? '0' },
    profile: {
      type: 'string',
      default: process.env.XFJD_PROFILE_DIR ?? join(repo, '.data', 'browser-profile'),
    },
    renderer: { type: 'string', default: join(repo, 'out', 'renderer') },
  },
});

const { logger, file: logFile } = browserLogger(
  values.profile,
  process.env.XFJD_LOG_LEVEL === 'debug' ? 'debug' : 'info',
);
// The handlers answer every malformed request themselves; this only logs what slips through
// instead of ending the core and the embedded server with it.
installLastResort(process, logger);

const mode = await startBrowserMode({
  profileDir: values.profile,
  rendererDir: values.renderer,
  port: Number(values.port),
  logger,
  logHint: M.startupSeeLog(logFile),
  version: process.env.npm_package_version,
  createCore,
});
if (mode.ok) {
  process.stdout.write(`Browser mode ready: ${mode.url}\n`);
} else {
  process.stderr.write(`${M.startupFailed}: ${mode.message}\n${M.startupSeeLog(logFile)}\n`);
  process.stdout.write(`Browser mode failed to start; the reason is shown at ${mode.url}\n`);
}

let closing = false;
const shutdown = async (): Promise<void> => {
  if (closing) return;
  closing = true;
  await mode.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
