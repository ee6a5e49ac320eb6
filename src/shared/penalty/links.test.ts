import { describe, expect, it } from 'vitest';
import { idsOf, isLinkedTo, sourceFieldOf, withId } from './links';

describe('the source-task field by task class (spec 01 §9)', () => {
  it.each([
    ['19', 'LYCPRWID'],
    ['21', 'LYJSFWRWID'],
    ['37', 'LYJSFWRWID'],
    [' 37 ', 'LYJSFWRWID'],
    ['11', 'LYRWID'],
    [null, 'LYRWID'],
    ['', 'LYRWID'],
  ] as const)('class %s uses %s', (classId, field) => {
    expect(sourceFieldOf(classId)).toBe(field);
  });
});

describe('linked or not (spec 01 §4)', () => {
  const row = { LYRWID: 'a, b', LYCPRWID: 'c', LYJSFWRWID: null };

  it('offers 取消关联 only when the task is among the source ids of its field', () => {
    expect(isLinkedTo(row, 'LYRWID', 'b')).toBe(true);
    expect(isLinkedTo(row, 'LYRWID', 'c')).toBe(false);
    expect(isLinkedTo(row, 'LYCPRWID', 'c')).toBe(true);
    expect(isLinkedTo(row, 'LYJSFWRWID', 'a')).toBe(false);
  });

  it('keeps comma lists without duplicates or empty parts', () => {
    expect(idsOf(' a,,b ,')).toEqual(['a', 'b']);
    expect(withId('a,b', 'b', true)).toBe('a,b');
    expect(withId('a', 'c', true)).toBe('a,c');
    expect(withId('a,c', 'a', false)).toBe('c');
    expect(withId(null, 'a', true)).toBe('a');
    expect(withId('a', 'a', false)).toBe('');
  });
});
