// Demo accounts (tenant 000000), password in brackets:
//   demo   (demo123456)   张伟    呼和浩特市新城区消防救援大队  region 15, permission 933001001
//   lisi   (lisi123456)   李思远  石家庄市长安区消防救援大队    region 13 (always sees the execution-video button)
//   wangwu (wangwu123456) 王晓东  包头市昆都仑区消防救援大队    region 15, permission 933001001
// Passwords are stored as MD5 hex, which is also what the client sends (BladeX front-end convention).

export type BrigadeSeed = {
  id: string;
  name: string;
  abbr: string;
  regionCode: string;
  leader: string;
  coOfficer: string;
  ipPrefix: string;
  /** Legal reviewer (法制审核) of the brigade's documents. */
  legalOfficer: string;
  address: string;
  phone: string;
};
export type UserSeed = {
  id: string;
  account: string;
  password: string;
  realName: string;
  brigadeId: string;
  deptId: string;
  policeNumber: string;
  permissions: string[];
};
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

export const BRIGADES: readonly BrigadeSeed[] = [
  { id: '1501020000', name: '呼和浩特市新城区消防救援大队', abbr: '新城', regionCode: '15', leader: '王建军', coOfficer: '李强', ipPrefix: '10.15.32', legalOfficer: '周敏', address: '呼和浩特市新城区海东路9号', phone: '0471-6292119' },
  { id: '1301020000', name: '石家庄市长安区消防救援大队', abbr: '长安', regionCode: '13', leader: '陈志刚', coOfficer: '赵磊', ipPrefix: '10.13.8', legalOfficer: '吴涛', address: '石家庄市长安区广安大街36号', phone: '0311-86012119' },
  { id: '1502030000', name: '包头市昆都仑区消防救援大队', abbr: '昆区', regionCode: '15', leader: '韩立新', coOfficer: '刘洋', ipPrefix: '10.15.61', legalOfficer: '郑慧', address: '包头市昆都仑区钢铁大街112号', phone: '0472-2133119' },
];

export const USERS: readonly UserSeed[] = [
  {
    id: '1123598821738675201',
    account: 'demo',
    password: 'demo123456',
    realName: '张伟',
    brigadeId: '1501020000',
    deptId: '1501020010',
    policeNumber: '1502117',
    permissions: ['933001001'],
  },
  {
    id: '1123598821738675202',
    account: 'lisi',
    password: 'lisi123456',
    realName: '李思远',
    brigadeId: '1301020000',
    deptId: '1301020010',
    policeNumber: '1306032',
    permissions: [],
  },
  {
    id: '1123598821738675203',
    account: 'wangwu',
    password: 'wangwu123456',
    realName: '王晓东',
    brigadeId: '1502030000',
    deptId: '1502030010',
    policeNumber: '1504089',
    permissions: ['933001001'],
  },
];

const XC = '1501020000';
const CA = '1301020000';
const KQ = '1502030000';

export const UNITS: readonly UnitSeed[] = [
  { id: '150102000101', name: '呼和浩特市鼎盛购物中心有限公司', address: '内蒙古自治区呼和浩特市新城区新华大街88号', creditCode: '91150102MA0N3K8X2B', legalPerson: '赵建国', phone: '0471-6923188', safetyManager: '孙丽娟', category: '1', nature: '商场市场', brigadeId: XC },
  { id: '150102000102', name: '呼和浩特市新城区老绥远烧麦馆', address: '内蒙古自治区呼和浩特市新城区中山东路126号', creditCode: '92150102MA0P1R7Q4L', legalPerson: '刘海', phone: '13904718826', safetyManager: '刘海', category: '2', nature: '餐饮场所', brigadeId: XC },
  { id: '150102000103', name: '呼和浩特市青城宾馆有限责任公司', address: '内蒙古自治区呼和浩特市新城区锡林郭勒北路56号', creditCode: '91150102MA0Q7H2E5T', legalPerson: '郭晓梅', phone: '0471-6517720', safetyManager: '田志强', category: '2', nature: '宾馆饭店', brigadeId: XC },
  { id: '150102000104', name: '内蒙古塞北国际会展中心有限公司', address: '内蒙古自治区呼和浩特市新城区成吉思汗大街21号', creditCode: '91150102MA13T6YB0F', legalPerson: '高振宇', phone: '0471-3390616', safetyManager: '包玉华', category: '1', nature: '会展场馆', brigadeId: XC },
  { id: '150102000105', name: '呼和浩特市新城区欣悦KTV娱乐会所', address: '内蒙古自治区呼和浩特市新城区兴安北路169号二层', creditCode: '92150102MA0R4W3N8K', legalPerson: '韩冬', phone: '15847102235', safetyManager: '韩冬', category: '2', nature: '歌舞娱乐场所', brigadeId: XC },
  { id: '150102000106', name: '内蒙古北辰消防器材有限公司', address: '内蒙古自治区呼和浩特市新城区东风路19号', creditCode: '91150102MA0L9D6U1C', legalPerson: '白雪峰', phone: '0471-4628015', safetyManager: '白雪峰', category: '2', nature: '消防产品销售', brigadeId: XC },
  { id: '150102000107', name: '呼和浩特市新城区育才小学', address: '内蒙古自治区呼和浩特市新城区海拉尔东路33号', creditCode: '12150102460012345X', legalPerson: '乌云其其格', phone: '0471-6291043', safetyManager: '张春燕', category: '1', nature: '学校', brigadeId: XC },
  { id: '130102000201', name: '石家庄市长安区恒信商务酒店有限公司', address: '河北省石家庄市长安区中山东路398号', creditCode: '91130102MA0D2K7P3R', legalPerson: '马文涛', phone: '0311-85061722', safetyManager: '邢丽', category: '2', nature: '宾馆饭店', brigadeId: CA },
  { id: '130102000202', name: '石家庄市长安区东方家居建材市场有限公司', address: '河北省石家庄市长安区建华北大街127号', creditCode: '91130102MA0E8R1T6Y', legalPerson: '郑宏伟', phone: '0311-86950318', safetyManager: '贾建平', category: '1', nature: '商场市场', brigadeId: CA },
  { id: '150203000301', name: '包头市钢城商贸大厦有限责任公司', address: '内蒙古自治区包头市昆都仑区钢铁大街56号', creditCode: '91150203MA0M8B4Q6W', legalPerson: '杨志勇', phone: '0472-2157706', safetyManager: '苏日娜', category: '1', nature: '商场市场', brigadeId: KQ },
  { id: '150203000302', name: '包头市昆都仑区鑫达汽车修理厂', address: '内蒙古自治区包头市昆都仑区阿尔丁大街东段12号', creditCode: '92150203MA0K5F2H9J', legalPerson: '何建平', phone: '13804725519', safetyManager: '何建平', category: '2', nature: '汽车维修', brigadeId: KQ },
];
