import { describe, expect, it } from 'vitest';
import { ok, refuse } from '../testing/fake-http';
import type { PenaltyService } from './penalty-service';
import { T, TASK, usePenaltyRig } from './testing';
import { describeWrites, type WriteCase } from '../testing/services';
import { GENERIC_API } from '../../../shared/generic/constants';
import {
  CHECK_APPLICATION_DWID,
  PENALTY_API,
  SEAL_LIFT_DWID,
} from '../../../shared/penalty/constants';

// The penalty writes against a scripted server: what each call sends, the server's own message or
// the spec's text, and the spec's refusals before anything is sent.

const CLOSE = { ...T, CRWZT: '1', SJJSRQ: '2024-06-01', JAMS: ' 罚款已缴纳，案件办结 ' };
const LIFT = { ...T, JCRQ: '2024-06-02', JCYY: '1', JCSM: ' 隐患已整改 ' };
const CHECK = {
  ...T,
  SQDW: ' 某商贸有限公司 ',
  SQR: '王五',
  LXDH: ' 0471-1234567 ',
  SQRQ: '2024-06-03',
  ZGQK: '疏散通道已清理',
};

describe('penalty service: writes', () => {
  const rig = usePenaltyRig();
  const answer = rig.answer;
  const sent = rig.sent;

  describe('writes answered by a message send the spec fields', () => {
    const cases: WriteCase<PenaltyService>[] = [
      {
        name: 'link',
        run: (s) => s.link({ runId: 'run1', lyrwid: 'rw1', cfrwid: 'cf9' }),
        path: PENALTY_API.link,
        form: { runId: 'run1', lyrwid: 'rw1', cfrwid: 'cf9' },
        fallback: '关联成功!',
      },
      {
        name: 'unlink',
        run: (s) => s.unlink({ runId: 'run1', cfrwid: 'cf9', lyrwid: 'rw1' }),
        path: PENALTY_API.unlink,
        form: { runId: 'run1', cfrwid: 'cf9', lyrwid: 'rw1' },
        fallback: '取消成功',
      },
      {
        name: 'close',
        run: (s) => s.close(CLOSE),
        path: PENALTY_API.close,
        form: { ...TASK, CRWZT: '1', SJJSRQ: '2024-06-01', JAMS: '罚款已缴纳，案件办结' },
        fallback: '操作成功!',
      },
      {
        name: 'quickToGeneral',
        run: (s) => s.quickToGeneral(T),
        path: PENALTY_API.quickToGeneral,
        form: TASK,
        fallback: '操作成功!',
      },
    ];

    describeWrites(cases, rig, '该行政处罚案件不存在或已办结');
  });

  describe('generic saves by dwId', () => {
    const saves: {
      name: string;
      run: (s: PenaltyService) => Promise<unknown>;
      dwId: number;
      data: Record<string, string>;
      message: string;
    }[] = [
      {
        name: 'liftSeal',
        run: (s) => s.liftSeal(LIFT),
        dwId: SEAL_LIFT_DWID,
        data: { RWID: 'rw1', JCRQ: '2024-06-02', JCYY: '1', JCSM: '隐患已整改' },
        message: '操作成功!',
      },
      {
        name: 'applyCheck',
        run: (s) => s.applyCheck(CHECK),
        dwId: CHECK_APPLICATION_DWID,
        data: {
          RWID: 'rw1',
          SQDW: '某商贸有限公司',
          SQR: '王五',
          LXDH: '0471-1234567',
          SQRQ: '2024-06-03',
          ZGQK: '疏散通道已清理',
        },
        message: '操作成功!',
      },
      {
        name: 'applyCheck without a phone',
        run: (s) => s.applyCheck({ ...CHECK, LXDH: '' }),
        dwId: CHECK_APPLICATION_DWID,
        data: {
          RWID: 'rw1',
          SQDW: '某商贸有限公司',
          SQR: '王五',
          LXDH: '',
          SQRQ: '2024-06-03',
          ZGQK: '疏散通道已清理',
        },
        message: '操作成功!',
      },
    ];

    it.each(saves)('$name: saves the record with its task, the spec text shown', async (c) => {
      answer({ [GENERIC_API.saveOrUpdate]: ok({ ID: 501 }) });
      await expect(c.run(rig.service)).resolves.toEqual({ message: c.message });
      const calls = sent();
      expect(calls).toHaveLength(1);
      expect(calls[0].path).toBe(GENERIC_API.saveOrUpdate);
      expect(calls[0].form).toMatchObject({ dwId: String(c.dwId), runId: 'run1' });
      expect(JSON.parse(calls[0].form.data)).toEqual(c.data);
    });

    it.each(saves)('$name: a refusal shows the server msg', async (c) => {
      answer({ [GENERIC_API.saveOrUpdate]: refuse('只有办理中的临时查封任务可以解除临时查封') });
      await expect(c.run(rig.service)).rejects.toMatchObject({
        kind: 'server',
        message: '只有办理中的临时查封任务可以解除临时查封',
      });
    });

    it.each(saves)('$name: an answer without the id is malformed, said in Chinese', async (c) => {
      answer({ [GENERIC_API.saveOrUpdate]: ok({ saved: true }) });
      await expect(c.run(rig.service)).rejects.toMatchObject({
        kind: 'server',
        message: '服务器返回的数据格式不正确',
      });
    });
  });

  describe('the spec refusals, before any call', () => {
    const refusals: [string, (s: PenaltyService) => Promise<unknown>][] = [
      ['请检查输入内容，内容不能为空', (s) => s.close({ ...CLOSE, CRWZT: '' })],
      ['请检查输入内容，内容不能为空', (s) => s.close({ ...CLOSE, SJJSRQ: '' })],
      ['请检查输入内容，内容不能为空', (s) => s.close({ ...CLOSE, JAMS: '  ' })],
      ['请选择解除日期', (s) => s.liftSeal({ ...LIFT, JCRQ: '' })],
      ['请选择解除原因', (s) => s.liftSeal({ ...LIFT, JCYY: '' })],
      ['解除原因的选项不正确', (s) => s.liftSeal({ ...LIFT, JCYY: '9' })],
      ['请填写情况说明', (s) => s.liftSeal({ ...LIFT, JCSM: ' ' })],
      ['请输入申请单位', (s) => s.applyCheck({ ...CHECK, SQDW: '' })],
      ['请输入申请人', (s) => s.applyCheck({ ...CHECK, SQR: ' ' })],
      ['请选择申请日期', (s) => s.applyCheck({ ...CHECK, SQRQ: '' })],
      ['请填写整改情况', (s) => s.applyCheck({ ...CHECK, ZGQK: '' })],
      ['请输入正确的联系电话', (s) => s.applyCheck({ ...CHECK, LXDH: '电话12' })],
      ['请输入正确的联系电话', (s) => s.applyCheck({ ...CHECK, LXDH: '123' })],
    ];

    it.each(refusals)('%s', async (message, run) => {
      answer({});
      await expect(run(rig.service)).rejects.toMatchObject({ kind: 'invalid', message });
      expect(rig.server.calls).toHaveLength(0);
    });
  });
});
