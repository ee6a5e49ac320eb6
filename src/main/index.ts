import { M } from '../shared/messages';
import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  Notification,
  safeStorage,
  session,
  shell,
  type OpenDialogOptions,
} from 'electron';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Core } from './core/app';
import { createLogger, rotatingFileWriter, stderrLogger, type Logger } from './core/logger';
import { appUrlMatcher, CSP, originOf } from './core/security';
import type { SecretStore, StoredSession } from './core/session/secret-store';
import { registerDroppedFiles, registerIpc } from './ipc/register';
import { APP_ORIGIN } from './windows/app-protocol';
import { showStartupFailure } from './windows/failure-window';
import { createMainWindow, rendererIndexPath, type WindowOptions } from './windows/main-window';
import { registerAppScheme, serveApp } from './windows/serve-app';
import { applySessionPolicy, externalLinkOpener } from './windows/session-policy';
import { RendererLoadError } from './windows/startup-failure';

// Composition root of the desktop app: build the core, register IPC, open the window. Anything
// that fails on the way shows the start-up failure window (message and log location), never
// nothing: core is imported inside the guarded start-up, so even a native module that will not
// load ends in that window.

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..');
const rendererIndex = rendererIndexPath(outDir);
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
// The renderer is served from app://renderer/ (windows/app-protocol.ts), or the dev server.
const isAppUrl = appUrlMatcher(`${APP_ORIGIN}/`, devServerUrl);
const appOrigins = [APP_ORIGIN, devServerUrl ? originOf(devServerUrl) : null].filter(
  (o): o is string => o !== null,
);

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

/** Brings the client to the front (a second start, a clicked notification). */
function focusFirstWindow(): void {
  const [win] = BrowserWindow.getAllWindows();
  if (!win) return;
  if (win.isMinimized()) win.restore();
  win.focus();
}

async function showOpen(options: OpenDialogOptions): Promise<string[]> {
  const parent = BrowserWindow.getFocusedWindow();
  const result = parent
    ? await dialog.showOpenDialog(parent, options)
    : await dialog.showOpenDialog(options);
  return result.canceled ? [] : result.filePaths;
}

// Before ready: app:// must be a privileged scheme (an origin of its own, fetch, secure context).
registerAppScheme();
// Chinese UI everywhere, including Chromium's own controls (date pickers, number formats), whatever
// the Windows display language.
app.commandLine.appendSwitch('lang', 'zh-CN');

let logFile = '';
let logger: Logger = stderrLogger();

/** main.log in the app's log folder, size-capped and rotated (core/logger.ts). */
function startLogging(): void {
  logFile = join(app.getPath('logs'), 'main.log');
  const fallback = (line: string): void => void process.stderr.write(`${line}\n`);
  logger = createLogger(rotatingFileWriter(logFile, { fallback }));
}

let failed = false;
let onAllWindowsClosed = (): void => app.quit();
/** Set once the core exists, so a failure after it still closes the database and the server. */
let started: Core | null = null;
/** Once: the failure window, then exit (a second failure while it shows is only logged). */
async function fail(err: unknown): Promise<void> {
  if (failed) {
    logger.error('start-up failed again', err);
    return;
  }
  failed = true;
  for (const win of BrowserWindow.getAllWindows()) win.destroy();
  await showStartupFailure(err, logFile || join(app.getPath('userData'), 'logs'), logger);
  await started?.dispose().catch((e: unknown) => logger.error('dispose after a failed start', e));
  app.exit(1);
}

async function start(): Promise<void> {
  startLogging();
  logger.info(`starting ${app.getVersion()} (Electron ${process.versions.electron})`);
  const profileDir = app.getPath('userData');
  // No application menu: Electron's default one (English, hidden behind Alt) would take Ctrl+W
  // (close the window), Ctrl + / − / 0 and Ctrl+R before the page; the client's own keyboard map
  // handles them (renderer/shell/keys.ts). Copy and paste in fields need no menu on Windows.
  Menu.setApplicationMenu(null);
  applySessionPolicy(session.defaultSession, appOrigins, logger);
  if (!devServerUrl) {
    if (!existsSync(rendererIndex)) throw new RendererLoadError(`${rendererIndex} is missing`);
    serveApp(dirname(rendererIndex), CSP.desktop, logger);
  }

  // Document pages open in windows of their own (DESIGN: the renderer asks through app:openWindow).
  let openDocumentWindow: (route: string) => boolean = () => false;
  const { createCore } = await import('./core/app');
  const core: Core = await createCore({
    openWindow: (route) => openDocumentWindow(route),
    profileDir,
    logger,
    version: app.getVersion(),
    secretStore: new SafeStorageSecretStore(join(profileDir, 'session.bin')),
    // Officers look for downloaded documents where every other download goes.
    downloadsDir: app.getPath('downloads'),
    pickFiles: (o) => chooseFiles(o),
    pickFolder: chooseFolder,
    // Long jobs end while the officer works elsewhere: tell them through the OS, unless a client
    // window has focus (then the toast and the notification centre already say it). Clicking the
    // notification brings the client back, where the toast's actions and the centre are.
    nativeNotify: (title, body) => {
      if (BrowserWindow.getFocusedWindow() || !Notification.isSupported()) return;
      const note = new Notification({ title, body });
      note.on('click', focusFirstWindow);
      note.show();
    },
    // A finished download's 打开 and 在文件夹中显示 (core/downloads/saved-files.ts decides what).
    fileOpener: shell,
  });
  started = core;
  const attach = registerIpc(core.handlers, core.events, isAppUrl, logger);
  // Files dropped on an upload dialog: the preload sends their paths, main answers refs.
  const { droppedFilesHandler } = await import('./core/files/dropped');
  registerDroppedFiles(droppedFilesHandler({ picked: core.picked, logger, isAppUrl }));
  // Links may leave for the browser only to the configured server and preview host.
  const openLink = externalLinkOpener(async () => {
    const view = await core.handlers['settings:get'](undefined);
    return { serverUrl: view.effectiveServerUrl, previewHost: view.previewHost };
  }, logger);
  const paths = { preload: join(outDir, 'preload', 'index.cjs'), devServerUrl };
  let mainShown = false;
  const openWindow = (options?: WindowOptions): BrowserWindow => {
    const win = createMainWindow(
      paths,
      {
        isAppUrl,
        openLink,
        // The first window not loading is a start-up failure; a later one is logged.
        onLoadFailed: (reason) =>
          mainShown
            ? logger.error(`window failed to load: ${reason}`)
            : void fail(new RendererLoadError(reason)),
      },
      options,
    );
    win.once('ready-to-show', () => (mainShown = true));
    attach(win.webContents);
    return win;
  };
  openDocumentWindow = (route) => {
    openWindow({ route, width: 1180, height: 860 });
    return true;
  };
  openWindow();

  app.on('second-instance', focusFirstWindow);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  onAllWindowsClosed = () => void core.dispose().finally(() => app.quit());
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // While the failure box shows, its windows are gone and the app must not quit under it.
  app.on('window-all-closed', () => {
    if (!failed) onAllWindowsClosed();
  });
  app
    .whenReady()
    .then(start)
    .catch((err: unknown) => fail(err));
}
