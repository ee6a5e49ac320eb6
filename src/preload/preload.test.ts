import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNELS, requestSchemas } from '../shared/contract';

const imports = (file: string): string[] =>
  [...readFileSync(resolve(import.meta.dirname, file), 'utf8').matchAll(/^import\s+(?:type\s+)?[^'"]*['"]([^'"]+)['"]/gm)]
    .filter((m) => !m[0].startsWith('import type'))
    .map((m) => m[1]);

describe('preload', () => {
  it('loads nothing at run time but electron and the zod-free channel list (sandboxed preloads cannot require packages)', () => {
    expect(imports('index.ts').sort()).toEqual(['../shared/channels', 'electron']);
    expect(imports('../shared/channels.ts')).toEqual([]);
  });

  it('exposes exactly the channels the contract checks', () => {
    expect([...CHANNELS].sort()).toEqual(Object.keys(requestSchemas).sort());
  });
});
