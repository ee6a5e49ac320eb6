import type { categories, opLogs } from '../../detail/tables';
import type { documents } from '../../documents/tables';
import type { tasks } from '../tables';
import { DAY, dayAt, formatDate, formatDateTime, startOfDay } from '../../util/time';
import { CATEGORY_NAMES, DOC_TYPES, type DocTypeSeed } from '../../documents/seed/catalog';
import { BRIGADES, USERS, type BrigadeSeed, type UserSeed } from '../../session/seed';
import type { ActionSeedRow, DateFn, DocSeed, HazardSeed, TaskSeed } from './task-spec';
import { storyValues, type StoryDoc } from './story';

// Turns the task seeds into table rows and a believable operation-log history. Everything is
// derived from the seed lists and `now`, so two databases seeded on the same day are identical.

type TaskInsert = typeof tasks.$inferInsert;
type CategoryInsert = typeof categories.$inferInsert;
type DocumentInsert = typeof documents.$inferInsert;
type OpLogInsert = typeof opLogs.$inferInsert;

export type SeedRows = {
  tasks: TaskInsert[];
  categories: CategoryInsert[];
  documents: DocumentInsert[];
  logs: OpLogInsert[];
  /** The tasks' action state (server/actions/seed.ts). */
  actions: ActionSeedRow[];
  /** The hidden dangers the documents found (server/inspection/seed.ts), in seed order. */
  hazards: HazardRow[];
  /** Form values the task's story fixes, by document id (over the form samples, documents/seed). */
  values: Record<string, Record<string, string>>;
};

/** A hidden danger of the story with its finding document resolved. */
export type HazardRow = HazardSeed & {
  /** Seed number of the finding task. */
  n: number;
  rwid: string;
  unitId: string;
  /** The finding document. */
  docId: string;
  flwsid: string;
  docType: number;
  docTitle: string;
  wh: string | null;
  /** 'YYYY-MM-DD' the document was made. */
  foundOn: string;
  /** 'YYYY-MM-DD' rectified (never before found), or null. */
  rectifiedOn: string | null;
};

const MINUTE = 60_000;
const PENALTY_CLASS = new Set([61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 75, 76]);
const PRODUCT_CLASS = new Set([2, 6, 7, 19]);
const RECORD_TYPES = new Set([420, 344, 228]);

export const taskId = (n: number): string => String(1782341906000000 + n * 7919);
export const runIdOf = (run: number): string => String(1782341905000000 + run * 15331);

/** Task class (RWFLID): 11 supervision and inspection, 21 penalty, 31 fire products, 41 fire investigation. */
function classOf(type: number): string {
  if (PENALTY_CLASS.has(type)) return '21';
  if (PRODUCT_CLASS.has(type)) return '31';
  if (type === 80) return '41';
  return '11';
}

type Event = { at: number; user: string; ip: string; content: string };

class Builder {
  readonly rows: SeedRows = {
    tasks: [],
    categories: [],
    documents: [],
    logs: [],
    actions: [],
    hazards: [],
    values: {},
  };
  /** Each task's seed and its documents with their seeds, for the story values (finish()). */
  private readonly story: Array<{ seed: TaskSeed; docs: StoryDoc[] }> = [];
  private categorySeq = 0;
  private docSeq = 0;
  private readonly whCounters = new Map<string, number>();
  private readonly types = new Map<number, DocTypeSeed>(DOC_TYPES.map((t) => [t.id, t]));
  private readonly latest: number;

  constructor(private readonly now: number) {
    this.latest = startOfDay(now) - MINUTE;
  }

  readonly date: DateFn = (offsetDays) =>
    formatDate(startOfDay(this.now) + offsetDays * DAY + 12 * 3600_000);

  private at(ms: number): string {
    return formatDateTime(Math.min(ms, this.latest));
  }

  private nextWh(brigade: BrigadeSeed, word: string, year: string): string {
    const key = `${brigade.abbr}${word}${year}`;
    const next = (this.whCounters.get(key) ?? 7 + word.length * 3) + 1;
    this.whCounters.set(key, next);
    return `${brigade.abbr}${word}〔${year}〕第${String(next).padStart(4, '0')}号`;
  }

