import type { z } from 'zod';
import type { BladeClient } from '../api/client';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import { M } from '../../../shared/messages';
import { CONTEXT_CALL_TIMEOUT_MS, SESSION_API } from '../../../shared/session/constants';
import {
  looseText,
  menuTreeSchema,
  provinceUserInfoSchema,
  recordSchema,
  type BladeRecord,
  type ContextGap,
  type ProvinceUserInfo,
  type TokenResponse,
  type UserInfo,
} from '../../../shared/session/schemas';

// The officer's context from the standard BladeX calls: the token answer, the user record
// (/blade-user/info), the button permissions (/blade-system/menu/buttons) and the department record
// (/blade-system/dept/detail); the province extension (getCurrentUserInfo) fills what they lack.
// No call is required: whatever cannot be found is named in `missing`, and login goes on.

export type ContextFields = {
  /** Department fields carrying the unit id, unit name and regional unit code, first found wins. */
  deptFields: {
    unitId: readonly string[];
    unitName: readonly string[];
    regionCode: readonly string[];
  };
  /** User-record fields carrying the police number. */
  userFields: { policeNumber: readonly string[] };
};

export type ContextOptions = ContextFields & {
  /** Bound of each call; a call still running then counts as failed. */
  timeoutMs?: number;
  logger?: Logger;
};

class CallTimeout extends Error {}

/** The call's answer, or its failure once `ms` have passed (the request itself is left to end). */
function bounded<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CallTimeout(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The first of `names` the record holds a value for (null-to-empty values count as absent). */
export function pickField(record: BladeRecord | null, names: readonly string[]): string | null {
  if (!record) return null;
  for (const name of names) {
    const value = looseText.parse(record[name]);
    if (value !== null) return value;
  }
  return null;
}

/** Every `code` in the menu tree, depth first, once each (MenuVO.children may be absent or empty). */
export function flattenCodes(nodes: unknown, depth = 0, out: Set<string> = new Set()): string[] {
  if (!Array.isArray(nodes) || depth > 32) return [...out];
  for (const node of nodes) {
    if (node === null || typeof node !== 'object') continue;
    const { code, children } = node as { code?: unknown; children?: unknown };
    const text = looseText.parse(code);
    if (text !== null) out.add(text);
    flattenCodes(children, depth + 1, out);
  }
  return [...out];
}

/** A department id as the token or the user record gives it; BladeX joins several with commas. */
const firstId = (ids: string | null): string | null =>
  ids
    ?.split(',')
    .map((s) => s.trim())
    .find((s) => s !== '') ?? null;

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/**
 * Builds the officer's context. Never throws for a missing or failed piece: login must succeed on a
 * plain BladeX that has no province extension, or whose department record lacks a field.
 */
export async function buildUserContext(
  client: BladeClient,
  token: TokenResponse,
  login: { username: string },
  o: ContextOptions,
): Promise<UserInfo> {
  const ms = o.timeoutMs ?? CONTEXT_CALL_TIMEOUT_MS;
  const logger = o.logger ?? silentLogger;
  const get = <S extends z.ZodType>(path: string, schema: S, query?: Record<string, string>) =>
    bounded(client.call({ path, method: 'GET', query, schema }), ms, path);

  // All four start at once; only the department waits, and only when the token has no dept_id.
  const user = get(SESSION_API.user, recordSchema);
  const buttons = get(SESSION_API.buttons, menuTreeSchema);
  const extension = bounded(
    client.call({ path: SESSION_API.userInfo, schema: provinceUserInfoSchema }),
    ms,
    SESSION_API.userInfo,
  );
  const tokenDept = firstId(token.dept_id);
  const deptId: Promise<string | null> = tokenDept
    ? Promise.resolve(tokenDept)
    : user.then(
        (u) => firstId(pickField(u, ['deptId', 'dept_id'])),
        () => null,
      );
  const dept = deptId.then((id) =>
    id === null ? null : get(SESSION_API.dept, recordSchema, { id }),
  );

  const [u, b, e, d, id] = await Promise.all([
    settle(user),
    settle(buttons),
    settle(extension),
    settle(dept),
    deptId,
  ]);
  for (const [name, r] of [
    [SESSION_API.user, u],
    [SESSION_API.buttons, b],
    [SESSION_API.dept, d],
  ] as const)
    if (!r.ok) logger.warn(`login context: ${name} failed`, String(r.error));
  // The extension is optional: a plain BladeX answers it with 404 or Spring's error body.
  if (!e.ok) logger.info(`login context: province extension unavailable (${String(e.error)})`);

  const userRecord = u.ok ? u.value : null;
  const ext: ProvinceUserInfo | null = e.ok ? e.value : null;
  const deptRecord = d.ok ? d.value : null;
  const missing: ContextGap[] = [];
  const gap = (piece: ContextGap['piece'], why: string): void => {
    missing.push({ piece, why });
  };

  // Why a department field is absent: no department, its call failed, or the field is not there.
  const deptWhy = (fields: readonly string[]): string =>
    id === null
      ? M.contextWhyNoDept
      : !d.ok
        ? M.contextWhyCallFailed(M.contextSourceDept)
        : M.contextWhyNoField(fields);
  const userWhy = u.ok
    ? M.contextWhyEmpty(M.contextSourceUser)
    : M.contextWhyCallFailed(M.contextSourceUser);

  const userId = token.user_id ?? pickField(userRecord, ['id']) ?? ext?.user_id ?? null;
  if (userId === null) gap('userId', userWhy);
  const account =
    token.account ?? pickField(userRecord, ['account']) ?? ext?.account ?? login.username;
  const realName =
    token.real_name ?? pickField(userRecord, ['realName', 'name']) ?? ext?.real_name ?? null;
  if (realName === null) gap('realName', userWhy);
  const deptOfficer = id ?? firstId(ext?.dept_id ?? null);
  if (deptOfficer === null) gap('deptId', userWhy);

  // The department: the fields IT named, else the extension, else the department itself.
  const unitId =
    pickField(deptRecord, o.deptFields.unitId) ??
    ext?.company_id ??
    pickField(deptRecord, ['id']) ??
    null;
  if (unitId === null) gap('unitId', deptWhy(o.deptFields.unitId));
  const unitName =
    pickField(deptRecord, o.deptFields.unitName) ??
    ext?.company_name ??
    pickField(deptRecord, ['fullName', 'deptName']) ??
    null;
  if (unitName === null) gap('unitName', deptWhy(o.deptFields.unitName));
  const regionCode = pickField(deptRecord, o.deptFields.regionCode) ?? ext?.region_code ?? null;
  if (regionCode === null) gap('regionCode', deptWhy(o.deptFields.regionCode));

  const policeNumber =
    pickField(userRecord, o.userFields.policeNumber) ?? ext?.police_number ?? null;
  if (policeNumber === null) gap('policeNumber', userWhy);

  let permissions: string[] = [];
  if (b.ok) permissions = flattenCodes(b.value);
  else if (ext && ext.permissions.length > 0) permissions = ext.permissions;
  else gap('permissions', M.contextWhyCallFailed(M.contextSourceButtons));

  return {
    user_id: userId ?? '',
    account,
    real_name: realName ?? account,
    company_id: unitId ?? '',
    company_name: unitName ?? '',
    region_code: regionCode ?? '',
    dept_id: deptOfficer,
    police_number: policeNumber,
    permissions,
    missing,
  };
}
