import type { ServerDb } from '../db/open';
import { UNIT_EXTRA } from './seed-extra';
import { units } from './tables';

// The social units of the demo tasks, in the three brigades of the demo officers (session/seed.ts).

export type UnitSeed = {
  id: string;
  name: string;
  address: string;
  creditCode: string;
  legalPerson: string;
  phone: string;
  safetyManager: string;
  category: '1' | '2';
  nature: string;
  brigadeId: string;
};

const XC = '1501020000';
const CA = '1301020000';
const KQ = '1502030000';

export const UNITS: readonly UnitSeed[] = [
  {
    id: '150102000101',
    name: '呼和浩特市鼎盛购物中心有限公司',
    address: '内蒙古自治区呼和浩特市新城区新华大街88号',
    creditCode: '91150102MA0N3K8X2Y',
    legalPerson: '赵建国',
    phone: '0471-6923188',
    safetyManager: '孙丽娟',
    category: '1',
    nature: '商场市场',
    brigadeId: XC,
  },
  {
    id: '150102000102',
    name: '呼和浩特市新城区老绥远烧麦馆',
    address: '内蒙古自治区呼和浩特市新城区中山东路126号',
    creditCode: '92150102MA0P1R7Q4M',
    legalPerson: '刘海',
    phone: '13904718826',
    safetyManager: '刘海',
    category: '2',
    nature: '餐饮场所',
    brigadeId: XC,
  },
  {
    id: '150102000103',
    name: '呼和浩特市青城宾馆有限责任公司',
    address: '内蒙古自治区呼和浩特市新城区锡林郭勒北路56号',
    creditCode: '91150102MA0Q7H2E5C',
    legalPerson: '郭晓梅',
    phone: '0471-6517720',
    safetyManager: '田志强',
    category: '2',
    nature: '宾馆饭店',
    brigadeId: XC,
  },
  {
    id: '150102000104',
    name: '内蒙古塞北国际会展中心有限公司',
    address: '内蒙古自治区呼和浩特市新城区成吉思汗大街21号',
    creditCode: '91150102MA13T6YB0C',
    legalPerson: '高振宇',
    phone: '0471-3390616',
    safetyManager: '包玉华',
    category: '1',
    nature: '会展场馆',
    brigadeId: XC,
  },
  {
    id: '150102000105',
    name: '呼和浩特市新城区欣悦KTV娱乐会所',
    address: '内蒙古自治区呼和浩特市新城区兴安北路169号二层',
    creditCode: '92150102MA0R4W3N8B',
    legalPerson: '韩冬',
    phone: '15847102235',
    safetyManager: '韩冬',
    category: '2',
    nature: '歌舞娱乐场所',
    brigadeId: XC,
  },
  {
    id: '150102000106',
    name: '内蒙古北辰消防器材有限公司',
    address: '内蒙古自治区呼和浩特市新城区东风路19号',
    creditCode: '91150102MA0L9D6U1C',
    legalPerson: '白雪峰',
    phone: '0471-4628015',
    safetyManager: '白雪峰',
    category: '2',
    nature: '消防产品销售',
    brigadeId: XC,
  },
  {
    id: '150102000107',
    name: '呼和浩特市新城区育才小学',
    address: '内蒙古自治区呼和浩特市新城区海拉尔东路33号',
    creditCode: '12150102460012345T',
    legalPerson: '乌云其其格',
    phone: '0471-6291043',
    safetyManager: '张春燕',
    category: '1',
    nature: '学校',
    brigadeId: XC,
  },
  {
    id: '130102000201',
    name: '石家庄市长安区恒信商务酒店有限公司',
    address: '河北省石家庄市长安区中山东路398号',
    creditCode: '91130102MA0D2K7P3Y',
    legalPerson: '马文涛',
    phone: '0311-85061722',
    safetyManager: '邢丽',
    category: '2',
    nature: '宾馆饭店',
    brigadeId: CA,
  },
  {
    id: '130102000202',
    name: '石家庄市长安区东方家居建材市场有限公司',
    address: '河北省石家庄市长安区建华北大街127号',
    creditCode: '91130102MA0E8R1T6M',
    legalPerson: '郑宏伟',
    phone: '0311-86950318',
    safetyManager: '贾建平',
    category: '1',
    nature: '商场市场',
    brigadeId: CA,
  },
  {
    id: '150203000301',
    name: '包头市钢城商贸大厦有限责任公司',
    address: '内蒙古自治区包头市昆都仑区钢铁大街56号',
    creditCode: '91150203MA0M8B4Q6D',
    legalPerson: '杨志勇',
    phone: '0472-2157706',
    safetyManager: '苏日娜',
    category: '1',
    nature: '商场市场',
    brigadeId: KQ,
  },
  {
    id: '150203000302',
    name: '包头市昆都仑区鑫达汽车修理厂',
    address: '内蒙古自治区包头市昆都仑区阿尔丁大街东段12号',
    creditCode: '92150203MA0K5F2H9H',
    legalPerson: '何建平',
    phone: '13804725519',
    safetyManager: '何建平',
    category: '2',
    nature: '汽车维修',
    brigadeId: KQ,
  },
];

/** The social units, with their further facts (seed-extra.ts) as the EXTRA JSON. */
export function seedUnits(db: ServerDb): void {
  db.insert(units)
    .values(
      UNITS.map((u) => ({
        ...u,
        safetyOwner: u.legalPerson,
        extra: UNIT_EXTRA[u.id] ? JSON.stringify(UNIT_EXTRA[u.id]) : null,
      })),
    )
    .run();
}
