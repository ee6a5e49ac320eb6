import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { USERS } from '../session/seed';
import { runIdOf, taskId } from '../tasks/seed/build';
import { signedInServer, treeRows } from '../testing';
import { formDefinitionSchema } from '../../shared/documents/schemas';

// saveFlws refuses what the shared field kinds refuse (src/shared/forms/formats.ts), with the same
// message the document page shows at the field and main answers before calling the server, and
// writes nothing: the 询问笔录 of the 鼎盛 penalty case (task 3, run 1) and its decision.

const { server, demo, post } = await signedInServer();
const PENALTY = taskId(3);
const RUN1 = runIdOf(1);
const [ZHANG] = USERS;

const RECORD = {
  KSSJ: '2026-03-20 10:00:00',
  JSSJ: '2026-03-20 11:20:00',
  XWDD: '呼和浩特市新城区消防救援大队询问室',
  XWRID: ZHANG.id,
  JLR: '李强',
  BXWR: '赵建国',
  XB: '1',
  SFZH: '150102198203150314',
  BXWRDH: '13847100316',
  ZZ: '内蒙古自治区呼和浩特市新城区锡林郭勒北路17号',
  XWNR: '问：听清楚了吗？\n答：听清楚了。',
};
const DECISION = {
  CFDXLX: '2',
  DWMC: '呼和浩特市鼎盛购物中心有限公司',
  DWDZ: '内蒙古自治区呼和浩特市新城区新华大街88号',
  TYSHXYDM: '91150102MA0N3K8X2Y',
  FDDBR: '赵建国',
  WFSS: '占用疏散通道',
  ZJ: '检查记录、现场照片',
  CFYJ: '《中华人民共和国消防法》第六十条',
  CFJD: '罚款伍仟元',
  FKJE: '5000',
  LXFS: '十五日内缴纳',
  JJTJ: '六十日内申请行政复议',
  LKRQ: '2026-03-20',
};

const save = (form: string, rwwsszid: string, values: Record<string, string>) =>
  post(PATHS.saveFlws, {
    runId: RUN1,
    RWID: PENALTY,
    form,
    rwwsszid,
    data: JSON.stringify(values),
  });
const rowCount = async (): Promise<number> =>
  (await treeRows(server.url, demo, PENALTY, RUN1)).length;

describe('the field kinds in saveFlws', () => {
  it('declares the kinds in the form definition the client reads', async () => {
    const def = formDefinitionSchema.parse(
      (await post(PATHS.formDefinition, { form: 'xwbl' })).json.data,
    );
    const field = (name: string) => def.fields.find((f) => f.name === name);
    expect(field('SFZH')?.format).toBe('idNumber');
    expect(field('BXWRDH')?.format).toBe('phone');
    expect(field('JSSJ')?.rangeStart).toBe('KSSJ');
  });

  it('refuses the 询问笔录’s wrong ID check digit, 7-digit phone and end before start', async () => {
    const before = await rowCount();
    const cases: Array<[Record<string, string>, string]> = [
      [{ SFZH: '150102198203150315' }, '身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字'],
      [
        { BXWRDH: '6923188' },
        '联系电话格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）',
      ],
      [{ JSSJ: '2026-03-20 09:00:00' }, '询问结束时间不能早于询问开始时间'],
    ];
    for (const [over, msg] of cases)
      expect((await save('xwbl', '9002', { ...RECORD, ...over })).json).toMatchObject({
        success: false,
        msg,
      });
    expect(await rowCount()).toBe(before);
    expect((await save('xwbl', '9002', RECORD)).json).toMatchObject({
      success: true,
      msg: '保存成功!',
    });
    expect(await rowCount()).toBe(before + 1);
  });

  it('refuses a decision’s bad credit code and negative or non-numeric fine', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ TYSHXYDM: '91150102MA0N3K8X2B' }, '统一社会信用代码校验位不正确，请核对'],
      [{ FKJE: '-5000' }, '罚款金额（元）不能为负数'],
      [{ FKJE: '五千' }, '罚款金额（元）必须是数字'],
      [{ FKJE: '5000.123' }, '罚款金额（元）最多保留两位小数（精确到分）'],
    ];
    for (const [over, msg] of cases)
      expect((await save('cfjdsdw', '9007', { ...DECISION, ...over })).json).toMatchObject({
        success: false,
        msg,
      });
  });

  it('refuses an inverted date range (查封截止日期 before 查封起始日期)', async () => {
    const def = formDefinitionSchema.parse(
      (await post(PATHS.formDefinition, { form: 'jtyajllscf' })).json.data,
    );
    expect(def.fields.find((f) => f.name === 'CFJZRQ')?.rangeStart).toBe('CFQSRQ');
    const { json } = await save('jtyajllscf', '88', {
      DWMC: '呼和浩特市鼎盛购物中心有限公司',
      DWDZ: '内蒙古自治区呼和浩特市新城区新华大街88号',
      CFLY: '疏散通道堵塞，严重威胁公共安全',
      CFFW: '二层至四层',
      CFQSRQ: '2026-03-20',
      CFJZRQ: '2026-03-19',
      JJTJ: '六十日内申请行政复议',
      LKRQ: '2026-03-20',
    });
    expect(json).toMatchObject({ success: false, msg: '查封截止日期不能早于查封起始日期' });
  });
});
