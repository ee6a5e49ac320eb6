import { contextBridge, ipcRenderer, webFrame, webUtils, type IpcRendererEvent } from 'electron';
import { CHANNELS, EVENT_NAMES } from '../shared/channels';
import { FILES_DROPPED_CHANNEL } from '../shared/files/channels';
import type { Api } from '../shared/contract';
// Builds window.api from the contract's channel list and nothing else: no Node, no logic.

const channels = new Set<string>(CHANNELS);
const events = new Set<string>(EVENT_NAMES);

const api: Api = {
  invoke: (channel, req) => {
    if (!channels.has(channel))
      return Promise.resolve({ ok: false, error: { kind: 'invalid', message: '未知的调用' } });
    return ipcRenderer.invoke(channel, req);
  },
  on: (event, listener) => {
    if (!events.has(event)) return () => {};
    const wrapped = (_e: IpcRendererEvent, payload: unknown): void =>
      listener(payload as Parameters<typeof listener>[0]);
    ipcRenderer.on(event, wrapped);
    return () => ipcRenderer.removeListener(event, wrapped);
  },
};

contextBridge.exposeInMainWorld('api', api);

// Page zoom (Ctrl + / − / 0) as Chromium zooms, so every layout reflows; the renderer keeps the
// level per officer (renderer/shell/zoom.ts). Only a bounded number gets through.
contextBridge.exposeInMainWorld('desktop', {
  setZoomFactor: (factor: unknown): void => {
    if (typeof factor === 'number' && factor >= 0.5 && factor <= 2) webFrame.setZoomFactor(factor);
  },
  // Files dropped on an upload dialog: Electron gives a path only for a File the officer really
  // dropped or chose ('' for one built by script, or anything that is not a File). Main checks the
  // paths (core/files/dropped.ts) and answers refs; the page never sees a path.
  registerDroppedFiles: (files: unknown): Promise<unknown> => {
    const paths = (Array.isArray(files) ? files : []).map((file: unknown) => {
      try {
        return webUtils.getPathForFile(file as File);
      } catch {
        return '';
      }
    });
    return ipcRenderer.invoke(FILES_DROPPED_CHANNEL, { paths });
  },
});
