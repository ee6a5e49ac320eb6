import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { check, format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';

// `npm run lint` checks the formatting with Prettier (print width 100): an unformatted file fails it.

const root = resolve(import.meta.dirname, '../..');

describe('formatting', () => {
  it('is part of npm run lint', () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.lint).toContain('prettier --check .');
  });

  it('refuses a line over 100 characters and accepts it once formatted', async () => {
    const filepath = resolve(root, 'src/shared/probe.ts');
    const options = { ...(await resolveConfig(filepath)), filepath };
    expect(options.printWidth).toBe(100);
    const long = `export const messages = { first: '${'一'.repeat(30)}', second: '${'二'.repeat(30)}', third: 'x' };\n`;
    expect(await check(long, options)).toBe(false);
    const formatted = await format(long, options);
    expect(await check(formatted, options)).toBe(true);
    expect(formatted.split('\n').every((line) => line.length <= 100)).toBe(true);
  });
});
