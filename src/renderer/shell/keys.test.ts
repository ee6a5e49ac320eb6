import { describe, expect, it } from 'vitest';
import { isTabCommand, nextZoom, shellCommand, type KeyInput } from './keys';

const key = (k: string, over: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  code: '',
  ctrlKey: true,
  shiftKey: false,
  altKey: false,
  ...over,
});

describe('the keyboard map', () => {
  it('cycles tabs with Ctrl+Tab / Ctrl+Shift+Tab and Ctrl+PageDown / PageUp', () => {
    expect(shellCommand(key('Tab'))).toBe('nextTab');
    expect(shellCommand(key('Tab', { shiftKey: true }))).toBe('prevTab');
    expect(shellCommand(key('PageDown'))).toBe('nextTab');
    expect(shellCommand(key('PageUp'))).toBe('prevTab');
  });

  it('closes the tab with Ctrl+W (either case) and Ctrl+F4, finds with Ctrl+F', () => {
    expect(shellCommand(key('w'))).toBe('closeTab');
    expect(shellCommand(key('W'))).toBe('closeTab');
    expect(shellCommand(key('F4'))).toBe('closeTab');
    expect(shellCommand(key('f'))).toBe('find');
    // Ctrl+Shift+W / Ctrl+Shift+F are not these commands.
    expect(shellCommand(key('W', { shiftKey: true }))).toBeNull();
    expect(shellCommand(key('F', { shiftKey: true }))).toBeNull();
  });

  it('zooms with Ctrl + (= or +, keypad too), Ctrl − and Ctrl 0', () => {
    expect(shellCommand(key('='))).toBe('zoomIn');
    expect(shellCommand(key('+', { shiftKey: true }))).toBe('zoomIn');
    expect(shellCommand(key('+', { code: 'NumpadAdd' }))).toBe('zoomIn');
    expect(shellCommand(key('-'))).toBe('zoomOut');
    expect(shellCommand(key('-', { code: 'NumpadSubtract' }))).toBe('zoomOut');
    expect(shellCommand(key('0'))).toBe('zoomReset');
    expect(shellCommand(key('Insert', { code: 'Numpad0' }))).toBe('zoomReset');
  });

  it('leaves everything else to the page: no Ctrl, Ctrl+Alt (AltGr), other letters', () => {
    expect(shellCommand(key('w', { ctrlKey: false }))).toBeNull();
    expect(shellCommand(key('Tab', { ctrlKey: false }))).toBeNull();
    expect(shellCommand(key('w', { altKey: true }))).toBeNull();
    expect(shellCommand(key('c'))).toBeNull();
    expect(shellCommand(key('v'))).toBeNull();
    expect(shellCommand(key('Enter'))).toBeNull();
  });

  it('tells tab commands (they wait under a dialog) from zoom', () => {
    expect(['nextTab', 'prevTab', 'closeTab', 'find'].every((c) => isTabCommand(c as never))).toBe(
      true,
    );
    expect(isTabCommand('zoomIn')).toBe(false);
  });

  it('zooms in and out along Chromium’s steps, within 50%–200%, and resets to 100%', () => {
    expect(nextZoom(1, 'zoomIn')).toBe(1.1);
    expect(nextZoom(1.1, 'zoomIn')).toBe(1.25);
    expect(nextZoom(1, 'zoomOut')).toBe(0.9);
    expect(nextZoom(0.67, 'zoomOut')).toBe(0.5);
    expect(nextZoom(0.5, 'zoomOut')).toBe(0.5);
    expect(nextZoom(2, 'zoomIn')).toBe(2);
    expect(nextZoom(1.75, 'zoomReset')).toBe(1);
    // A level between steps moves to the next step in that direction.
    expect(nextZoom(1.2, 'zoomIn')).toBe(1.25);
    expect(nextZoom(1.2, 'zoomOut')).toBe(1.1);
  });
});
