import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createCore } from '../core/app';
import { stderrLogger } from '../core/logger';
import { startBridge } from './bridge-server';

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

const logger = stderrLogger(process.env.XFJD_LOG_LEVEL === 'debug' ? 'debug' : 'info');
mkdirSync(values.profile, { recursive: true });
const core = await createCore({
  profileDir: values.profile,
  logger,
  version: process.env.npm_package_version,
});
const bridge = await startBridge({
  handlers: core.handlers,
  events: core.events,
  rendererDir: values.renderer,
  port: Number(values.port),
  logger,
  // No native dialog in a browser: the page streams chosen files here and enqueues their refs.
  stageFile: core.stageFile,
});
process.stdout.write(`Browser mode ready: ${bridge.url}\n`);

let closing = false;
const shutdown = async (): Promise<void> => {
  if (closing) return;
  closing = true;
  await bridge.close();
  await core.dispose();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
