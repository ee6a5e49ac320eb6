import { FuseV1Options, FuseVersion } from '@electron/fuses';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import afterPack from '../../../scripts/after-pack.mjs';
import { electronFuses, type ElectronFuses } from '../../../scripts/fuses.mjs';

// The packaging config is electron-builder.yml, loaded here by electron-builder's own loader and
// checked against its own schema; the fuses are flipped by its afterPack hook through the builder's
// own mapping onto @electron/fuses (app-builder-lib, pinned with electron-builder).
type FuseWire = Partial<Record<FuseV1Options, boolean>> & { version: FuseVersion };
type Packager = {
  generateFuseConfig(f: ElectronFuses): FuseWire;
  addElectronFuses(context: unknown, fuses: FuseWire): Promise<void>;
};
const require = createRequire(import.meta.url);
const { PlatformPackager } = require('app-builder-lib') as {
  PlatformPackager: { prototype: Packager };
};
const generateFuseConfig = (f: ElectronFuses): FuseWire =>
  PlatformPackager.prototype.generateFuseConfig.call(null, f);
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  getConfig(projectDir: string, configPath: string | null): Promise<Record<string, unknown>>;
  validateConfiguration(config: unknown, log: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (on: boolean) => unknown };

const repo = resolve(import.meta.dirname, '../../..');
/** The config as `electron-builder --win msi` (npm run dist:win) finds it: electron-builder.yml. */
const builderConfig = await getConfig(repo, null);

/** What the afterPack hook flips, through a packager that records instead of touching an exe. */
async function flippedByHook(): Promise<{ context: unknown; fuses: FuseWire }[]> {
  const calls: { context: unknown; fuses: FuseWire }[] = [];
  const packager: Packager = {
    generateFuseConfig,
    addElectronFuses: (context, fuses) => {
      calls.push({ context, fuses });
      return Promise.resolve();
    },
  };
  const context = { packager, appOutDir: 'dist/win-unpacked', electronPlatformName: 'win32' };
  await afterPack(context as never);
  return calls;
}

describe('Electron fuses of the packaged app', () => {
  const wire = generateFuseConfig(electronFuses);

  it.each([
    [FuseV1Options.RunAsNode, false],
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable, false],
    [FuseV1Options.EnableNodeCliInspectArguments, false],
    [FuseV1Options.EnableCookieEncryption, true],
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation, true],
    [FuseV1Options.OnlyLoadAppFromAsar, true],
    [FuseV1Options.GrantFileProtocolExtraPrivileges, false],
  ])('sets %s to %s', (fuse, value) => {
    expect(wire[fuse]).toBe(value);
  });

  it('is a V1 fuse wire and sets every fuse it names', () => {
    expect(wire.version).toBe(FuseVersion.V1);
    expect(Object.values(electronFuses).every((v) => typeof v === 'boolean')).toBe(true);
  });

  it('is what electron-builder.yml’s afterPack hook flips, once, in the packed app', async () => {
    expect(builderConfig.afterPack).toBe('scripts/after-pack.mjs');
    const calls = await flippedByHook();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.fuses).toEqual(wire);
    expect(calls[0]?.context).toMatchObject({ appOutDir: 'dist/win-unpacked' });
    // One place flips them: the builder's own electronFuses step stays off.
    expect(builderConfig.electronFuses).toBeUndefined();
    // The app must be in an asar for the integrity and only-from-asar fuses to mean anything.
    expect(builderConfig.asar).not.toBe(false);
  });
});

describe('electron-builder.yml', () => {
  it('is the MSI config IT deploys', () => {
    expect(builderConfig).toMatchObject({
      appId: 'cn.gov.xfjy.xfjd.client',
      productName: '消防监督执法客户端',
      win: { target: [{ target: 'msi', arch: ['x64'] }] },
      msi: { perMachine: true, oneClick: false },
    });
  });

  it("passes electron-builder's own schema check (an unknown key would be refused)", async () => {
    await expect(
      validateConfiguration(structuredClone(builderConfig), new DebugLogger(false)),
    ).resolves.toBeUndefined();
    await expect(
      validateConfiguration(
        { ...structuredClone(builderConfig), bogus: 1 },
        new DebugLogger(false),
      ),
    ).rejects.toThrow();
    await expect(
      validateConfiguration(
        { ...structuredClone(builderConfig), msi: { perMachine: 'yes' } },
        new DebugLogger(false),
      ),
    ).rejects.toThrow();
  });
});
