import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { M } from '../../shared/messages';
import type { Core } from '../core/app';
import { DatabaseOpenError } from '../core/db/database';
import { EventHub } from '../core/events';
import { silentLogger } from '../core/logger';
import { failureHtml } from './failure-page';
import { startBrowserMode } from './run';
import type { Handlers } from '../../shared/contract';

// A browser mode that cannot start must say so: on the terminal (cli.ts) and on its port, where the
// officer's browser is pointed, with the reason and where the log is, never a refused connection.

const profile = (): string => mkdtempSync(join(tmpdir(), 'xfjd-run-'));
const LOG_HINT = M.startupSeeLog('/profile/logs/browser.log');

describe('browser mode start-up failures', () => {
  it('serves the core’s own message and the log location when the core cannot start', async () => {
    const dir = profile();
    const file = join(dir, 'data', 'acc.sqlite');
    const mode = await startBrowserMode({
      profileDir: dir,
      rendererDir: join(dir, 'renderer'),
      port: 0,
      logger: silentLogger,
      logHint: LOG_HINT,
      createCore: () => Promise.reject(new DatabaseOpenError(file, new Error('EACCES'))),
    });
    try {
      expect(mode.ok).toBe(false);
      if (mode.ok) return;
      expect(mode.message).toBe(M.dbOpenFailed(file));
      const page = await fetch(mode.url);
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain(M.startupFailed);
      expect(html).toContain(M.dbOpenFailed(file));
      expect(html).toContain(LOG_HINT);
      // Any path, the one the officer bookmarked included, shows the same page.
      expect(await (await fetch(`${mode.url}some/page?token=x`)).text()).toBe(html);
    } finally {
      await mode.close();
    }
  });

  it('disposes a started core and shows the reason when the bridge cannot start', async () => {
    const dir = profile();
    const dispose = vi.fn(() => Promise.resolve());
    const core = {
      handlers: {} as Handlers,
      events: new EventHub(),
      dispose,
    } as unknown as Core;
    const mode = await startBrowserMode({
      profileDir: dir,
      rendererDir: join(dir, 'not-built'),
      port: 0,
      logger: silentLogger,
      logHint: LOG_HINT,
      createCore: () => Promise.resolve(core),
    });
    try {
      expect(mode.ok).toBe(false);
      expect(dispose).toHaveBeenCalledTimes(1);
      if (mode.ok) return;
      expect(mode.message).toMatch(new RegExp(`^${M.startupFailedDetail('')}renderer not built`));
      expect(await (await fetch(mode.url)).text()).toContain('renderer not built');
    } finally {
      await mode.close();
    }
  });

  it('escapes the message on the page', () => {
    const html = failureHtml('<script>alert(1)</script>', 'log & more');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('log &#38; more');
  });
});
