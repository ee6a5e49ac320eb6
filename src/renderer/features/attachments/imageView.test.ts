import { describe, expect, it } from 'vitest';
import { applyPage, applyView, FIT, keyAction, transformOf } from './imageView';

const key = (
  k: string,
  mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => keyAction({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('image view', () => {
  it('zooms in steps within 25 % and 400 %, and back to fit', () => {
    let v = FIT;
    v = applyView(v, 'zoomIn');
    expect(v.zoom).toBe(1.25);
    for (let i = 0; i < 20; i++) v = applyView(v, 'zoomIn');
    expect(v.zoom).toBe(4);
    for (let i = 0; i < 20; i++) v = applyView(v, 'zoomOut');
    expect(v.zoom).toBe(0.25);
    expect(applyView(v, 'fit')).toEqual(FIT);
  });

  it('rotates a quarter turn each way, round the clock', () => {
    expect(applyView(FIT, 'rotateRight').rotation).toBe(90);
    expect(applyView(FIT, 'rotateLeft').rotation).toBe(270);
    let v = FIT;
    for (let i = 0; i < 4; i++) v = applyView(v, 'rotateRight');
    expect(v.rotation).toBe(0);
    expect(transformOf({ zoom: 1.5, rotation: 90 })).toBe('scale(1.5) rotate(90deg)');
  });

  it('pages within the images', () => {
    expect(applyPage(0, 3, 'prev')).toBe(0);
    expect(applyPage(0, 3, 'next')).toBe(1);
    expect(applyPage(2, 3, 'next')).toBe(2);
    expect(applyPage(1, 3, 'first')).toBe(0);
    expect(applyPage(0, 3, 'last')).toBe(2);
  });

  it('maps the keys officers expect, and leaves Ctrl+… to the whole client', () => {
    expect(
      ['ArrowLeft', 'PageUp', 'ArrowRight', 'PageDown', 'Home', 'End'].map((k) => key(k)),
    ).toEqual(['prev', 'prev', 'next', 'next', 'first', 'last']);
    expect(['+', '=', '-', '0', 'r'].map((k) => key(k))).toEqual([
      'zoomIn',
      'zoomIn',
      'zoomOut',
      'fit',
      'rotateRight',
    ]);
    expect(key('R', { shiftKey: true })).toBe('rotateLeft');
    expect(key('+', { ctrlKey: true })).toBeNull();
    expect(key('Escape')).toBeNull();
  });
});
