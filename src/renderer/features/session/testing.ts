import { session } from '../../platform/testing';
import type { FakeHandlers } from '../../test/fakes';

// The session area's default fakes (merged by src/renderer/test/fakeApi.ts); the session itself is
// part of the app's start state (platform/testing.ts).

export const sessionFakes = (): FakeHandlers => ({
  'session:login': () => session,
  'session:logout': () => null,
});
