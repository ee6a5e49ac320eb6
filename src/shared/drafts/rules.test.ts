import { describe, expect, it } from 'vitest';
import { draftBaseOf, draftBytes, draftKey, valuesFingerprint } from './rules';

describe('draft rules', () => {
  it('key a saved document by FLWSID and a new one by its place in the task', () => {
    expect(draftKey({ FLWSID: 'ws1', form: 'xfjdjcjl', RWID: 'rw1', rwwsszid: '420' })).toBe('ws1');
    expect(draftKey({ FLWSID: '', form: 'xfjdjcjl', RWID: 'rw1', rwwsszid: '420' })).toBe(
      'new:xfjdjcjl:rw1:420',
    );
    expect(draftKey({ FLWSID: null, form: 'zlxqgz', RWID: 'rw2', rwwsszid: '7' })).toBe(
      'new:zlxqgz:rw2:7',
    );
  });

  it('fingerprint the same values alike whatever their order or blanks, and tell a change apart', () => {
    const a = valuesFingerprint({ JCDD: '南京某商场', JCJG: '1' });
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(valuesFingerprint({ JCJG: '1', JCDD: '南京某商场', JCQK: '' })).toBe(a);
    expect(valuesFingerprint({ JCDD: '南京某商场', JCJG: '2' })).not.toBe(a);
    expect(valuesFingerprint({ JCDD: '南京某商场 ', JCJG: '1' })).not.toBe(a);
    // A value moved to another field is a change.
    expect(valuesFingerprint({ A: 'x', B: '' })).not.toBe(valuesFingerprint({ A: '', B: 'x' }));
  });

  it('give a new document no base and measure values in UTF-8 bytes', () => {
    expect(draftBaseOf(null)).toBeNull();
    expect(draftBaseOf({ values: { A: 'x' } })).toBe(valuesFingerprint({ A: 'x' }));
    expect(draftBytes({ A: '字' })).toBe(JSON.stringify({ A: '' }).length + 3);
    // é is two bytes, an emoji (a surrogate pair) four.
    expect(draftBytes({ A: 'é😀' })).toBe(JSON.stringify({ A: '' }).length + 6);
  });
});
