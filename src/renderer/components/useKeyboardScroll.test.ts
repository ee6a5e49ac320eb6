import { describe, expect, it } from 'vitest';
import { needsOwnFocus } from './useKeyboardScroll';

/** A box of `inner` whose content is `content` px tall in a `box` px tall window (jsdom has no layout). */
function box(inner: string, content: number, height = 200): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = inner;
  Object.defineProperties(el, {
    scrollHeight: { value: content },
    clientHeight: { value: height },
    scrollWidth: { value: 400 },
    clientWidth: { value: 400 },
  });
  return el;
}

describe('a scrolling box the keyboard cannot otherwise reach takes focus itself', () => {
  it('takes focus when it scrolls and holds only text', () => {
    expect(needsOwnFocus(box('<p>帮助</p><p>文书目录</p>', 900))).toBe(true);
    // A disabled button or one out of the tab order does not let the keys in.
    expect(needsOwnFocus(box('<p>帮助</p><button disabled>确定</button>', 900))).toBe(true);
    expect(needsOwnFocus(box('<p>帮助</p><span tabindex="-1">x</span>', 900))).toBe(true);
  });

  it('keeps out of the tab order when it does not scroll or holds something focusable', () => {
    expect(needsOwnFocus(box('<p>帮助</p>', 200))).toBe(false);
    expect(needsOwnFocus(box('<p>帮助</p><button>确定</button>', 900))).toBe(false);
    expect(needsOwnFocus(box('<p>帮助</p><input aria-label="名称">', 900))).toBe(false);
    expect(needsOwnFocus(box('<p>帮助</p><a href="#x">链接</a>', 900))).toBe(false);
  });
});
