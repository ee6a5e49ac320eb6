import { fresh, type FakeHandlers } from '../../test/fakes';
import { arrangeStages } from '../../../shared/fire/stages';
import type { FireCase, FireInfo } from '../../../shared/fire/schemas';
import type { FireNode } from '../../../shared/fire/stages';

// The fire area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts): a case under
// investigation (火灾调查 current, 一般调查, no transfer), its nodes, a registration; every write
// accepted.

export const fireCase = (over: Partial<FireCase> = {}): FireCase => ({
  CXLB: '2',
  stages: arrangeStages([
    { JDBM: 'hzjj', ZT: '2', JDZS: 5, WCJDS: 5 },
    { JDBM: 'hzdj', ZT: '2', JDZS: 2, WCJDS: 2 },
    { JDBM: 'hzdc', ZT: '1', JDZS: 13, WCJDS: 7 },
  ]),
  current: 'hzdc',
  transfers: [],
  ...over,
});

export const node = (
  ID: string,
  JDMC: string,
  ZT: FireNode['ZT'],
  children: FireNode[] = [],
): FireNode => ({
  ID,
  JDMC,
  ZT,
  CLSJ: ZT === '0' ? null : '2024-06-01 21:46:00',
  CLR: ZT === '0' ? null : '张伟',
  BZ: null,
  children,
});

export const fireInfo = (over: Partial<FireInfo> = {}): FireInfo => ({
  ID: 'hz1',
  RWID: 'rw1',
  QHSJ: '2024-06-01 21:40:00',
  BJSJ: '2024-06-01 21:46:00',
  PMSJ: '2024-06-01 22:31:00',
  QHDW: '呼和浩特市新城区老绥远烧麦馆',
  QHDD: '呼和浩特市新城区中山东路126号老绥远烧麦馆后厨',
  HZLB: '1',
  GHMJ: '35',
  ZJCCSS: '86000',
  SWRS: '0',
  ZSRS: '0',
  QSRS: '0',
  HZDJ: '4',
  YYRDZT: '0',
  QHYY: null,
  DCRY: '张伟、李强',
  HZGK: '后厨液化石油气灶具附近起火，无人员伤亡。',
  CXLB: '2',
  UPD_USERNAME: '张伟',
  UPD_TIME: '2024-06-02 10:05:00',
  ...over,
});

export const fireFakes = (): FakeHandlers => ({
  'fire:case': () => fresh(fireCase()),
  'fire:nodes': () => fresh([]),
  'fire:info': () => fresh(null),
  'fire:saveInfo': () => ({ message: '保存成功' }),
  'fire:changeProcedure': () => ({ message: '程序类别变更成功' }),
  'fire:transfer': () => ({ message: '移送成功' }),
  'fire:withdrawTransfer': () => ({ message: '撤回成功' }),
});
