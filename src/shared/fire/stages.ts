import { FIRE_STAGES, NODE_STATE, type FireStageCode, type NodeState } from './constants';

// The fire case's timeline (spec 01 §2, §4): six stages in a fixed order, each with its tree of
// process nodes (name, state, time, officer; nested). One set of rules for the server, which keeps
// the nodes flat in SQLite and derives each stage's state from them, and for the client, which
// shows what arrives in the stages' order whatever order it arrived in.

/** A process node as the client shows it. */
export type FireNode = {
  ID: string;
  JDMC: string;
  ZT: NodeState;
  /** When it was done or began ('YYYY-MM-DD HH:mm:ss'), or null. */
  CLSJ: string | null;
  /** Who did it, or null. */
  CLR: string | null;
  BZ: string | null;
  children: FireNode[];
};

/** A stage of the case: its state and how many of its nodes are done. */
export type FireStage = {
  JDBM: FireStageCode;
  JDMC: string;
  ZT: NodeState;
  /** The first and the last time of its nodes, or null. */
  KSSJ: string | null;
  WCSJ: string | null;
  JDZS: number;
  WCJDS: number;
};

const STATES: readonly string[] = Object.values(NODE_STATE);

/** A state as it arrives (a number, a code, nothing): anything unknown is not started. */
export const nodeStateOf = (v: unknown): NodeState => {
  const s = v === null || v === undefined ? '' : String(v).trim();
  return (STATES.includes(s) ? s : NODE_STATE.pending) as NodeState;
};

export const isStageCode = (code: unknown): code is FireStageCode =>
  FIRE_STAGES.some((s) => s.code === code);

/** Every node of a tree, parents before their children. */
export function flattenNodes(tree: readonly FireNode[]): FireNode[] {
  return tree.flatMap((n) => [n, ...flattenNodes(n.children)]);
}

/**
 * A stage's state from its nodes: done when every node is, not started when none has begun (or it
 * has none), else in progress.
 */
export function stageStateOf(states: readonly NodeState[]): NodeState {
  if (states.length === 0) return NODE_STATE.pending;
  if (states.every((s) => s === NODE_STATE.done)) return NODE_STATE.done;
  if (states.every((s) => s === NODE_STATE.pending)) return NODE_STATE.pending;
  return NODE_STATE.current;
}

/** A node row as stored: flat, with its parent and its place among its siblings. */
export type NodeRow = {
  id: string;
  parentId: string | null;
  sort: number;
  name: string;
  state: string;
  time: string | null;
  officer: string | null;
  remark: string | null;
};

/**
 * The tree of flat rows: children under their parent in `sort` order; a row whose parent is not
 * among the rows (or that would make a loop) stands at the top.
 */
export function nodeTreeOf(rows: readonly NodeRow[]): FireNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string | null, NodeRow[]>();
  // A parent chain that returns to the row is a loop: the row goes to the top.
  const rooted = (r: NodeRow): boolean => {
    const seen = new Set<string>([r.id]);
    let p = r.parentId;
    while (p !== null && ids.has(p)) {
      if (seen.has(p)) return false;
      seen.add(p);
      p = rows.find((x) => x.id === p)?.parentId ?? null;
    }
    return true;
  };
  for (const r of rows) {
    const parent = r.parentId !== null && ids.has(r.parentId) && rooted(r) ? r.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const build = (parent: string | null): FireNode[] =>
    [...(byParent.get(parent) ?? [])]
      .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))
      .map((r) => ({
        ID: r.id,
        JDMC: r.name,
        ZT: nodeStateOf(r.state),
        CLSJ: r.time,
        CLR: r.officer,
        BZ: r.remark,
        children: build(r.id),
      }));
  return build(null);
}

/** A stage summarised from its node tree. */
export function stageOf(code: FireStageCode, tree: readonly FireNode[]): FireStage {
  const nodes = flattenNodes(tree);
  const times = nodes
    .map((n) => n.CLSJ)
    .filter((t): t is string => t !== null && t !== '')
    .sort();
  return {
    JDBM: code,
    JDMC: FIRE_STAGES.find((s) => s.code === code)?.name ?? code,
    ZT: stageStateOf(nodes.map((n) => n.ZT)),
    KSSJ: times[0] ?? null,
    WCSJ: times.length > 0 ? times[times.length - 1] : null,
    JDZS: nodes.length,
    WCJDS: nodes.filter((n) => n.ZT === NODE_STATE.done).length,
  };
}

/**
 * The six stages in their order, whatever arrived: a stage the server did not send is not started,
 * an unknown one is left out, a repeated one counts once (the first).
 */
export function arrangeStages(rows: readonly Partial<FireStage>[]): FireStage[] {
  return FIRE_STAGES.map(({ code, name }) => {
    const row = rows.find((r) => r.JDBM === code);
    return {
      JDBM: code,
      JDMC: row?.JDMC || name,
      ZT: nodeStateOf(row?.ZT),
      KSSJ: row?.KSSJ ?? null,
      WCSJ: row?.WCSJ ?? null,
      JDZS: row?.JDZS ?? 0,
      WCJDS: row?.WCJDS ?? 0,
    };
  });
}

/**
 * The case's current stage: the last stage (in order) that has begun; null before anything has.
 * A later stage begun while an earlier one is still open (a transfer during the investigation) is
 * where the case stands.
 */
export function currentStageOf(stages: readonly FireStage[]): FireStage | null {
  const begun = stages.filter((s) => s.ZT !== NODE_STATE.pending);
  return begun.length > 0 ? begun[begun.length - 1] : null;
}
