import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadZoom, saveZoom, useZoom, zoomStorageKey, type ZoomTarget } from './zoom';

const target = (): ZoomTarget & { factors: number[] } => {
  const factors: number[] = [];
  return { factors, setZoomFactor: (f) => factors.push(f) };
};

describe('zoom', () => {
  it('desktop: applies the officer’s kept level, steps it, keeps it per officer, and resets at sign-out', () => {
    const page = target();
    saveZoom('demo', 1.25);
    const { result, unmount } = renderHook(() => useZoom('demo', page));
    expect(page.factors).toEqual([1.25]);
    act(() => {
      expect(result.current('zoomIn')).toBe(true);
    });
    expect(page.factors.at(-1)).toBe(1.5);
    expect(loadZoom('demo')).toBe(1.5);
    // Another officer keeps their own level.
    expect(loadZoom('lisi')).toBe(1);
    act(() => {
      result.current('zoomOut');
      result.current('zoomOut');
    });
    expect(loadZoom('demo')).toBe(1.1);
    act(() => {
      result.current('zoomReset');
    });
    expect(page.factors.at(-1)).toBe(1);
    // 100% is the default: nothing is kept for it.
    expect(localStorage.getItem(zoomStorageKey('demo'))).toBeNull();
    saveZoom('demo', 2);
    unmount();
    expect(page.factors.at(-1)).toBe(1);
    expect(loadZoom('demo')).toBe(2);
  });

  it('browser mode: the key is left to the browser’s own zoom', () => {
    const { result } = renderHook(() => useZoom('demo', null));
    expect(result.current('zoomIn')).toBe(false);
    expect(loadZoom('demo')).toBe(1);
  });

  it('ignores a kept value that is not a zoom level', () => {
    localStorage.setItem(zoomStorageKey('demo'), '7');
    expect(loadZoom('demo')).toBe(1);
    localStorage.setItem(zoomStorageKey('demo'), 'x');
    expect(loadZoom('demo')).toBe(1);
  });
});