  addTask(seed: TaskSeed): void {
    const user = USERS.find((u) => u.account === seed.owner) as UserSeed;
    const brigade = BRIGADES.find((b) => b.id === user.brigadeId) as BrigadeSeed;
    const ownerIp = `${brigade.ipPrefix}.${47 + USERS.indexOf(user)}`;
    const leaderIp = `${brigade.ipPrefix}.12`;
    const rwid = taskId(seed.n);
    const created = dayAt(this.now, seed.ago, seed.minute ?? 8 * 60 + 30 + ((seed.n * 47) % 540));
    const events: Event[] = [
      { at: created, user: user.realName, ip: ownerIp, content: `创建任务：${seed.name}` },
    ];
    const task: TaskInsert = {
      rwid,
      runId: runIdOf(seed.run),
      runSort: seed.n,
      name: seed.name,
      type: seed.type,
      classId: seed.flid ?? classOf(seed.type),
      state: seed.state,
      unitId: seed.unit,
      plannedStart: seed.plan === undefined ? formatDate(created + DAY) : this.date(seed.plan),
      clockState: seed.clock ?? '0',
      videoFlag: seed.video ? '1' : '0',
      ownerId: user.id,
      ownerName: user.realName,
      coOwner: brigade.coOfficer,
      opid: seed.opid ?? null,
      extension: typeof seed.kzsx === 'function' ? seed.kzsx(this.date) : (seed.kzsx ?? null),
      inspectionRecordId: null,
      inspectionIndexId: null,
      createdAt: this.at(created),
      deleted: seed.voided ? 2 : 0,
      extra: this.extraOf(seed),
      sealExpiry: seed.seal === undefined ? null : this.date(seed.seal),
    };

    const storyDocs: StoryDoc[] = [];
    this.story.push({ seed, docs: storyDocs });
    let docIndex = 0;
    seed.cats.forEach(([code, docs], catIndex) => {
      this.categorySeq += 1;
      const categoryId = String(1782341907000000 + this.categorySeq * 131);
      this.rows.categories.push({
        id: categoryId,
        rwid,
        name: CATEGORY_NAMES[code],
        code,
        sort: catIndex + 1,
      });
      docs.forEach((doc, i) => {
        const row = this.addDocument(seed, doc, {
          rwid,
          categoryId,
          brigade,
          user,
          sort: i + 1,
          index: docIndex,
          ownerIp,
          leaderIp,
          events,
        });
        storyDocs.push({ seed: doc, row: this.rows.documents[this.rows.documents.length - 1] });
        for (const h of doc.hazards ?? []) this.addHazard(seed, rwid, doc, row, h);
        if (RECORD_TYPES.has(doc.t) && !doc.del && task.inspectionRecordId === null) {
          task.inspectionRecordId = row.flwsid;
          task.inspectionIndexId = row.id;
        }
        docIndex += 1;
      });
    });

    const last = Math.max(...events.map((e) => e.at));
    if (seed.clock === '1')
      events.push({
        at: last + 60 * MINUTE,
        user: user.realName,
        ip: ownerIp,
        content: '暂停计时：当事人申请听证，案件中止计时',
      });
    if (seed.state === '2' || seed.state === '3')
      events.push({
        at: last + 60 * MINUTE,
        user: user.realName,
        ip: ownerIp,
        content: '结束任务',
      });
    if (seed.state === '3')
      events.push({
        at: last + 120 * MINUTE,
        user: user.realName,
        ip: ownerIp,
        content: '归档结案：案卷已归档',
      });
    if (seed.state === '5') {
      events.push({
        at: last + 60 * MINUTE,
        user: user.realName,
        ip: ownerIp,
        content: '申请作废：案件转为一般程序办理',
      });
      events.push({
        at: last + 180 * MINUTE,
        user: brigade.leader,
        ip: leaderIp,
        content: '作废审批通过，任务已作废',
      });
    }
    events.sort((a, b) => a.at - b.at);
    for (const e of events)
      this.rows.logs.push({
        rwid,
        createdAt: this.at(e.at),
        userName: e.user,
        ip: e.ip,
        content: e.content,
      });
    this.rows.tasks.push(task);
    if (seed.act) this.rows.actions.push(this.actionRow(rwid, seed.act, created));
  }

