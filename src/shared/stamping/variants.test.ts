import { describe, expect, it } from 'vitest';
import { STAMP_VARIANTS, provinceOf, stampVariantFor } from './variants';
import type { StampRow } from './schemas';

const row = (over: Partial<StampRow>): StampRow => ({
  id: '1',
  xmbh: null,
  wh: null,
  ifSign: '0',
  ifSignMsg: null,
  ifAgainSign: null,
  path: null,
  md5: null,
  wsmc: null,
  ...over,
});

describe('sealing variants by province', () => {
  it('chooses by the first two digits of the regional unit code', () => {
    expect(provinceOf('620102')).toBe('62');
    expect(provinceOf(' 15 ')).toBe('15');
    expect(provinceOf('')).toBeNull();
    expect(provinceOf(null)).toBeNull();
    expect(stampVariantFor('62')).toEqual({ variant: STAMP_VARIANTS.gs, own: true });
    expect(stampVariantFor('150102')).toEqual({ variant: STAMP_VARIANTS.nmg, own: true });
    expect(stampVariantFor('13')).toEqual({ variant: STAMP_VARIANTS.nmg, own: false });
    expect(stampVariantFor(undefined).own).toBe(false);
    expect(STAMP_VARIANTS.gs).toMatchObject({
      provinceCode: '62',
      listPath: '/api/blade-xfjd/guangxi/getSignWs',
      sealPath: '/api/blade-xfjd/guangxi/sealByKeyWordGs',
      category: 'cxqz',
    });
    expect(STAMP_VARIANTS.nmg).toMatchObject({ provinceCode: '15', category: 'cxqz' });
  });

  it('spec 01: seal when ifAgainSign is 1, preview when ifSign is 1, never download', () => {
    const v = STAMP_VARIANTS.gs;
    expect(v.canSeal(row({ ifAgainSign: '1', ifSign: '1' }))).toBe(true);
    expect(v.canSeal(row({ ifAgainSign: '0', ifSign: '0' }))).toBe(false);
    expect(v.canPreview(row({ ifSign: '1' }))).toBe(true);
    expect(v.canPreview(row({ ifSign: '0' }))).toBe(false);
    expect(v.canDownload(row({ ifSign: '1', path: '/f' }))).toBe(false);
  });

  it('spec 02: ifSign 0 allows stamping, 1 download and preview', () => {
    const v = STAMP_VARIANTS.nmg;
    expect(v.canSeal(row({ ifSign: '0' }))).toBe(true);
    expect(v.canSeal(row({ ifSign: '1', ifAgainSign: '1' }))).toBe(false);
    expect(v.canDownload(row({ ifSign: '1' }))).toBe(true);
    expect(v.canPreview(row({ ifSign: '1' }))).toBe(true);
  });
});
