import { describe, expect, it } from 'vitest';
import { missingForSend, sendRefusal, type SendFacts } from './send-prerequisites';

const facts = (over: Partial<SendFacts>): SendFacts => ({
  rwwsszid: '420',
  xdlx: '1',
  hasAttachment: false,
  values: {},
  noticeLinked: false,
  ...over,
});

describe('send prerequisites', () => {
  it('a notice issued directly needs its signed original; sent to approval it does not', () => {
    expect(missingForSend(facts({ rwwsszid: '404', xdlx: '2' }))).toEqual(['signedOriginal']);
    expect(missingForSend(facts({ rwwsszid: '404', xdlx: '2', hasAttachment: true }))).toEqual([]);
    expect(missingForSend(facts({ rwwsszid: '404', xdlx: '1' }))).toEqual([]);
    // Not a notice: the delivery receipt is the service area's proof, not a prerequisite here.
    expect(missingForSend(facts({ rwwsszid: '46', xdlx: '2' }))).toEqual([]);
  });

  it('the sampling record needs its photos, and the express number when samples are mailed', () => {
    expect(missingForSend(facts({ rwwsszid: '232', values: { FYFS: '1' } }))).toEqual([
      'sampleFiles',
    ]);
    expect(
      missingForSend(facts({ rwwsszid: '232', hasAttachment: true, values: { FYFS: '2' } })),
    ).toEqual(['expressNumber']);
    expect(
      missingForSend(
        facts({ rwwsszid: '232', hasAttachment: true, values: { FYFS: '2', KDDH: ' ' } }),
      ),
    ).toEqual(['expressNumber']);
    expect(
      missingForSend(
        facts({ rwwsszid: '232', hasAttachment: true, values: { FYFS: '2', KDDH: 'SF1234' } }),
      ),
    ).toEqual([]);
  });

  it('documents needing file links (411, 412, 726, 891-893) need a linked notice', () => {
    for (const t of ['411', '412', '726', '891', '892', '893']) {
      expect(missingForSend(facts({ rwwsszid: t }))).toEqual(['noticeLink']);
      expect(missingForSend(facts({ rwwsszid: t, noticeLinked: true }))).toEqual([]);
    }
  });

  it('names what is missing in one sentence', () => {
    expect(sendRefusal([])).toBeNull();
    expect(sendRefusal(['sampleFiles', 'expressNumber'])).toBe(
      '发送前请先完成：抽样现场照片或签字的抽样单（附件）、送检样品的快递单号',
    );
    expect(sendRefusal(['signedOriginal'])).toBe(
      '发送前请先完成：当事人签收的文书原件扫描件（附件）',
    );
    expect(sendRefusal(['noticeLink'])).toBe('发送前请先完成：挂接的责令限期改正通知书');
  });
});