  /** The task's extra fields; a re-inspection's deadline and source name come from its notice. */
  private extraOf(seed: TaskSeed): string | null {
    const own = seed.extra ? seed.extra(this.date) : {};
    if (seed.from === undefined) return seed.extra ? JSON.stringify(own) : null;
    const notice = this.noticeOf(seed.from);
    return JSON.stringify({ ZGQX: notice.deadline, LYWSMC: notice.row.title, ...own });
  }

  /** The approved rectification notice of an earlier task (its last one), with its deadline. */
  noticeOf(n: number): { row: DocumentInsert; deadline: string } {
    const task = this.story.find((t) => t.seed.n === n);
    const notice = task?.docs
      .filter((d) => d.seed.t === 404 && !d.seed.del && d.seed.st === '3')
      .at(-1);
    if (!notice) throw new Error(`seed: task ${n} has no approved rectification notice`);
    return { row: notice.row, deadline: this.deadlineOf(notice) };
  }

  /** 改正期限 of a rectification notice: its own deadline, else 15 days after it was made. */
  deadlineOf(doc: StoryDoc): string {
    return doc.seed.deadline === undefined
      ? formatDate(Date.parse(`${doc.row.createdAt.replace(' ', 'T')}+08:00`) + 15 * DAY)
      : this.date(doc.seed.deadline);
  }

  private addHazard(
    seed: TaskSeed,
    rwid: string,
    doc: DocSeed,
    row: { id: string; flwsid: string },
    h: HazardSeed,
  ): void {
    const made = this.rows.documents.find((d) => d.id === row.id) as DocumentInsert;
    const foundOn = made.createdAt.slice(0, 10);
    const fixed = h.fixed === undefined ? null : this.date(-h.fixed);
    this.rows.hazards.push({
      ...h,
      n: seed.n,
      rwid,
      unitId: seed.unit ?? '',
      docId: row.id,
      flwsid: row.flwsid,
      docType: doc.t,
      docTitle: made.title,
      wh: made.wh ?? null,
      foundOn,
      rectifiedOn: fixed !== null && fixed < foundOn ? foundOn : fixed,
    });
  }

  /** The form values every task's story fixes (after all tasks, so a re-inspection sees its source). */
  finish(): SeedRows {
    for (const { seed, docs } of this.story)
      for (const doc of docs) {
        const values = storyValues(seed, doc, {
          docs,
          hazards: this.rows.hazards,
          taskId: taskId(seed.n),
          notice: seed.from === undefined ? null : this.noticeOf(seed.from),
          deadline: (d) => this.deadlineOf(d),
          fireDay: (days) => this.date(-days),
          taskCreated: this.rows.tasks.find((t) => t.rwid === taskId(seed.n))?.createdAt ?? '',
        });
        if (Object.keys(values).length > 0) this.rows.values[doc.row.id] = values;
      }
    return this.rows;
  }

  private actionRow(
    rwid: string,
    act: NonNullable<TaskSeed['act']>,
    created: number,
  ): ActionSeedRow {
    return {
      rwid,
      larq: act.larq === undefined ? null : this.date(act.larq),
      jhjsrq: act.jhjsrq === undefined ? null : this.date(act.jhjsrq),
      ldspsj: act.ldspsj === undefined ? null : `${this.date(act.ldspsj)} 09:30:00`,
      zzyy: act.zzyy ?? null,
      zzts: act.zzts ?? 0,
      isstop: act.isstop === true,
      bjc: act.bjc ?? null,
      yysq: act.yysq
        ? {
            sqr: act.yysq.sqr,
            time: `${this.date(act.yysq.days)} 09:00:00`,
            sqyy: act.yysq.sqyy,
            requestedAt: this.at(created + 26 * 3600_000),
          }
        : null,
    };
  }

