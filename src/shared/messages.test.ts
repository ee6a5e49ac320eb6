import { describe, expect, it } from 'vitest';
import { AREA_MESSAGES, M } from './messages';

describe('message catalogue', () => {
  it('defines every key in one area only (a second definition would silently replace the first)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, messages] of Object.entries(AREA_MESSAGES)) {
      for (const key of Object.keys(messages)) {
        const first = seen.get(key);
        if (first) twice.push(`${key}: ${first}, ${area}`);
        seen.set(key, area);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(M).length).toBe(seen.size);
  });
});
