import type { Configuration } from 'electron-builder';
import { electronFuses } from './scripts/fuses';

// Windows MSI for IT deployment (per-machine, signed). Build on Windows with `npm run dist:win`.
// A TypeScript config (electron-builder loads it) so the fuses come from the one module the tests
// check (scripts/fuses.ts).
const config: Configuration = {
  appId: 'cn.gov.xfjy.xfjd.client',
  productName: '消防监督执法客户端',
  copyright: 'Copyright © 2026',
  directories: { output: 'dist', buildResources: 'resources' },
  files: ['out/**', 'package.json', '!**/*.map'],
  // Native modules and executables cannot be loaded or spawned from inside app.asar. ffmpeg and
  // ffprobe (with their platform packages, e.g. @ffmpeg-installer/win32-x64) go to
  // app.asar.unpacked; main maps the installers' app.asar paths there (asarUnpackedPath in
  // src/main/core/recorder/media.ts).
  asarUnpack: [
    '**/node_modules/better-sqlite3/**',
    '**/node_modules/@ffmpeg-installer/**',
    '**/node_modules/@ffprobe-installer/**',
  ],
  npmRebuild: true,
  electronFuses,
  win: {
    target: [{ target: 'msi', arch: ['x64'] }],
    // Signing: IT supplies the certificate through CSC_LINK / CSC_KEY_PASSWORD (or a signtool hook).
    signtoolOptions: {
      publisherName: '消防救援机构',
      signingHashAlgorithms: ['sha256'],
    },
  },
  msi: {
    perMachine: true,
    oneClick: false,
    runAfterFinish: false,
    createDesktopShortcut: true,
    createStartMenuShortcut: true,
    shortcutName: '消防监督执法',
  },
};

export default config;