  private addDocument(
    seed: TaskSeed,
    doc: DocSeed,
    ctx: {
      rwid: string;
      categoryId: string;
      brigade: BrigadeSeed;
      user: UserSeed;
      sort: number;
      index: number;
      ownerIp: string;
      leaderIp: string;
      events: Event[];
    },
  ): { id: string; flwsid: string } {
    const type = this.types.get(doc.t);
    if (!type) throw new Error(`seed: unknown document type ${doc.t}`);
    this.docSeq += 1;
    const id = String(1782341908000000 + this.docSeq * 977);
    const flwsid = String(1782341909000000 + this.docSeq * 733);
    const title = doc.title ?? type.name;
    const docAgo = Math.max(1, seed.ago - 1 - ctx.index);
    const minute = 9 * 60 + ((seed.n * 31 + ctx.index * 53) % 480);
    const created = doc.at
      ? dayAt(this.now, doc.at[0], doc.at[1])
      : dayAt(this.now, docAgo, minute);
    const decided = !['3', '4', '5'].includes(doc.st)
      ? null
      : doc.decided
        ? dayAt(this.now, doc.decided[0], doc.decided[1])
        : doc.at
          ? created + 24 * 3600_000 + 90 * MINUTE
          : dayAt(this.now, Math.max(1, docAgo - 1), minute + 90);
    const year = formatDate(created).slice(0, 4);
    const wh =
      type.word && (doc.st === '3' || doc.st === '10')
        ? this.nextWh(ctx.brigade, type.word, year)
        : null;
    const delivered = doc.sd === true;
    const sealed = delivered && wh !== null;
    const archived = seed.state === '3';
    const sendState: Record<string, string> = {
      '1': '1',
      '2': '2',
      '3': '2',
      '4': '2',
      '5': '2',
      '9': '3',
      '10': delivered ? '2' : '1',
    };

    this.rows.documents.push({
      id,
      flwsid,
      rwid: ctx.rwid,
      categoryId: ctx.categoryId,
      typeId: String(doc.t),
      title,
      wh,
      status: doc.st,
      delivered: delivered ? '2' : '1',
      sendState: sendState[doc.st],
      sealState: sealed ? '2' : '1',
      archiveState: archived ? '2' : '1',
      execution: doc.zx ?? null,
      archived: archived ? '1' : '0',
      hasFile: doc.file ? '1' : '0',
      // The attachment's bytes and their MD5 are made by content.ts.
      md5: null,
      // WSYLLX 1: 预览 shows the system document (docs/decisions.md "Document preview type").
      previewType: '1',
      fileDesc: doc.file ?? null,
      discussion:
        (doc.t === 9007 || doc.t === 9008) && doc.st === '3'
          ? '经集体讨论，同意承办人处理意见'
          : null,
      revoked: '0',
      deleted: doc.del ?? 0,
      createdBy: ctx.user.realName,
      createdAt: this.at(created),
      approver: decided === null ? null : ctx.brigade.leader,
      approvedAt: decided === null ? null : this.at(decided),
      sort: ctx.sort,
    });

    const own = (at: number, content: string): void =>
      void ctx.events.push({ at, user: ctx.user.realName, ip: ctx.ownerIp, content });
    const lead = (at: number, content: string): void =>
      void ctx.events.push({ at, user: ctx.brigade.leader, ip: ctx.leaderIp, content });
    own(created, `新增文书：${title}`);
    if (doc.file) own(created + 20 * MINUTE, `上传附件：${doc.file}`);
    if (['2', '3', '4', '5', '9'].includes(doc.st))
      own(created + 30 * MINUTE, `提交审批：${title}`);
    if (doc.st === '9') own(created + 60 * MINUTE, `撤回审批：${title}`);
    if (decided !== null && doc.st === '3') lead(decided, `审批通过：${title}`);
    if (decided !== null && doc.st === '4') lead(decided, `审批不通过：${title}`);
    if (decided !== null && doc.st === '5')
      lead(decided, `审批退回：${title}（退回意见：违法事实与证据表述不完整，请补充后重新提交）`);
    const settled = decided ?? created;
    if (sealed) own(settled + 100 * MINUTE, `文书盖章：${title}`);
    if (delivered)
      own(settled + 120 * MINUTE, `文书送达：${title}${wh ? `（${wh}）` : ''}，直接送达`);
    if (doc.del === 1) own(created + 40 * MINUTE, `删除文书：${title}`);
    if (doc.del === 2) own(created + 40 * MINUTE, `作废文书：${title}`);
    return { id, flwsid };
  }
}

export function buildTaskRows(now: number, seeds: readonly TaskSeed[]): SeedRows {
  const builder = new Builder(now);
  for (const seed of seeds) builder.addTask(seed);
  return builder.finish();
}
