import { describe, expect, it } from 'vitest';
import { dictionarySchema } from '../dict/schemas';
import { genericPageSchema } from '../generic/schemas';
import { opLogRowSchema, treeRowSchema } from '../detail/schemas';
import { tokenResponseSchema, userInfoSchema } from '../session/schemas';
import { envelopeOk, envelopeSchema } from './schemas';
describe('server schemas', () => {
  it('normalise tree rows: codes to strings, buttons from JSON text, nested children', () => {
    const row = treeRowSchema.parse({
      UUID: 1,
      TREE_LEVEL: '1',
      TITLE: '消防监督检查',
      STATUS: 3,
      SFFJ: '1',
      IS_CURRENT: 1,
      RW_ISDELETED: null,
      XGCZ_BUTTONS: '[{"BUTTON_NAME":"编辑","BUTTON_TYPE":"edit"}]',
      children: [{ UUID: 'c', TREE_LEVEL: 2, TITLE: '检查文书', children: null }],
    });
    expect(row.UUID).toBe('1');
    expect(row.TREE_LEVEL).toBe(1);
    expect(row.STATUS).toBe('3');
    expect(row.IS_CURRENT).toBe('1');
    expect(row.RW_ISDELETED).toBeNull();
    expect(row.WH).toBeNull();
    expect(row.XGCZ_BUTTONS).toEqual([{ BUTTON_NAME: '编辑', BUTTON_TYPE: 'edit' }]);
    expect(row.JBCZ_BUTTONS).toEqual([]);
    expect(row.children[0].children).toEqual([]);
  });

  it('reject a tree row without a title', () => {
    expect(treeRowSchema.safeParse({ UUID: 1, TREE_LEVEL: 1 }).success).toBe(false);
  });

  it('accept a dictionary as a list or wrapped once more', () => {
    const items = [{ dictKey: 1, dictValue: '草稿', remark: 'subtle' }];
    expect(dictionarySchema.parse(items)).toEqual([
      { dictKey: '1', dictValue: '草稿', remark: 'subtle' },
    ]);
    expect(dictionarySchema.parse({ data: items })).toEqual([
      { dictKey: '1', dictValue: '草稿', remark: 'subtle' },
    ]);
  });

  it('read the generic page at data.data', () => {
    const page = genericPageSchema(opLogRowSchema).parse({
      data: {
        records: [
          {
            ID: 5,
            CRT_TIME: '2026-11-01 09:00:00',
            CRT_USERNAME: '张伟',
            CRT_IP: null,
            OP_CONTENT: '查看任务详情',
          },
        ],
        total: '1',
      },
    });
    expect(page.total).toBe(1);
    expect(page.records[0].ID).toBe('5');
  });

  it('parse the OAuth token answer and user info', () => {
    const t = tokenResponseSchema.parse({
      access_token: 'a',
      token_type: 'bearer',
      refresh_token: 'r',
      expires_in: 7200,
      user_id: 1,
      account: 'demo',
      real_name: '张伟',
      tenant_id: '000000',
    });
    expect(t.user_id).toBe('1');
    const u = userInfoSchema.parse({
      user_id: 1,
      account: 'demo',
      real_name: '张伟',
      company_id: 1501,
      company_name: '新城区大队',
      region_code: 15,
    });
    expect(u).toMatchObject({ company_id: '1501', region_code: '15', permissions: [] });
  });

  it('read the envelope of blade-tool, of the gateway (no success) and with a string code', () => {
    const r = envelopeSchema.parse({ code: 200, success: true, data: [1], msg: '操作成功' });
    expect(envelopeOk(r)).toBe(true);
    const gateway = envelopeSchema.parse({ code: 401, msg: '缺失令牌,鉴权失败', data: null });
    expect(gateway.code).toBe(401);
    expect(gateway.success).toBeUndefined();
    expect(envelopeOk(gateway)).toBe(false);
    expect(envelopeOk(envelopeSchema.parse({ code: 200, data: {} }))).toBe(true);
    expect(envelopeOk(envelopeSchema.parse({ code: 200, success: false, msg: '失败' }))).toBe(
      false,
    );
    expect(envelopeSchema.parse({ code: '401', msg: '请求未授权' }).code).toBe(401);
    expect(envelopeSchema.safeParse({ success: true, data: [] }).success).toBe(false);
    expect(envelopeSchema.safeParse({ code: 'x', success: true }).success).toBe(false);
    expect(envelopeSchema.safeParse('<html></html>').success).toBe(false);
  });
});
