import { describe, expect, it } from 'vitest';
import { PROVINCE_NAMES, provinceName } from './regions';

describe('provinceName', () => {
  it('names the province of a province or division code (GB/T 2260)', () => {
    expect(provinceName('13')).toBe('河北省');
    expect(provinceName('15')).toBe('内蒙古自治区');
    expect(provinceName('620102')).toBe('甘肃省');
    expect(Object.keys(PROVINCE_NAMES)).toHaveLength(34);
  });

  it('answers null for a code that names no province', () => {
    expect(provinceName('99')).toBeNull();
    expect(provinceName('')).toBeNull();
    expect(provinceName(null)).toBeNull();
    expect(provinceName(undefined)).toBeNull();
  });
});
