import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What the app keeps in the browser (each officer's tabs and zoom, the remembered account) must
// not leak from one test into the next.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// The machine running tests is shared; give async queries room before calling a slow render a failure.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs Fluent UI touches (media queries for motion, resize observers
// for overflow and positioning). Minimal stand-ins are enough: tests assert behaviour, not layout.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
if (!('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: NoopObserver });
  Object.assign(globalThis, { ResizeObserver: NoopObserver });
}
if (!('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: NoopObserver });
  Object.assign(globalThis, { IntersectionObserver: NoopObserver });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // Remembered table sorts (components/useTableSort.ts) must not leak into the next test.
  localStorage.clear();
  history.replaceState(null, '', '/');
});
