import { M } from '../shared/messages';
import { app, BrowserWindow, dialog, safeStorage, session, type OpenDialogOptions } from 'electron';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createCore } from './core/app';
import { createLogger } from './core/logger';
import { appUrlMatcher, CSP } from './core/security';
import type { SecretStore, StoredSession } from './core/session/secret-store';
import { registerIpc } from './ipc/register';
import { createMainWindow, rendererIndexPath } from './windows/main-window';

// Composition root of the desktop app: build the core, register IPC, open the window.

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..');
const rendererIndex = rendererIndexPath(outDir);
const rendererRoot = pathToFileURL(dirname(rendererIndex)).href;
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const isAppUrl = appUrlMatcher(rendererRoot, devServerUrl);

/** Tokens encrypted with the OS (DPAPI on Windows); never written in plain text. */
class SafeStorageSecretStore implements SecretStore {
  constructor(private readonly file: string) {}
  load(): StoredSession | null {
    if (!existsSync(this.file) || !safeStorage.isEncryptionAvailable()) return null;
    try {
      return JSON.parse(safeStorage.decryptString(readFileSync(this.file))) as StoredSession;
    } catch {
      return null;
    }
  }
  save(s: StoredSession): void {
    if (!safeStorage.isEncryptionAvailable()) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, safeStorage.encryptString(JSON.stringify(s)));
  }
  clear(): void {
    rmSync(this.file, { force: true });
  }
}

/** The native open dialog over the window that asked; paths go to core, never to the renderer. */
async function chooseFiles(o: { extensions?: string[]; multiple: boolean }): Promise<string[]> {
  const options: OpenDialogOptions = {
    title: o.multiple ? M.pickTitleMany : M.pickTitleOne,
    buttonLabel: M.pickButton,
    properties: o.multiple ? ['openFile', 'multiSelections'] : ['openFile'],
    filters: o.extensions?.length ? [{ name: M.pickFilter, extensions: o.extensions }] : undefined,
  };
  return showOpen(options);
}

/** The native folder dialog for a dock folder or a recorder's drive. */
async function chooseFolder(): Promise<string | null> {
  const [path] = await showOpen({
    title: M.pickFolderTitle,
    buttonLabel: M.pickButton,
    properties: ['openDirectory'],
  });
  return path ?? null;
}

async function showOpen(options: OpenDialogOptions): Promise<string[]> {
  const parent = BrowserWindow.getFocusedWindow();
  const result = parent
    ? await dialog.showOpenDialog(parent, options)
    : await dialog.showOpenDialog(options);
  return result.canceled ? [] : result.filePaths;
}

// Chinese UI everywhere, including Chromium's own controls (date pickers, number formats), whatever
// the Windows display language.
app.commandLine.appendSwitch('lang', 'zh-CN');

if (!app.requestSingleInstanceLock()) app.quit();

app.whenReady().then(async () => {
  const profileDir = app.getPath('userData');
  const logFile = join(app.getPath('logs'), 'main.log');
  mkdirSync(dirname(logFile), { recursive: true });
  const logger = createLogger((line) => writeFileSync(logFile, `${line}\n`, { flag: 'a' }));

  // CSP for everything the app loads (core/security.ts; the renderer's meta tag is tested against it).
  session.defaultSession.webRequest.onHeadersReceived((details, cb) => {
    cb({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [CSP.desktop],
      },
    });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _perm, cb) => cb(false));

  // Document pages open in windows of their own (DESIGN: the renderer asks through app:openWindow).
  let openDocumentWindow: (route: string) => boolean = () => false;
  const core = await createCore({
    openWindow: (route) => openDocumentWindow(route),
    profileDir,
    logger,
    version: app.getVersion(),
    secretStore: new SafeStorageSecretStore(join(profileDir, 'session.bin')),
    // Officers look for downloaded documents where every other download goes.
    downloadsDir: app.getPath('downloads'),
    pickFiles: (o) => chooseFiles(o),
    pickFolder: chooseFolder,
  });
  const attach = registerIpc(core.handlers, core.events, isAppUrl, logger);
  const paths = { preload: join(outDir, 'preload', 'index.cjs'), rendererIndex, devServerUrl };
  const open = (): void => attach(createMainWindow(paths, isAppUrl).webContents);
  openDocumentWindow = (route) => {
    attach(createMainWindow(paths, isAppUrl, { route, width: 1180, height: 860 }).webContents);
    return true;
  };
  open();

  app.on('second-instance', () => {
    const [win] = BrowserWindow.getAllWindows();
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) open();
  });
  app.on('window-all-closed', () => {
    void core.dispose().finally(() => app.quit());
  });
});
