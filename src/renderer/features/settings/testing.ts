import { settings } from '../../platform/testing';
import type { FakeHandlers } from '../../test/fakes';

// The settings area's default fakes (merged by src/renderer/test/fakeApi.ts); the settings are part
// of the app's start state (platform/testing.ts).

export const settingsFakes = (): FakeHandlers => ({
  'settings:get': () => settings,
  'settings:update': (req) => ({
    ...settings,
    serverUrl: req.serverUrl,
    previewHost: req.previewHost,
    embedded: req.serverUrl === '',
    effectiveServerUrl: req.serverUrl || settings.effectiveServerUrl,
  }),
});
