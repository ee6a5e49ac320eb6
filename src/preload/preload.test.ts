import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNELS, requestSchemas } from '../shared/contract';

const runtimeImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+(?:type\s+)?[^'"]*['"]([^'"]+)['"]/gm)]
    .filter((m) => !m[0].startsWith('import type'))
    .map((m) => m[1]);

/** Every module the file loads at run time, followed through our own relative imports. */
function loaded(entry: string): { ours: string[]; packages: string[] } {
  const ours = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (ours.has(file)) return;
    ours.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.')) visit(`${resolve(dirname(file), spec)}.ts`);
      else packages.add(spec);
    }
  };
  visit(entry);
  return { ours: [...ours], packages: [...packages] };
}

describe('preload', () => {
  it('loads nothing at run time but electron and the zod-free channel lists (sandboxed preloads cannot require packages)', () => {
    const { ours, packages } = loaded(resolve(import.meta.dirname, 'index.ts'));
    expect(packages).toEqual(['electron']);
    const shared = resolve(import.meta.dirname, '../shared');
    for (const file of ours.slice(1))
      expect(file === `${shared}/channels.ts` || /\/shared\/[a-z]+\/channels\.ts$/.test(file)).toBe(
        true,
      );
    expect(ours.length).toBeGreaterThan(2);
  });

  it('exposes exactly the channels the contract checks', () => {
    expect([...CHANNELS].sort()).toEqual(Object.keys(requestSchemas).sort());
  });
});
