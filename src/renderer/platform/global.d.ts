import type { Api, IpcResult } from '../../shared/contract';
import type { PickedFile } from '../../shared/files/contract';
declare global {
  interface Window {
    /** Exposed by preload under Electron; absent in browser mode (see app/api.ts). */
    api?: Api;
    /** The desktop app's window glue from preload (page zoom, dropped files); absent in browser mode. */
    desktop?: {
      setZoomFactor(factor: number): void;
      /** Registers files the officer dropped with main, which answers refs (never paths). */
      registerDroppedFiles?(files: File[]): Promise<IpcResult<PickedFile[]>>;
    };
  }
}

export {};
