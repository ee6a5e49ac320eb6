import type { ServerContext } from '../context';
import { SAVE_ERRORS } from './errors';
import type { EntityHandler, GenericCall, Outcome } from './registry';

// saveOrUpdate (one record by dwId) and saveEntities (several, all or nothing), through the
// entities the areas registered. Every save runs in a SQLite transaction: a refusal part-way
// leaves the database as it was.

/** Most records one saveEntities call may carry. */
export const MAX_ENTITIES = 50;

type Item = { n: number; entity: EntityHandler; data: Record<string, unknown> };

/** Thrown inside a transaction to roll it back with the officer's message. */
class Refusal extends Error {
  constructor(readonly msg: string) {
    super(msg);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON text → an object (data) or an array (mapList); undefined when it is neither. */
function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

/** Runs `fn` in one transaction; a refusal rolls back everything it wrote. */
function inTransaction<T>(ctx: ServerContext, fn: () => T): Outcome<T> {
  try {
    return { ok: true, value: ctx.db.transaction(fn) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, msg: error.msg };
    throw error;
  }
}

const dwIdOf = (v: unknown): number | null => {
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^\d+$/.test(v.trim())
        ? Number(v)
        : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** saveOrUpdate: the record's ID (new, or the one in data). */
export function saveOne(
  ctx: ServerContext,
  call: GenericCall,
  dwId: number,
  dataText: string | undefined,
): Outcome<string> {
  const entity = ctx.generic.entity(dwId);
  if (!entity) return { ok: false, msg: SAVE_ERRORS.unknownDwId };
  const data = parseJson(dataText);
  if (!isObject(data)) return { ok: false, msg: SAVE_ERRORS.badData };
  return inTransaction(ctx, () => {
    const saved = entity.save(call, data);
    if (!saved.ok) throw new Refusal(saved.msg);
    return saved.value;
  });
}

/** saveEntities: every record's ID in mapList's order, or the first refusal naming its item. */
export function saveMany(
  ctx: ServerContext,
  call: GenericCall,
  mapListText: string | undefined,
): Outcome<string[]> {
  const list = parseJson(mapListText);
  if (!Array.isArray(list)) return { ok: false, msg: SAVE_ERRORS.badMapList };
  if (list.length === 0) return { ok: false, msg: SAVE_ERRORS.emptyMapList };
  if (list.length > MAX_ENTITIES) return { ok: false, msg: SAVE_ERRORS.tooMany(MAX_ENTITIES) };
  // Every item is read before anything is written, so a malformed item costs no transaction.
  const items: Item[] = [];
  for (const [i, raw] of list.entries()) {
    const n = i + 1;
    const dwId = isObject(raw) ? dwIdOf(raw.dwId) : null;
    if (!isObject(raw) || dwId === null || !isObject(raw.data))
      return { ok: false, msg: SAVE_ERRORS.itemShape(n, SAVE_ERRORS.badItem) };
    const entity = ctx.generic.entity(dwId);
    if (!entity) return { ok: false, msg: SAVE_ERRORS.itemShape(n, SAVE_ERRORS.unknownDwId) };
    items.push({ n, entity, data: raw.data });
  }
  return inTransaction(ctx, () =>
    items.map(({ n, entity, data }) => {
      const saved = entity.save(call, data);
      if (!saved.ok) throw new Refusal(SAVE_ERRORS.item(n, entity.label, saved.msg));
      return saved.value;
    }),
  );
}
