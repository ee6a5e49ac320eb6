import { chromium } from '@playwright/test';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fmt, median } from './stats';

// Renders the document tree with 5,000 rows and with 100 rows in the same run in Chromium, and
// prints the ratio of time to first paint (goal ≤ 1.5) and how many rows were mounted (goal:
// the visible rows plus overscan). Needs `npm run build:bench` (bench:tree does it).

const root = resolve(import.meta.dirname, '../out/bench');
if (!existsSync(join(root, 'bench.html')))
  throw new Error('out/bench/bench.html missing: run npm run build:bench');
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};
const http = createServer((req, res) => {
  const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^([/\\])+/, '');
  const file = join(root, path);
  if (!file.startsWith(root) || !existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((ok) => http.listen(0, '127.0.0.1', () => ok()));
const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });

type Sample = { ms: number; mounted: number; visible: number };
async function run(rows: number): Promise<Sample> {
  await page.goto(`${base}/bench.html?rows=${rows}`);
  await page.waitForFunction(
    () => (window as unknown as { __bench?: unknown }).__bench !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const { ms } = (window as unknown as { __bench: { ms: number } }).__bench;
    const rows = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="doc-tree-row"]'));
    // Visible = inside the scrolling viewport of the tree (or the window when the page scrolls).
    let scroller: HTMLElement | null = rows[0]?.parentElement ?? null;
    while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY))
      scroller = scroller.parentElement;
    const box = scroller ? scroller.getBoundingClientRect() : { top: 0, bottom: innerHeight };
    const visible = rows.filter((r) => {
      const b = r.getBoundingClientRect();
      return b.bottom > box.top && b.top < Math.min(box.bottom, innerHeight);
    }).length;
    return { ms, mounted: rows.length, visible };
  });
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
await run(100);
await run(5000);
const small: Sample[] = [];
const large: Sample[] = [];
for (let i = 0; i < ROUNDS; i++) {
  small.push(await run(100));
  large.push(await run(5000));
}
const ratio = median(large.map((s) => s.ms)) / median(small.map((s) => s.ms));
const mounted = large[large.length - 1];
process.stdout.write(
  `tree first paint: 5000 rows ${fmt(median(large.map((s) => s.ms)))} ms, 100 rows ${fmt(median(small.map((s) => s.ms)))} ms, ratio ${fmt(ratio)} (goal ≤ 1.5)\n` +
    `mounted rows with 5000: ${mounted.mounted} (visible ${mounted.visible}, overscan ${mounted.mounted - mounted.visible})\n`,
);
await browser.close();
http.close();
