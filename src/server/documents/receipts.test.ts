import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { runIdOf, taskId } from '../tasks/seed/build';
import { signedInServer } from '../testing';
import { DOCUMENTS_API } from '../../shared/documents/constants';
import {
  receiptCheckSchema,
  receiptDeadlineSchema,
  saveResultSchema,
} from '../../shared/documents/schemas';

// base/isDelSdhz and base/getXqBySdhz over HTTP: a delivery receipt of a rectification notice
// gives its deadline, and cannot be deleted once a re-inspection of the run follows it.

const { post } = await signedInServer();

// Run 1: the penalty task 3 (61), then the re-inspection task 4 (45), the last of the run.
const PENALTY = taskId(3);
const REINSPECTION = taskId(4);
const RUN1 = runIdOf(1);

const NOTICE = {
  DWMC: '呼和浩特市新城区老绥远烧麦馆',
  DWDZ: '内蒙古自治区呼和浩特市新城区中山东路126号',
  FDDBR: '刘海',
  JCRQ: '2026-03-17',
  WFXW: '占用疏散通道',
  GZYQ: '立即清理',
  ZGQX: '2026-04-01',
  LKRQ: '2026-03-17',
};

/**
 * Saves a notice on the re-inspection task (the one with 检查文书) and a receipt naming it on
 * `RWID`; answers the receipt's FLWSID and the notice's WH.
 */
async function noticeAndReceipt(
  RWID: string,
  over: Partial<typeof NOTICE> = {},
): Promise<{ receipt: string; wh: string }> {
  const runId = RUN1;
  const notice = saveResultSchema.parse(
    (
      await post(PATHS.saveFlws, {
        runId,
        RWID: REINSPECTION,
        form: 'cpzlxqgztzs',
        rwwsszid: '404',
        data: JSON.stringify({ ...NOTICE, ...over }),
      })
    ).json.data,
  );
  const wh = notice.WH ?? '';
  const { json } = await post(PATHS.saveFlws, {
    runId,
    RWID,
    form: 'sdhz',
    rwwsszid: '46',
    data: JSON.stringify({
      WSMCWH: `责令限期改正通知书（${wh}）`,
      SSDR: '刘海',
      SDDD: '内蒙古自治区呼和浩特市新城区中山东路126号',
      SDFS: '1',
      SDSJ: '2026-03-18 10:00:00',
      SJR: '刘海',
      SDR: '张伟',
    }),
  });
  expect(json).toMatchObject({ success: true });
  return { receipt: saveResultSchema.parse(json.data).FLWSID, wh };
}

const check = async (runId: string, FLWSID: string) =>
  receiptCheckSchema.parse((await post(DOCUMENTS_API.isDelSdhz, { runId, FLWSID })).json.data);
const deadline = async (runId: string, FLWSID: string) =>
  receiptDeadlineSchema.parse((await post(DOCUMENTS_API.getXqBySdhz, { runId, FLWSID })).json.data);
const remove = (runId: string, FLWSID: string) =>
  post(PATHS.execInterface, { id: '32', runId, obj: JSON.stringify({ FLWSID }) });

describe('delivery receipts', () => {
  it('gives the delivered notice, the delivery date and the rectification deadline', async () => {
    const { receipt, wh } = await noticeAndReceipt(REINSPECTION);
    expect(await deadline(RUN1, receipt)).toEqual({
      WSMC: '责令限期改正通知书',
      WH: wh,
      SDRQ: '2026-03-18',
      XQRQ: '2026-04-01',
    });
  });

  it('gives no deadline that falls before the delivery', async () => {
    const { receipt } = await noticeAndReceipt(REINSPECTION, {
      JCRQ: '2026-03-05',
      ZGQX: '2026-03-10',
    });
    expect(await deadline(RUN1, receipt)).toMatchObject({ SDRQ: '2026-03-18', XQRQ: null });
  });

  it('lets a receipt no re-inspection follows be deleted', async () => {
    const { receipt } = await noticeAndReceipt(REINSPECTION);
    expect(await check(RUN1, receipt)).toEqual({ SFKSC: '1', YY: null });
    expect((await remove(RUN1, receipt)).json).toMatchObject({ msg: '删除文书成功!' });
  });

  it('refuses, in isDelSdhz and at the delete itself, a receipt a re-inspection follows', async () => {
    const { receipt, wh } = await noticeAndReceipt(PENALTY);
    const refusal = `该送达回证记录的责令限期改正通知书（${wh}）送达日期已用于计算改正期限，后续复查已据此开展，不可删除`;
    expect(await check(RUN1, receipt)).toEqual({ SFKSC: '0', YY: refusal });
    expect((await remove(RUN1, receipt)).json).toMatchObject({ success: false, msg: refusal });
    // Still there: the deadline still answers.
    expect(await deadline(RUN1, receipt)).toMatchObject({ WH: wh });
  });

  it('answers no deadline for other documents, and 文书未找到! for an unknown one', async () => {
    const notice = saveResultSchema.parse(
      (
        await post(PATHS.saveFlws, {
          runId: RUN1,
          RWID: REINSPECTION,
          form: 'cpzlxqgztzs',
          rwwsszid: '404',
          data: JSON.stringify(NOTICE),
        })
      ).json.data,
    );
    expect(await deadline(RUN1, notice.FLWSID)).toBeNull();
    expect(await check(RUN1, notice.FLWSID)).toEqual({ SFKSC: '1', YY: null });
    expect((await post(DOCUMENTS_API.isDelSdhz, { runId: RUN1, FLWSID: '1' })).json.msg).toBe(
      '文书未找到!',
    );
  });
});
