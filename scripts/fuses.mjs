// Electron fuses of the packaged app, in one place: electron-builder.yml's afterPack hook
// (scripts/after-pack.mjs) flips them right before signing, and src/main/windows/fuses.test.ts
// checks every value through the builder's own mapping onto @electron/fuses. Plain ESM, so that
// electron-builder loads it without a TypeScript loader (types: fuses.d.mts).

export const electronFuses = Object.freeze({
  // ELECTRON_RUN_AS_NODE would turn the signed exe into a plain Node.js for any script.
  runAsNode: false,
  // NODE_OPTIONS (--require, --inspect, …) would inject code into main.
  enableNodeOptionsEnvironmentVariable: false,
  // --inspect / --inspect-brk would open a debugger on main.
  enableNodeCliInspectArguments: false,
  // Cookies (and the preview host's session) encrypted at rest with the OS key (DPAPI).
  enableCookieEncryption: true,
  // app.asar must match the hash embedded in the exe: a changed app does not start.
  enableEmbeddedAsarIntegrityValidation: true,
  // Only app.asar is loaded, never a loose resources/app folder beside it.
  onlyLoadAppFromAsar: true,
  // The renderer comes from app:// (src/main/windows/app-protocol.ts): file:// needs no privileges.
  grantFileProtocolExtraPrivileges: false,
});
