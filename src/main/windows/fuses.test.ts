import { FuseV1Options, FuseVersion } from '@electron/fuses';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import builderConfig from '../../../electron-builder.config';
import { electronFuses, type ElectronFuses } from '../../../scripts/fuses';

// The builder's own mapping of `electronFuses` onto @electron/fuses (app-builder-lib, pinned with
// electron-builder): what it produces is what gets flipped in the packaged exe.
type FuseWire = Partial<Record<FuseV1Options, boolean>> & { version: FuseVersion };
const require = createRequire(import.meta.url);
const { PlatformPackager } = require('app-builder-lib') as {
  PlatformPackager: { prototype: { generateFuseConfig(f: ElectronFuses): FuseWire } };
};
const wire = PlatformPackager.prototype.generateFuseConfig.call(null, electronFuses);
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  validateConfiguration(config: unknown, log: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (on: boolean) => unknown };

describe('Electron fuses of the packaged app', () => {
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

  it('is what the builder config passes to electron-builder', () => {
    expect(builderConfig.electronFuses).toBe(electronFuses);
    // The app must be in an asar for the integrity and only-from-asar fuses to mean anything.
    expect(builderConfig.asar).not.toBe(false);
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
  });
});
