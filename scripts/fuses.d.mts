// Types of fuses.mjs.
import type { Configuration } from 'electron-builder';

export type ElectronFuses = NonNullable<Configuration['electronFuses']>;

export const electronFuses: Readonly<
  Required<
    Omit<ElectronFuses, 'resetAdHocDarwinSignature' | 'loadBrowserProcessSpecificV8Snapshot'>
  >
>;
