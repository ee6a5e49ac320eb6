import { electronFuses } from './fuses.mjs';

// electron-builder.yml's afterPack hook: flips the fuses of scripts/fuses.mjs in the packed exe.
// electron-builder 26 runs afterPack after app.asar and its integrity hash are in place and right
// before signing, which is when the fuses must be flipped (asar integrity validation reads the
// embedded hash). The builder's own mapping (generateFuseConfig) and flipper (addElectronFuses,
// its pinned @electron/fuses) do the work, as its documentation shows for this hook.

/** @param {import('app-builder-lib').AfterPackContext} context */
export default async function afterPack(context) {
  const { packager } = context;
  await packager.addElectronFuses(context, packager.generateFuseConfig(electronFuses));
}
