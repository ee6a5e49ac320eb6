import type { FakeHandlers } from '../test/fakes';
import type { PickedFile } from '../../shared/files/contract';
import type { SessionInfo } from '../../shared/session/contract';
import type { SettingsView } from '../../shared/settings/contract';
import type { Bootstrap } from '../../shared/shell/contract';

// The app's start state as the platform holds it (session, settings, bootstrap), and the default
// fakes of the areas whose renderer side is the platform: shell (bootstrap.tsx, useOpenDocument.ts),
// net (network.tsx) and files (files.ts). Merged by src/renderer/test/fakeApi.ts.

export const session: SessionInfo = {
  account: 'zhangwei',
  realName: '张伟',
  tenantId: '000000',
  user: {
    user_id: '1001',
    account: 'zhangwei',
    real_name: '张伟',
    company_id: '3201',
    company_name: '南京市消防救援支队',
    region_code: '32',
    dept_id: '320100',
    police_number: '3201001',
    permissions: [],
  },
};

export const settings: SettingsView = {
  serverUrl: '',
  serverUrlLocked: false,
  previewHost: '',
  tenantId: '000000',
  effectiveServerUrl: 'http://127.0.0.1:18080',
  embedded: true,
};

export const bootstrap = (over: Partial<Bootstrap> = {}): Bootstrap => ({
  version: '0.1.0',
  settings,
  session,
  net: { online: true, since: 0 },
  ...over,
});

export const picked = (name: string, size = 1024, ref = `ref-${name}`): PickedFile => ({
  ref,
  name,
  size,
});

export const platformFakes = (): FakeHandlers => ({
  'shell:bootstrap': () => bootstrap(),
  // Browser mode has no separate windows: document pages open as tabs.
  'shell:openWindow': () => ({ opened: false }),
  'shell:ping': () => 'pong',
  'shell:openDownload': () => null,
  'shell:revealDownload': () => null,
  'net:check': () => ({ online: true, since: 0 }),
  // The desktop dialog answers what the officer chose; by default nothing (the chooser was closed).
  'files:pick': () => ({ opened: true, files: [] }),
});
