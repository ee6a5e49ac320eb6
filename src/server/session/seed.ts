// Demo accounts (tenant 000000), password in brackets:
//   demo   (demo123456)   张伟    呼和浩特市新城区消防救援大队  region 15, permission 933001001
//   lisi   (lisi123456)   李思远  石家庄市长安区消防救援大队    region 13 (always sees the execution-video button)
//   wangwu (wangwu123456) 王晓东  包头市昆都仑区消防救援大队    region 15, permission 933001001
//   liuxin (liuxin123456) 刘欣    兰州市城关区消防救援大队      region 62 (seals with the spec 01 service)
// Passwords are stored as MD5 hex, which is also what the client sends (BladeX front-end convention).

import { createHash } from 'node:crypto';
import type { ServerDb } from '../db/open';
import { brigades, users } from './tables';
import { DEFAULT_TENANT_ID } from '../../shared/session/constants';

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
export const BRIGADES: readonly BrigadeSeed[] = [
  {
    id: '1501020000',
    name: '呼和浩特市新城区消防救援大队',
    abbr: '新城',
    regionCode: '15',
    leader: '王建军',
    coOfficer: '李强',
    ipPrefix: '10.15.32',
    legalOfficer: '周敏',
    address: '呼和浩特市新城区海东路9号',
    phone: '0471-6292119',
  },
  {
    id: '1301020000',
    name: '石家庄市长安区消防救援大队',
    abbr: '长安',
    regionCode: '13',
    leader: '陈志刚',
    coOfficer: '赵磊',
    ipPrefix: '10.13.8',
    legalOfficer: '吴涛',
    address: '石家庄市长安区广安大街36号',
    phone: '0311-86012119',
  },
  {
    id: '1502030000',
    name: '包头市昆都仑区消防救援大队',
    abbr: '昆区',
    regionCode: '15',
    leader: '韩立新',
    coOfficer: '刘洋',
    ipPrefix: '10.15.61',
    legalOfficer: '郑慧',
    address: '包头市昆都仑区钢铁大街112号',
    phone: '0472-2133119',
  },
  {
    // Province 62: its officers seal with the spec 01 service (shared/stamping/variants.ts).
    id: '6201020000',
    name: '兰州市城关区消防救援大队',
    abbr: '城关',
    regionCode: '62',
    leader: '马振华',
    coOfficer: '杨帆',
    ipPrefix: '10.62.5',
    legalOfficer: '何丽',
    address: '兰州市城关区庆阳路128号',
    phone: '0931-8412119',
  },
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
  {
    id: '1123598821738675204',
    account: 'liuxin',
    password: 'liuxin123456',
    realName: '刘欣',
    brigadeId: '6201020000',
    deptId: '6201020010',
    policeNumber: '6201035',
    permissions: [],
  },
];

/**
 * The brigades' other officers (BLADE_USER rows without a usable password: no demo account signs
 * in as them): the co-officer who handles tasks with the demo officer (协办人, copycbr), the head
 * and the legal reviewer. Pickers of the officer's unit find them (询问人, 检查人员).
 */
/** Police numbers the demo's recorders already name (server/videos/seed.ts: ZFJLY-150102-02 is 李强's). */
const KNOWN_NUMBERS: Readonly<Record<string, string>> = { 李强: '1502121' };

export const COLLEAGUES: ReadonlyArray<{
  id: string;
  account: string;
  realName: string;
  brigadeId: string;
  policeNumber: string;
}> = BRIGADES.flatMap((b, i) =>
  [b.coOfficer, b.leader, b.legalOfficer].map((realName, j) => ({
    id: `11235988217386753${i}${j}`,
    account: `${b.id}-${j + 1}`,
    realName,
    brigadeId: b.id,
    policeNumber: KNOWN_NUMBERS[realName] ?? `${b.id.slice(0, 2)}9${i}${String(201 + j)}`,
  })),
);

export const md5Hex = (text: string): string =>
  createHash('md5').update(text, 'utf8').digest('hex');

/** The brigades and the officers' accounts. */
export function seedSession(db: ServerDb): void {
  db.insert(brigades)
    .values(
      BRIGADES.map((b) => ({
        id: b.id,
        name: b.name,
        abbr: b.abbr,
        regionCode: b.regionCode,
        leader: b.leader,
      })),
    )
    .run();
  db.insert(users)
    .values(
      USERS.map((u) => ({
        id: u.id,
        tenantId: DEFAULT_TENANT_ID,
        account: u.account,
        passwordMd5: md5Hex(u.password),
        realName: u.realName,
        companyId: u.brigadeId,
        deptId: u.deptId,
        policeNumber: u.policeNumber,
        roleName: '执法人员',
        permissions: JSON.stringify(u.permissions),
      })),
    )
    .run();
  db.insert(users)
    .values(
      COLLEAGUES.map((u) => ({
        id: u.id,
        tenantId: DEFAULT_TENANT_ID,
        account: u.account,
        // Not the MD5 of any password: no one signs in as a colleague.
        passwordMd5: '-',
        realName: u.realName,
        companyId: u.brigadeId,
        deptId: null,
        policeNumber: u.policeNumber,
        roleName: '执法人员',
        permissions: '[]',
      })),
    )
    .run();
}
