import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ServerContext } from '../context';
import { pageOf, type PageRequest, type PageResult } from '../db/page';
import { likeText } from '../util/like';
import { LOOKUP_ERRORS } from './errors';
import type { Outcome } from './registry';
import { LOOKUP } from '../../shared/generic/constants';

// The picker's lookup (getPageData with queryType 1, spec 01 §7): obj names a table, the column
// shown and searched (labelField), an optional exact filter (keyField = keyValue) and the text typed
// in the search box. Tables and columns are names in the registry's whitelist, never SQL: a name
// the whitelist lacks is refused before any query is built.

type Text = { ok: true; value: string } | { ok: false; msg: string };

/** A name or value of obj: text or a number; absent, null and '' are ''. */
function textOf(obj: Record<string, unknown>, key: string, label: string, max: number): Text {
  const v = obj[key];
  if (v === undefined || v === null) return { ok: true, value: '' };
  if (typeof v !== 'string' && typeof v !== 'number')
    return { ok: false, msg: LOOKUP_ERRORS.badText(label) };
  const value = String(v).trim();
  return value.length > max
    ? { ok: false, msg: LOOKUP_ERRORS.badText(label) }
    : { ok: true, value };
}

/** At most LOOKUP.size (99) records; `total` counts every match, so the picker can show 99+. */
export function lookupPage(
  ctx: ServerContext,
  obj: Record<string, unknown>,
  page: PageRequest,
): Outcome<PageResult<Record<string, unknown>>> {
  const fields = {
    tableName: textOf(obj, 'tableName', '查询表名', 60),
    labelField: textOf(obj, 'labelField', '显示字段', 60),
    keyField: textOf(obj, 'keyField', '过滤字段', 60),
    keyValue: textOf(obj, 'keyValue', '过滤值', 200),
    search: textOf(obj, 'search', '搜索内容', 100),
  };
  for (const f of Object.values(fields)) if (!f.ok) return f;
  const [tableName, labelField, keyField, keyValue, search] = Object.values(fields).map((f) =>
    f.ok ? f.value : '',
  );
  if (!tableName) return { ok: false, msg: LOOKUP_ERRORS.noTable };
  if (!labelField) return { ok: false, msg: LOOKUP_ERRORS.noLabel };
  const table = ctx.generic.lookup(tableName);
  if (!table) return { ok: false, msg: LOOKUP_ERRORS.unknownTable(tableName) };
  const column = (name: string): SQLiteColumn | undefined =>
    Object.hasOwn(table.columns, name) ? table.columns[name] : undefined;
  const label = column(labelField);
  if (!label) return { ok: false, msg: LOOKUP_ERRORS.unknownColumn(tableName, labelField) };
  const conditions: SQL[] = [];
  if (keyField) {
    const key = column(keyField);
    if (!key) return { ok: false, msg: LOOKUP_ERRORS.unknownColumn(tableName, keyField) };
    conditions.push(eq(key, keyValue));
  }
  if (search) conditions.push(likeText(label, search));
  const order = [
    asc(label),
    ...Object.values(table.columns)
      .filter((c) => c !== label)
      .map((c) => asc(c)),
  ];
  const query = ctx.db
    .select({ ...table.columns })
    .from(table.table)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...order);
  return {
    ok: true,
    value: pageOf(ctx.db, query, { current: page.current, size: Math.min(page.size, LOOKUP.size) }),
  };
}
