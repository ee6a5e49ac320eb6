import { describe, expect, it } from 'vitest';
import { MANNER, type Manner } from './constants';
import { missingPhrase, missingProof, type ProofFacts } from './proof';
import { factsOf, undeliveredTag } from './records';
import { serviceRecordSchema } from './schemas';

// The proof each manner of delivery needs, with the exact texts the officer and the server read.

const none = (manner: Manner | null): ProofFacts => ({
  manner,
  receipt: false,
  photo: false,
  video: false,
  consent: false,
  arrivedAt: null,
  notice: false,
  noticeStart: null,
  expressNo: null,
  returnReceipt: false,
  commission: false,
});

describe('missingProof', () => {
  it('asks each manner for its own proof, in the law’s words', () => {
    expect(missingProof(none(MANNER.direct))).toEqual(['送达回证']);
    expect(missingProof(none(MANNER.leftAtPremises))).toEqual(['留置送达照片或执法记录仪视频']);
    expect(missingProof(none(MANNER.post))).toEqual(['邮寄单号', '邮件回执']);
    expect(missingProof(none(MANNER.entrusted))).toEqual(['送达回证', '委托送达函']);
    expect(missingProof(none(MANNER.electronic))).toEqual(['电子送达地址确认书', '到达时间']);
    expect(missingProof(none(MANNER.publicNotice))).toEqual(['公告', '公告起始日期']);
    expect(missingProof(none(null))).toEqual(['送达方式']);
  });

  it('is satisfied by the proof of the manner only', () => {
    expect(missingProof({ ...none(MANNER.direct), receipt: true })).toEqual([]);
    // A photo proves nothing for a direct delivery.
    expect(missingProof({ ...none(MANNER.direct), photo: true })).toEqual(['送达回证']);
    expect(missingProof({ ...none(MANNER.leftAtPremises), photo: true })).toEqual([]);
    expect(missingProof({ ...none(MANNER.leftAtPremises), video: true })).toEqual([]);
    expect(missingProof({ ...none(MANNER.post), expressNo: ' ', returnReceipt: true })).toEqual([
      '邮寄单号',
    ]);
    expect(
      missingProof({ ...none(MANNER.post), expressNo: 'SF1234567890', returnReceipt: true }),
    ).toEqual([]);
    expect(missingProof({ ...none(MANNER.entrusted), receipt: true })).toEqual(['委托送达函']);
    expect(missingProof({ ...none(MANNER.electronic), consent: true })).toEqual(['到达时间']);
    expect(missingProof({ ...none(MANNER.electronic), arrivedAt: '2026-11-20 10:00:00' })).toEqual([
      '电子送达地址确认书',
    ]);
    expect(
      missingProof({ ...none(MANNER.publicNotice), notice: true, noticeStart: '2026-11-01' }),
    ).toEqual([]);
  });

  it('says what is missing as one phrase', () => {
    expect(missingPhrase(['送达回证'])).toBe('缺送达回证');
    expect(missingPhrase(['邮寄单号', '邮件回执'])).toBe('缺邮寄单号、邮件回执');
  });
});

const row = (over: Record<string, unknown>) =>
  serviceRecordSchema.parse({
    ID: '1',
    RWID: 'rw1',
    flwssyid: 'doc1',
    flwsid: 'fl1',
    SDWSMCWH: '责令限期改正通知书',
    WH: null,
    SDDATE: '2026-11-20 10:00:00',
    SDPLACE: null,
    SDFS: '1',
    SDRDWQM: null,
    SSDRXM: null,
    XZTIME: null,
    REMARK: null,
    ...over,
  });

describe('reading a service record', () => {
  it('reads its facts; an electronic record without SDXS is 电子送达', () => {
    expect(factsOf(row({ SDXS: '1', HZFJ: '2' }))).toMatchObject({ manner: '1', receipt: true });
    expect(factsOf(row({ SDFS: 2, DZSDQRS: '1' }))).toMatchObject({
      manner: '5',
      consent: true,
    });
    // A server that sends only the spec's columns: no proof at all.
    expect(factsOf(row({}))).toEqual(none(null));
  });

  it('tags an undelivered document from its latest record', () => {
    const records = [
      row({ ID: '1', SDXS: '1', SDDATE: '2026-11-01 09:00:00' }),
      row({ ID: '2', SDXS: '3', KDDH: 'SF1', SDDATE: '2026-11-05 09:00:00' }),
      row({ ID: '3', flwsid: 'other', SDXS: '1', HZFJ: 1 }),
    ];
    expect(undeliveredTag(records, { FLWSID: 'fl1' })).toBe('未送达：缺邮件回执');
    expect(undeliveredTag(records, { FLWSID: 'other' })).toBe('未送达：待确认送达');
    expect(undeliveredTag(records, { FLWSID: 'none' })).toBeNull();
    // Found by the index id too; a delivered record tags nothing.
    expect(undeliveredTag([row({ flwsid: null, SDXS: '1' })], { FLWSID: 'x', ID: 'doc1' })).toBe(
      '未送达：缺送达回证',
    );
    expect(undeliveredTag([row({ SDXS: '1', SFSD: '2' })], { FLWSID: 'fl1' })).toBeNull();
  });
});
