import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../actions/state';
import { documents, type DocumentRow } from '../documents/tables';
import {
  productTests,
  products,
  retestFees,
  type ProductRecord,
  type ProductTestRow,
  type RetestFeeRow,
} from './tables';
import { OUTCOME, PICK_PURPOSES, type PickPurpose } from '../../shared/products/constants';
import { dueDispatch, mayPick, type ProductFacts } from '../../shared/products/rules';

// What the products area knows of a product: its latest test and its fee, the facts the shared
// rules read, the picker's keys kept from them, and the 3662 row as sent.

/** The product's tests, newest first. */
export const testsOf = (db: Db, productId: string): ProductTestRow[] =>
  db
    .select()
    .from(productTests)
    .where(eq(productTests.productId, productId))
    .orderBy(desc(productTests.sentAt), desc(productTests.id))
    .all();

/** The re-test fee recorded for the product, if any. */
export const feeOf = (db: Db, productId: string): RetestFeeRow | undefined =>
  db.select().from(retestFees).where(eq(retestFees.productId, productId)).get();

/** What the shared rules read of a product and its latest test. */
export function factsOf(p: ProductRecord, latest: ProductTestRow | undefined): ProductFacts {
  return {
    SCZRJCQKDX: p.marketOutcome,
    CPZLXCJCQKDX: p.qualityOutcome,
    SFCY: p.sampled,
    SFJY: p.tested,
    SFFJ: p.retested,
    SFFJSQ: p.retestApplied,
    LYLX: latest?.kind ?? null,
    JYRWZT: latest?.state ?? null,
    JYJG: latest?.result ?? null,
  };
}

const PICK_COLUMNS: Readonly<Record<PickPurpose, keyof ProductRecord>> = {
  '232': 'pick232',
  '411': 'pick411',
  '412': 'pick412',
  '726': 'pick726',
  dispatch: 'pickDispatch',
  result: 'pickResult',
  fee: 'pickFee',
};

/** The derived columns of a product: the picker's keys, the due dispatch, SFCPFC and SFXSHG. */
export function derivedColumns(
  p: ProductRecord,
  latest: ProductTestRow | undefined,
): Partial<ProductRecord> {
  const facts = factsOf(p, latest);
  const out: Record<string, string | null> = {};
  for (const purpose of PICK_PURPOSES)
    out[PICK_COLUMNS[purpose]] = mayPick(purpose, facts) ? p.rwid : null;
  const passed = (o: string): boolean => o === OUTCOME.none || o === OUTCOME.notChecked;
  return {
    ...out,
    dueDispatch: dueDispatch(facts),
    latestTestId: latest?.id ?? null,
    latestReportId: latest?.reportDocId ?? null,
    // A product non-compliant on site or by test is re-checked (复查) after rectification.
    recheckDue: mayPick('726', facts) ? '1' : '0',
    qualifiedOnSite: passed(p.marketOutcome) && passed(p.qualityOutcome) ? '1' : '0',
  };
}

/** Writes the product's derived columns again (after any change to it or its tests). */
export function refreshProduct(db: Db, productId: string): void {
  const p = db.select().from(products).where(eq(products.id, productId)).get();
  if (!p) return;
  db.update(products)
    .set(derivedColumns(p, testsOf(db, productId)[0]))
    .where(eq(products.id, productId))
    .run();
}

/** A task's products (not deleted), in the order they were checked. */
export const productsOfTask = (db: Db, rwid: string): ProductRecord[] =>
  db
    .select()
    .from(products)
    .where(and(eq(products.rwid, rwid), eq(products.deleted, 0)))
    .orderBy(asc(products.sort), asc(products.id))
    .all();

/** A product of the task by id (not deleted), or undefined. */
export const productOf = (db: Db, rwid: string, id: string): ProductRecord | undefined =>
  db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.rwid, rwid), eq(products.deleted, 0)))
    .get();

/** A document of the task by FLWSID (not deleted), or undefined. */
export const taskDocument = (db: Db, rwid: string, flwsid: string): DocumentRow | undefined =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.flwsid, flwsid), eq(documents.rwid, rwid), eq(documents.deleted, 0)))
    .get();

/** A row of 3662 as sent (spec 01 §3, spec 02 §3), with the test and fee the dialogs need. */
export function productRow(db: Db, p: ProductRecord): Record<string, string | number | null> {
  const latest = testsOf(db, p.id)[0];
  const fee = feeOf(db, p.id);
  return {
    ID: p.id,
    RWID: p.rwid,
    CPJCJLID: p.recordId,
    DXCP: p.name,
    GGXH: p.model,
    BCSCZ: p.producer,
    CPZSBW: p.certMark,
    JCJS: p.lotSize,
    JCSL: p.checked,
    SCZRJCQKDX: p.marketOutcome,
    CPZLXCJCQKDX: p.qualityOutcome,
    CPZRBH: p.accessNumbers,
    BHGQK1: p.marketIssues,
    BHGQK2: p.qualityIssues,
    SFCPFC: p.recheckDue,
    SFFJ: p.retested,
    SFJY: p.tested,
    SFCY: p.sampled,
    SFFJSQ: p.retestApplied,
    SFYYY: p.objection,
    SFHG: p.qualified,
    SFXSHG: p.qualifiedOnSite,
    SFCG: p.sfcg,
    ISDELETED: p.deleted,
    CYDID: p.samplingDocId,
    JYRWID: latest?.id ?? null,
    JYRWZT: latest?.state ?? null,
    LYLX: latest?.kind ?? null,
    JYJG: latest?.result ?? null,
    ZGDWMC: latest?.agencyName ?? null,
    JYBGWSID: latest?.reportDocId ?? null,
    SQFS: fee?.method ?? null,
    SQRQ: fee?.collectedOn ?? null,
    SQJE: fee?.amount ?? null,
    FYSM: fee?.note ?? null,
  };
}
