import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../actions/state';
import {
  fireCases,
  fireInfos,
  fireNodes,
  fireTransfers,
  type FireInfoRow,
  type FireTransferRow,
} from './tables';
import { FIRE_PROCEDURE, FIRE_STAGES, TRANSFER_KINDS } from '../../shared/fire/constants';
import {
  currentStageOf,
  nodeTreeOf,
  stageOf,
  type FireNode,
  type FireStage,
} from '../../shared/fire/stages';
import type { FireStageCode } from '../../shared/fire/constants';

// A fire case's state as SQLite holds it: the flat process nodes, grown into each stage's tree and
// summarised into the six stages by the shared rules (shared/fire/stages.ts).

/** One stage's node tree. */
export function stageTree(db: Db, rwid: string, stage: FireStageCode): FireNode[] {
  const rows = db
    .select()
    .from(fireNodes)
    .where(and(eq(fireNodes.rwid, rwid), eq(fireNodes.stage, stage)))
    .orderBy(asc(fireNodes.sort))
    .all();
  return nodeTreeOf(rows);
}

/** The six stages in order and where the case stands. */
export function stagesOf(db: Db, rwid: string): { stages: FireStage[]; current: string | null } {
  const stages = FIRE_STAGES.map((s) => stageOf(s.code, stageTree(db, rwid, s.code)));
  return { stages, current: currentStageOf(stages)?.JDBM ?? null };
}

/** The procedure category; a case never set is investigated by the general procedure. */
export const procedureOf = (db: Db, rwid: string): string =>
  db.select().from(fireCases).where(eq(fireCases.rwid, rwid)).get()?.procedure ??
  FIRE_PROCEDURE.general;

export const infoOf = (db: Db, rwid: string): FireInfoRow | undefined =>
  db.select().from(fireInfos).where(eq(fireInfos.rwid, rwid)).get();

export const transfersOf = (db: Db, rwid: string): FireTransferRow[] =>
  db
    .select()
    .from(fireTransfers)
    .where(eq(fireTransfers.rwid, rwid))
    .orderBy(asc(fireTransfers.createdAt), asc(fireTransfers.id))
    .all();

export const transferKindLabel = (kind: string): string =>
  TRANSFER_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** A transfer record as getHzdcLc answers it. */
export const transferRecord = (r: FireTransferRow): Record<string, string> => ({
  ID: r.id,
  RWID: r.rwid,
  YSLX: r.kind,
  JSDW: r.receiver,
  YSRQ: r.date,
  YSYY: r.reason,
  ZT: r.state,
  CRT_USERNAME: r.createdBy,
  CRT_TIME: r.createdAt,
});
