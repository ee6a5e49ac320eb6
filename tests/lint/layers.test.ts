import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Each layer rule of eslint.config.js fires on a line that breaks it (and stays quiet on the
// allowed form). The files named here need not exist: ESLint lints the text as if it were there.

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function rulesFiredOn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('layer rules (eslint.config.js)', () => {
  it('core may not import the Electron entry, IPC, windows or browser mode', async () => {
    for (const target of [
      '../ipc/register',
      '../windows/main-window',
      '../index',
      '../browser/bridge-server',
    ]) {
      expect(await rulesFiredOn('src/main/core/probe.ts', `import '${target}';\n`)).toContain(
        'import-x/no-restricted-paths',
      );
    }
    expect(await rulesFiredOn('src/main/core/probe.ts', `import './dispatch';\n`)).toEqual([]);
  });

  it('core, the browser mode and the server may not import electron', async () => {
    expect(await rulesFiredOn('src/main/core/probe.ts', `import 'electron';\n`)).toContain(
      'no-restricted-imports',
    );
    expect(await rulesFiredOn('src/server/probe.ts', `import 'electron';\n`)).toContain(
      'no-restricted-imports',
    );
  });

  it('a feature imports another feature only through its index.ts', async () => {
    expect(
      await rulesFiredOn(
        'src/renderer/features/videos/Probe.tsx',
        `import '../uploads/useUploads';\n`,
      ),
    ).toContain('layers/feature-index');
    expect(
      await rulesFiredOn(
        'src/renderer/shell/Probe.tsx',
        `import '../features/videos/VideoTable';\n`,
      ),
    ).toContain('layers/feature-index');
    expect(
      await rulesFiredOn('src/renderer/features/videos/Probe.tsx', `import '../uploads';\n`),
    ).toEqual([]);
    expect(
      await rulesFiredOn('src/renderer/features/videos/Probe.tsx', `import '../uploads/index';\n`),
    ).toEqual([]);
    // Inside its own feature any file may be imported.
    expect(
      await rulesFiredOn('src/renderer/features/videos/Probe.tsx', `import './VideoTable';\n`),
    ).toEqual([]);
    // Test code may also use a feature's testing.ts (its fixtures and default fakes); other code may not.
    expect(
      await rulesFiredOn(
        'src/renderer/features/videos/Probe.test.tsx',
        `import '../uploads/testing';\n`,
      ),
    ).toEqual([]);
    expect(
      await rulesFiredOn('src/renderer/test/probe.ts', `import '../features/uploads/testing';\n`),
    ).toEqual([]);
    expect(
      await rulesFiredOn(
        'src/renderer/features/videos/Probe.tsx',
        `import '../uploads/testing';\n`,
      ),
    ).toContain('layers/feature-index');
  });

  it('the renderer’s arrows point one way: shell → features → platform and components', async () => {
    expect(
      await rulesFiredOn('src/renderer/platform/probe.ts', `import '../shell/App';\n`),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFiredOn('src/renderer/platform/probe.ts', `import '../features/tasks';\n`),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFiredOn('src/renderer/components/Probe.tsx', `import '../features/tasks';\n`),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFiredOn('src/renderer/features/tasks/Probe.tsx', `import '../../shell/App';\n`),
    ).toContain('import-x/no-restricted-paths');
  });

  it('the renderer and shared never reach Node, Electron or other layers', async () => {
    expect(
      await rulesFiredOn('src/renderer/features/tasks/Probe.tsx', `import 'node:fs';\n`),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFiredOn(
        'src/renderer/features/tasks/Probe.tsx',
        `import '../../../main/core/app';\n`,
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(await rulesFiredOn('src/shared/probe.ts', `import 'fs';\n`)).toContain(
      'no-restricted-imports',
    );
    expect(await rulesFiredOn('src/shared/probe.ts', `import '../server/app';\n`)).toContain(
      'import-x/no-restricted-paths',
    );
    // A shared area folder named like a Node module is ours, not Node's.
    expect(await rulesFiredOn('src/shared/probe.ts', `import './net/channels';\n`)).toEqual([]);
  });

  it('exported functions have explicit return types (tests may infer)', async () => {
    const code = 'export function f(a: number) {\n  return a + 1;\n}\n';
    expect(await rulesFiredOn('src/shared/probe.ts', code)).toContain(
      '@typescript-eslint/explicit-module-boundary-types',
    );
    expect(await rulesFiredOn('src/shared/probe.test.ts', code)).toEqual([]);
    expect(
      await rulesFiredOn(
        'src/shared/probe.ts',
        'export function f(a: number): number {\n  return a + 1;\n}\n',
      ),
    ).toEqual([]);
  });
});
