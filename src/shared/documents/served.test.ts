import { describe, expect, it } from 'vitest';
import { documentKind, isServedDocument } from './served';

// Every document type of the reference server's catalogue (src/server/documents/seed/catalog.ts)
// and the custom titles its seed tasks give documents, with whether it is served on a party.
const CATALOGUE: ReadonlyArray<[string, boolean]> = [
  ['消防监督检查记录', false],
  ['消防监督检查记录（日常监督检查）', false],
  ['消防监督检查记录（双随机抽查）', false],
  ['消防监督检查记录（复查）', false],
  ['责令限期改正通知书', true],
  ['复查申请登记', false],
  ['公众聚集场所投入使用、营业前消防安全检查意见书', true],
  ['立案审批表', false],
  ['立案登记表', false],
  ['询问笔录', false],
  ['口头告知书（单位）', true],
  ['口头告知书（个人）', true],
  ['行政处罚决定书', true],
  ['行政处罚决定书（个人）', true],
  ['当场行政处罚决定书', true],
  ['不予行政处罚决定书', true],
  ['超期行政处罚延期审批表', false],
  ['超期行政处罚审批表', false],
  ['案件中止计时审批表', false],
  ['任务作废审批表', false],
  ['终止案件调查决定书', true],
  ['移送案件通知书', true],
  ['案件移送通知书', true],
  ['临时查封决定书', true],
  ['临时查封现场笔录', false],
  ['催告书', true],
  ['催告书（停产停业）', true],
  ['催告书（其他）', true],
  ['送达回证', false],
  ['电子送达地址确认书', false],
  ['消防产品监督检查记录', false],
  ['消防产品质量监督抽查抽样单', false],
  ['消防产品检验报告', false],
  ['消防产品检验报告（委托复检）', false],
  ['火灾现场勘验笔录', false],
  ['火灾事故调查认定延期审批表', false],
  ['火灾事故认定书', true],
  ['火灾重新认定受理登记表', false],
  ['火灾事故重新认定书', true],
  ['接受刑事案件登记表', false],
  ['其他材料', false],
  ['卷内备考表', false],
  ['听证告知书', true],
  ['听证通知书', true],
  ['听证笔录', false],
  ['听证报告书', false],
  ['证据先行登记保存决定书', true],
];

const SEED_TITLES: ReadonlyArray<[string, boolean]> = [
  ['询问笔录（赵建国）', false],
  ['询问笔录（后厨员工刘某某）', false],
  ['责令限期改正通知书（重复录入）', true],
  ['举报投诉材料', false],
  ['当事人主体资格材料', false],
  ['大型活动消防安全工作方案', false],
  ['现场检查照片', false],
  ['约谈记录', false],
];

describe('isServedDocument', () => {
  it.each(CATALOGUE)('catalogue: %s → %s', (name, served) => {
    expect(isServedDocument(name)).toBe(served);
  });

  it.each(SEED_TITLES)('seed title: %s → %s', (name, served) => {
    expect(isServedDocument(name)).toBe(served);
  });

  it('serves nothing without a name, and nothing of an unknown kind', () => {
    expect(isServedDocument(null)).toBe(false);
    expect(isServedDocument('')).toBe(false);
    expect(isServedDocument('现场示意图')).toBe(false);
  });

  it('reads the kind from the name without its bracketed remarks', () => {
    expect(documentKind('询问笔录（赵建国）')).toBe('询问笔录');
    expect(documentKind('催告书（停产停业）（重复录入）')).toBe('催告书');
    expect(documentKind(' 行政处罚决定书(个人) ')).toBe('行政处罚决定书');
    // A remark in the middle is part of the name; only trailing ones are dropped.
    expect(documentKind('口头告知书（单位）副本')).toBe('口头告知书（单位）副本');
  });
});
