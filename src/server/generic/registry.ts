import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PageRequest, PageResult } from '../db/page';
import type { Envelope } from '../envelope';
import type { UserRow } from '../session/tables';

// The generic ("usual") calls name what they act on by a number or a table name instead of a path
// of their own. Each area registers what it serves (its routes.ts); generic/routes.ts dispatches.
// Nothing is reachable by a generic call unless an area registered it here.

/** Who calls, from where and in which run: what every registered handler may need. */
export type GenericCall = { user: UserRow; ip: string; runId: string | undefined };

export type Outcome<T> = { ok: true; value: T } | { ok: false; msg: string };

/** getPageData by dwId: the filter is the request's `obj` (a JSON object). */
export type PageProvider = (
  call: GenericCall,
  filter: Record<string, unknown>,
  page: PageRequest,
) => Outcome<PageResult<Record<string, unknown>>>;

/** A table the picker may look up (getPageData queryType 1): only these columns, by wire name. */
export type LookupTable = { table: SQLiteTable; columns: Readonly<Record<string, SQLiteColumn>> };

/**
 * saveOrUpdate and saveEntities by dwId. `save` checks the data and the officer's right and writes
 * one record, answering its ID. It runs inside a transaction the caller owns: a refusal is an
 * outcome, never a throw, and writes nothing.
 */
export type EntityHandler = {
  label: string;
  save(call: GenericCall, data: Record<string, unknown>): Outcome<string>;
};

/** execInterface by id: `obj` is the request's JSON object; the answer is the envelope to send. */
export type InterfaceHandler = (
  call: GenericCall,
  obj: Record<string, unknown>,
) => Envelope<unknown>;

function put<K, V>(map: Map<K, V>, key: K, value: V, what: string): void {
  // Two areas claiming one id would make the answer depend on registration order.
  if (map.has(key)) throw new Error(`generic registry: ${what} ${String(key)} is registered twice`);
  map.set(key, value);
}

export class GenericRegistry {
  private readonly pages = new Map<number, PageProvider>();
  private readonly lookups = new Map<string, LookupTable>();
  private readonly entities = new Map<number, EntityHandler>();
  private readonly interfaces = new Map<number, InterfaceHandler>();

  registerPage(dwId: number, provider: PageProvider): void {
    put(this.pages, dwId, provider, 'dwId');
  }

  registerLookup(tableName: string, table: LookupTable): void {
    put(this.lookups, tableName.toUpperCase(), table, 'lookup table');
  }

  registerEntity(dwId: number, entity: EntityHandler): void {
    put(this.entities, dwId, entity, 'entity dwId');
  }

  registerInterface(id: number, handler: InterfaceHandler): void {
    put(this.interfaces, id, handler, 'interface id');
  }

  page(dwId: number): PageProvider | undefined {
    return this.pages.get(dwId);
  }

  lookup(tableName: string): LookupTable | undefined {
    return this.lookups.get(tableName.toUpperCase());
  }

  entity(dwId: number): EntityHandler | undefined {
    return this.entities.get(dwId);
  }

  interface(id: number): InterfaceHandler | undefined {
    return this.interfaces.get(id);
  }
}
