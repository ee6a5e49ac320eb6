import { asc, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { todayOf } from '../actions/guard';
import { taskFor } from '../detail/access';
import { recordOperation } from '../detail/oplog';
import type { GenericCall, Outcome } from '../generic/registry';
import type { UserRow } from '../session/tables';
import { formatDateTime } from '../util/time';
import { unitPersons, units, type UnitRow } from './tables';
import { toFormValues } from '../../shared/forms/rules';
import type { FieldValue, FormValues } from '../../shared/forms/types';
import { KEY_UNIT_CATEGORY, UNIT_SAVE_DWID } from '../../shared/units/constants';
import { PERSON_FIELD_NAMES, unitForm } from '../../shared/units/forms';
import { unitsMessages as T } from '../../shared/units/messages';
import { firstPersonIssue, firstUnitIssue } from '../../shared/units/rules';
import { idText } from '../generic/fields';

// The unit information edit at the reference server: the record by the generic save (dwId 3033 a
// key unit, 3014 any other) and its supplementary persons (saveOrupdateShdwBqcb). Each checks the
// shared rules again (src/shared/units/rules.ts), the officer's right to the unit (his brigade's,
// reached from his own task of that unit), writes, and logs the operation on the task.

/** Form fields kept in the table's own columns (the task's base info and the picker read them). */
const COLUMNS = {
  DWMC: 'name',
  DWDZ: 'address',
  TYSHXYDM: 'creditCode',
  FDDBR: 'legalPerson',
  LXDH: 'phone',
  XFAQZRR: 'safetyOwner',
  XFAQGLR: 'safetyManager',
  JGDWLB: 'category',
  DWXZ: 'nature',
} as const satisfies Record<string, keyof UnitRow>;

/** Kept in EXTRA as numbers, as the seed writes them. */
const NUMERIC = new Set(unitForm.fields.filter((f) => f.kind === 'number').map((f) => f.name));

/** The data's form fields: text trimmed, the facilities as a list ('1,3' or ['1','3']). */
export function unitValuesFrom(data: Record<string, unknown>): FormValues {
  const raw = toFormValues(data);
  const out: Record<string, FieldValue> = {};
  for (const f of unitForm.fields) {
    const v = raw[f.name];
    if (f.name === 'XFSS')
      out[f.name] =
        typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : (v ?? []);
    else out[f.name] = typeof v === 'string' ? v.trim() : '';
  }
  return out;
}

type Access = Outcome<{ unit: UnitRow; rwid: string }>;

/**
 * The unit, if the officer may change it: one of his brigade's, and the unit of his own task in
 * that run (the task the change is logged on).
 */
export function unitAccess(
  ctx: ServerContext,
  user: UserRow,
  unitId: string,
  rwid: string,
  runId: string | undefined,
): Access {
  const unit = unitId ? ctx.db.select().from(units).where(eq(units.id, unitId)).get() : undefined;
  if (!unit) return { ok: false, msg: T.unitSaveNoUnit };
  if (unit.brigadeId !== user.companyId) return { ok: false, msg: T.unitSaveForbidden };
  const access = taskFor(ctx, user, rwid, runId);
  if (!access.ok) return access;
  if (access.task.unitId !== unit.id) return { ok: false, msg: T.unitSaveTaskMismatch };
  return { ok: true, value: { unit, rwid: access.task.rwid } };
}

const labelOf = (name: string): string =>
  unitForm.fields.find((f) => f.name === name)?.label ?? name;
const asText = (v: FieldValue | undefined): string =>
  v === undefined ? '' : typeof v === 'string' ? v : v.join(',');

/** The record as the unit query serves it, to tell which fields the save changed. */
function currentValues(unit: UnitRow): Record<string, string> {
  const extra = unit.extra ? (JSON.parse(unit.extra) as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(extra)) out[k] = v === null ? '' : String(v);
  for (const [field, col] of Object.entries(COLUMNS)) out[field] = unit[col] ?? '';
  return out;
}

/** saveOrUpdate of a unit record by dwId 3033 or 3014. */
function saveUnit(
  ctx: ServerContext,
  call: GenericCall,
  dwId: number,
  data: Record<string, unknown>,
): Outcome<string> {
  const access = unitAccess(ctx, call.user, idText(data.ID), idText(data.RWID), call.runId);
  if (!access.ok) return access;
  const { unit, rwid } = access.value;
  const values = unitValuesFrom(data);
  const issue = firstUnitIssue(values, [], todayOf(ctx));
  if (issue) return { ok: false, msg: issue };
  const key = values.JGDWLB === KEY_UNIT_CATEGORY;
  if (key !== (dwId === UNIT_SAVE_DWID.key)) return { ok: false, msg: T.unitSaveWrongDwId(dwId) };

  const before = currentValues(unit);
  const columns: Partial<UnitRow> = {};
  const extra: Record<string, string | number> = unit.extra
    ? (JSON.parse(unit.extra) as Record<string, string | number>)
    : {};
  for (const f of unitForm.fields) {
    if (f.name === 'DWBM') continue;
    const text = asText(values[f.name]);
    const column = (COLUMNS as Record<string, keyof UnitRow>)[f.name];
    if (column) (columns as Record<string, string | null>)[column] = text === '' ? null : text;
    else if (text === '') delete extra[f.name];
    else extra[f.name] = NUMERIC.has(f.name) ? Number(text) : text;
  }
  extra.UPD_TIME = formatDateTime(ctx.now());
  extra.UPD_USERNAME = call.user.realName;
  ctx.db
    .update(units)
    .set({
      ...columns,
      // Required by the form's rules, so never null here; the table needs them.
      name: asText(values.DWMC),
      address: asText(values.DWDZ),
      creditCode: asText(values.TYSHXYDM),
      legalPerson: asText(values.FDDBR),
      category: asText(values.JGDWLB),
      extra: JSON.stringify(extra),
    })
    .where(eq(units.id, unit.id))
    .run();

  const changed = unitForm.fields
    .filter((f) => f.name !== 'DWBM' && (before[f.name] ?? '') !== asText(values[f.name]))
    .map((f) => labelOf(f.name));
  const what =
    changed.length === 0
      ? ''
      : `（${changed.slice(0, 8).join('、')}${changed.length > 8 ? '等' : ''}）`;
  recordOperation(ctx, rwid, call.user, call.ip, `修改单位信息：${asText(values.DWMC)}${what}`);
  return { ok: true, value: unit.id };
}

export type PersonsInput = { dwid: string; rwid: string; list: unknown };

/** saveOrupdateShdwBqcb: the unit's supplementary persons, the whole list replaced. */
export function savePersons(
  ctx: ServerContext,
  user: UserRow,
  ip: string,
  runId: string | undefined,
  input: PersonsInput,
): Outcome<number> {
  const access = unitAccess(ctx, user, input.dwid, input.rwid, runId);
  if (!access.ok) return access;
  if (!Array.isArray(input.list) || !input.list.every((p) => typeof p === 'object' && p !== null))
    return { ok: false, msg: T.unitSaveBadList };
  const persons = (input.list as Record<string, unknown>[]).map((p) => {
    const raw = toFormValues(p);
    const out: Record<string, string> = {};
    for (const name of PERSON_FIELD_NAMES) {
      const v = raw[name];
      out[name] = typeof v === 'string' ? v.trim() : '';
    }
    return out;
  });
  const issue = firstPersonIssue(persons, todayOf(ctx));
  if (issue) return { ok: false, msg: issue };
  const { unit, rwid } = access.value;
  const now = formatDateTime(ctx.now());
  ctx.db.transaction((tx) => {
    tx.delete(unitPersons).where(eq(unitPersons.unitId, unit.id)).run();
    if (persons.length > 0)
      tx.insert(unitPersons)
        .values(
          persons.map((p, i) => ({
            unitId: unit.id,
            seq: i + 1,
            role: p.RYLX,
            name: p.XM,
            sex: p.XB || null,
            idNumber: p.SFZH.toUpperCase() || null,
            phone: p.LXDH,
            marital: p.HYZK || null,
            certificate: p.ZSBH || null,
            updatedAt: now,
            updatedBy: user.realName,
          })),
        )
        .run();
  });
  recordOperation(ctx, rwid, user, ip, `单位补充采集人员：${persons.length}人`);
  return { ok: true, value: persons.length };
}

/** The unit's supplementary persons as the unit query serves them. */
export function personsOf(ctx: ServerContext, unitId: string): Record<string, string | null>[] {
  return ctx.db
    .select()
    .from(unitPersons)
    .where(eq(unitPersons.unitId, unitId))
    .orderBy(asc(unitPersons.seq))
    .all()
    .map((p) => ({
      ID: String(p.id),
      RYLX: p.role,
      XM: p.name,
      XB: p.sex,
      SFZH: p.idNumber,
      LXDH: p.phone,
      HYZK: p.marital,
      ZSBH: p.certificate,
    }));
}

export function registerUnitSaves(ctx: ServerContext): void {
  ctx.generic.registerEntity(UNIT_SAVE_DWID.key, {
    label: '重点单位信息',
    save: (call, data) => saveUnit(ctx, call, UNIT_SAVE_DWID.key, data),
  });
  ctx.generic.registerEntity(UNIT_SAVE_DWID.other, {
    label: '单位信息',
    save: (call, data) => saveUnit(ctx, call, UNIT_SAVE_DWID.other, data),
  });
}
