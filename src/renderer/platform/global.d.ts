import type { Api } from '../../shared/contract';
declare global {
  interface Window {
    /** Exposed by preload under Electron; absent in browser mode (see app/api.ts). */
    api?: Api;
    /** The desktop app's window glue from preload (page zoom); absent in browser mode. */
    desktop?: { setZoomFactor(factor: number): void };
  }
}

export {};
