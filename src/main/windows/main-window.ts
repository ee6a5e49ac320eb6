import { BrowserWindow, shell } from 'electron';
import { join } from 'node:path';

export type WindowPaths = { preload: string; rendererIndex: string; devServerUrl?: string };
/** A route to open (a document page) and the window's size; the main window opens the default route. */
export type WindowOptions = { route?: string; width?: number; height?: number };

/** The app window with the Electron security checklist applied. */
export function createMainWindow(
  paths: WindowPaths,
  isAppUrl: (url: string) => boolean,
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
  // No new windows and no navigation away from the app; external http(s) links go to the browser.
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https:\/\//i.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (e, url) => {
    if (!isAppUrl(url)) e.preventDefault();
  });
  if (paths.devServerUrl)
    void win.loadURL(options.route ? `${paths.devServerUrl}#${options.route}` : paths.devServerUrl);
  else void win.loadFile(paths.rendererIndex, options.route ? { hash: options.route } : undefined);
  return win;
}

export const rendererIndexPath = (outDir: string): string => join(outDir, 'renderer', 'index.html');
