import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { brigades, users, type BrigadeRow, type UserRow } from './tables';
import { ok } from '../envelope';
import { SESSION_API } from '../../shared/session/constants';

// The standard BladeX calls the client builds the officer's context from (docs/api.md "Login"),
// answered in the shapes of SpringBlade's UserController.info (UserVO), MenuController.buttons
// (a MenuVO tree) and DeptController.detail (DeptVO). Nothing here is the province's own: the
// officer's context must come out of a plain BladeX too.

/** The officer's section inside the brigade (blade_dept): a child department of the unit. */
const SECTION_NAME = '监督执法科';

/** The button menu the chunked uploader's permission hangs under (MenuVO, category 2 = button). */
const UPLOAD_MENU = { id: '1123598815738675301', code: 'xfjd', name: '监督执法', path: '/xfjd' };

/** R.data(null): BladeX's answer for a record that is not there. */
const NO_DATA = { code: 200, success: true, data: null, msg: '暂无承载数据' };

const audit = {
  createUser: '1123598821738675201',
  createDept: '1123598813738675201',
  createTime: '2024-01-01 00:00:00',
  updateUser: '1123598821738675201',
  updateTime: '2024-01-01 00:00:00',
  status: 1,
  isDeleted: 0,
};

/** UserVO: the user entity with its role, department, post and sex names. */
function userRecord(user: UserRow, brigade: BrigadeRow | undefined): Record<string, unknown> {
  return {
    id: user.id,
    tenantId: user.tenantId,
    // 用户编号: where a plain BladeX keeps the officer's police number.
    code: user.policeNumber,
    account: user.account,
    name: user.account,
    realName: user.realName,
    avatar: '',
    email: `${user.account}@xfjd.example.gov.cn`,
    phone: '',
    birthday: null,
    sex: 1,
    roleId: '1123598816738675201',
    deptId: user.deptId,
    postId: '1123598817738675208',
    roleName: user.roleName,
    deptName: brigade ? `${brigade.name}${SECTION_NAME}` : null,
    postName: '执法人员',
    sexName: '男',
    ...audit,
  };
}

/** DeptVO of a brigade (the unit) or of a section in it, with the province's unit fields. */
function deptRecord(brigade: BrigadeRow, section: string | null): Record<string, unknown> {
  const common = {
    tenantId: '000000',
    sort: 1,
    remark: '',
    isDeleted: 0,
    hasChildren: section === null,
    // The province's extension of blade_dept: which unit, and its regional unit code.
    unitId: brigade.id,
    unitName: brigade.name,
    regionCode: brigade.regionCode,
  };
  if (section === null)
    return {
      id: brigade.id,
      parentId: '0',
      ancestors: '0',
      deptName: brigade.abbr,
      fullName: brigade.name,
      parentName: '顶级',
      ...common,
    };
  return {
    id: section,
    parentId: brigade.id,
    ancestors: `0,${brigade.id}`,
    deptName: SECTION_NAME,
    fullName: `${brigade.name}${SECTION_NAME}`,
    parentName: brigade.abbr,
    ...common,
  };
}

/** The MenuVO tree of the officer's buttons: the menu, with one button per permission code. */
function buttonTree(permissions: string[]): Array<Record<string, unknown>> {
  if (permissions.length === 0) return [];
  const children = permissions.map((code, i) => ({
    id: `${UPLOAD_MENU.id.slice(0, -2)}${String(10 + i)}`,
    parentId: UPLOAD_MENU.id,
    code,
    name: '分片上传',
    alias: 'upload',
    path: `${UPLOAD_MENU.path}/upload`,
    source: 'upload',
    sort: i + 1,
    category: 2,
    action: 1,
    isOpen: 1,
    remark: '',
    isDeleted: 0,
  }));
  return [
    {
      ...UPLOAD_MENU,
      parentId: '0',
      alias: 'menu',
      source: 'iconfont icon-folder',
      sort: 1,
      category: 1,
      action: 0,
      isOpen: 1,
      remark: '',
      isDeleted: 0,
      hasChildren: true,
      children,
    },
  ];
}

const brigadeOf = (ctx: ServerContext, id: string): BrigadeRow | undefined =>
  ctx.db.select().from(brigades).where(eq(brigades.id, id)).get();

export function registerStandardUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(SESSION_API.user, async (request) => {
    const user = currentUser(request);
    return ok(userRecord(user, brigadeOf(ctx, user.companyId)));
  });

  app.get(SESSION_API.buttons, async (request) =>
    ok(buttonTree(JSON.parse(currentUser(request).permissions) as string[])),
  );

  // `Dept dept` bound from the query: only `id` is looked at, as the client sends it.
  app.get(SESSION_API.dept, async (request) => {
    const { id } = request.query as { id?: unknown };
    if (typeof id !== 'string' || id === '') return NO_DATA;
    const brigade = brigadeOf(ctx, id);
    if (brigade) return ok(deptRecord(brigade, null));
    const member = ctx.db.select().from(users).where(eq(users.deptId, id)).get();
    const unit = member ? brigadeOf(ctx, member.companyId) : undefined;
    return unit ? ok(deptRecord(unit, id)) : NO_DATA;
  });
}
