import { BrowserWindow, dialog } from 'electron';
import { M } from '../../shared/messages';
import { join } from 'node:path';
import { appPageUrl } from './app-protocol';

export type WindowPaths = { preload: string; devServerUrl?: string };
/** A route to open (a document page) and the window's size; the main window opens the default route. */
export type WindowOptions = { route?: string; width?: number; height?: number };
/** What the window does with links and navigation (window-policy.ts). */
export type WindowPolicy = {
  isAppUrl: (url: string) => boolean;
  /** A link the page tried to open in a new window or tab: checked, then maybe the browser. */
  openLink: (url: string) => void;
  /** The page could not be loaded at all (the start-up failure window takes over). */
  onLoadFailed: (reason: string) => void;
};

/** The app window with the Electron security checklist applied. */
export function createMainWindow(
  paths: WindowPaths,
  policy: WindowPolicy,
  options: WindowOptions = {},
): BrowserWindow {
  const win = new BrowserWindow({
    width: options.width ?? 1440,
    height: options.height ?? 900,
    minWidth: 1200,
    minHeight: 700,
    title: '消防监督执法客户端',
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: paths.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  win.once('ready-to-show', () => win.show());
  // No new windows and no navigation away from the app; allowed links go to the system browser.
  win.webContents.setWindowOpenHandler(({ url }) => {
    policy.openLink(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (e, url) => {
    if (!policy.isAppUrl(url)) e.preventDefault();
  });
  win.webContents.on('will-redirect', (e, url, _inPlace, isMainFrame) => {
    if (isMainFrame && !policy.isAppUrl(url)) e.preventDefault();
  });
  // The page cancels unloading while a form holds unsaved input (renderer/platform/unsaved.ts);
  // Electron would then keep the window open without a word: ask, and close if the officer discards.
  win.webContents.on('will-prevent-unload', (e) => {
    const choice = dialog.showMessageBoxSync(win, {
      type: 'question',
      title: M.unsavedTitle,
      message: M.unsavedWindowClose,
      buttons: [M.unsavedKeepEditing, M.unsavedDiscard],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
    });
    if (choice === 1) e.preventDefault();
  });
  const url = paths.devServerUrl
    ? `${paths.devServerUrl}${options.route ? `#${options.route}` : ''}`
    : appPageUrl(options.route);
  win.loadURL(url).catch((err: unknown) => {
    policy.onLoadFailed(err instanceof Error ? err.message : String(err));
  });
  return win;
}

export const rendererIndexPath = (outDir: string): string => join(outDir, 'renderer', 'index.html');
