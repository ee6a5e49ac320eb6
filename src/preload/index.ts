import { contextBridge, ipcRenderer, webFrame, type IpcRendererEvent } from 'electron';
import { CHANNELS, EVENT_NAMES } from '../shared/channels';
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
});
