import { defineConfig } from '@playwright/test';

// End-to-end tests drive browser mode in Debian's Chromium; each spec starts its own reference
// server and client on loopback. Never `npx playwright install`.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // With --lang, the UI language Chromium's date pickers read on Linux.
      env: { ...process.env, LANGUAGE: 'zh_CN' },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        // Chromium's own controls (date pickers) in Chinese; needs Debian's chromium-l10n (.ci/run installs it).
        '--lang=zh-CN',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
