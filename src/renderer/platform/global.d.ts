import type { Api } from '../../shared/contract';
declare global {
  interface Window {
    /** Exposed by preload under Electron; absent in browser mode (see app/api.ts). */
    api?: Api;
  }
}

export {};
