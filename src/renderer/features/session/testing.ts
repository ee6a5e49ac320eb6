import { session } from '../../platform/testing';
import type { FakeHandlers } from '../../test/fakes';

// The session area's default fakes (merged by src/renderer/test/fakeApi.ts); the session itself is
// part of the app's start state (platform/testing.ts).

/** A 1×1 PNG: what the fake captcha shows. */
export const CAPTCHA_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const sessionFakes = (): FakeHandlers => ({
  'session:login': () => session,
  'session:logout': () => null,
  'session:captcha': () => ({ key: 'captcha-1', image: CAPTCHA_IMAGE }),
});
