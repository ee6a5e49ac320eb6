import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { documents } from '../documents/tables';
import { DOC_TYPES } from '../documents/seed/catalog';
import { formOf } from '../documents/forms/index';
import { fireCases, fireInfos, fireNodes } from '../fire/tables';
import { hiddenDangers } from '../inspection/tables';
import { BRIGADES, USERS } from '../session/seed';
import { tasks } from '../tasks/tables';
import { citedIn } from '../tasks/seed/story';

// Each demo task tells one story: what one screen shows never contradicts another. Read from a
// database seeded the way the reference server seeds it.

const NOW = Date.parse('2026-03-18T06:30:00Z');
const TODAY = '2026-03-18';

type Doc = typeof documents.$inferSelect;
type Task = typeof tasks.$inferSelect;
type Hazard = typeof hiddenDangers.$inferSelect;

let dir = '';
let data: {
  tasks: Task[];
  docs: Doc[];
  hazards: Hazard[];
  nodes: Array<typeof fireNodes.$inferSelect>;
  infos: Array<typeof fireInfos.$inferSelect>;
  cases: Array<typeof fireCases.$inferSelect>;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'xfjd-story-'));
  const opened = openDatabase(dir, NOW, () => undefined);
  data = {
    tasks: opened.db.select().from(tasks).all(),
    docs: opened.db.select().from(documents).all(),
    hazards: opened.db.select().from(hiddenDangers).all(),
    nodes: opened.db.select().from(fireNodes).all(),
    infos: opened.db.select().from(fireInfos).all(),
    cases: opened.db.select().from(fireCases).all(),
  };
  opened.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const valuesOf = (d: Doc): Record<string, string> =>
  JSON.parse(d.values ?? '{}') as Record<string, string>;
const live = (d: Doc): boolean => d.deleted === 0;
const docsOf = (rwid: string): Doc[] => data.docs.filter((d) => d.rwid === rwid);
const taskOf = (rwid: string): Task => data.tasks.find((t) => t.rwid === rwid) as Task;
const minute = (at: string | null): string => (at ?? '').slice(0, 16);

describe('the fire cases', () => {
  /** The document a timeline step made: same title, '制作' + title, or the approval of a form (…表). */
  const docOfStep = (name: string, docs: Doc[]): { doc: Doc; decided: boolean } | undefined => {
    for (const doc of docs.filter(live)) {
      if (doc.title === name || `制作${doc.title}` === name || doc.title === `火灾${name}`)
        return { doc, decided: false };
      if (name.endsWith('审批') && doc.title === `${name}表`) return { doc, decided: true };
    }
    return undefined;
  };

  it('every step of the timeline that made a document has its date and officer', () => {
    expect(data.cases.length).toBeGreaterThan(0);
    for (const c of data.cases) {
      const docs = docsOf(c.rwid);
      const nodes = data.nodes.filter((n) => n.rwid === c.rwid);
      const steps = nodes.flatMap((n) => {
        const found = docOfStep(n.name, docs);
        return found ? [{ node: n, ...found }] : [];
      });
      // 勘验笔录, two interviews, the extension's approval, the determination.
      expect(steps.length, c.rwid).toBeGreaterThanOrEqual(5);
      for (const { node, doc, decided } of steps) {
        const when = decided ? doc.approvedAt : doc.createdAt;
        const who = decided ? doc.approver : doc.createdBy;
        expect({ step: node.name, at: minute(node.time), by: node.officer }).toEqual({
          step: node.name,
          at: minute(when),
          by: who,
        });
      }
      // Every begun document of the tree is a step of the timeline.
      const fireDocs = docs.filter(
        (d) => live(d) && ['9004', '458', '9021', '9002'].includes(d.typeId),
      );
      for (const d of fireDocs)
        expect(
          steps.some((s) => s.doc.id === d.id),
          d.title,
        ).toBe(true);
      // Nothing happened before the fire or after today.
      const info = data.infos.find((i) => i.rwid === c.rwid);
      for (const n of nodes.filter((x) => x.time)) {
        expect(n.time! >= info!.startedAt!, n.name).toBe(true);
        expect(n.time! < TODAY, n.name).toBe(true);
      }
    }
  });

  it('the documents tell the fire the registration tells', () => {
    for (const info of data.infos) {
      const docs = docsOf(info.rwid).filter(live);
      const day = info.startedAt!.slice(0, 10);
      const determination = docs.find((d) => d.typeId === '9021');
      expect(valuesOf(determination!)).toMatchObject({
        QHSJ: minute(info.startedAt),
        QHDD: info.place,
        ZJCCSS: String(info.loss),
      });
      expect(valuesOf(determination!).HZSS).toContain(`${info.area}平方米`);
      const extension = docs.find((d) => d.typeId === '458');
      expect(valuesOf(extension!)).toMatchObject({ HZRQ: day, JJRQ: day, QHDD: info.place });
      expect(JSON.parse(taskOf(info.rwid).extra ?? '{}')).toMatchObject({
        HZRQ: day,
        HZDD: info.place,
      });
      // The registration was made after the task was handed over.
      expect(info.createdAt >= taskOf(info.rwid).createdAt).toBe(true);
    }
  });
});

describe('re-inspections and rectification notices', () => {
  const REINSPECTION_RECORD = '344';
  /** Fire-product tasks (RWFLID 31). */
  const PRODUCT_TYPES = [2, 6, 7, 19];
  const CONCLUSION = { all: '1', some: '2', none: '3' };

  it("a re-inspection record concludes what its dangers' states say and names the notice", () => {
    const records = data.docs.filter((d) => live(d) && d.typeId === REINSPECTION_RECORD);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const carried = data.hazards.filter((h) => h.reinspectionId === record.rwid);
      expect(carried.length, record.rwid).toBeGreaterThan(0);
      const fixed = carried.filter((h) => h.rectified === '1').length;
      const expected =
        fixed === carried.length ? CONCLUSION.all : fixed === 0 ? CONCLUSION.none : CONCLUSION.some;
      const values = valuesOf(record);
      expect(values.FCJL).toBe(expected);
      const told = citedIn(values.FCQK);
      expect(told.length).toBe(carried.length);
      for (const h of carried)
        expect(told).toContain(`${h.description}，${h.rectified === '1' ? '已改正' : '尚未改正'}`);
      expect(values.YWSWH).toBe(carried[0].sourceNumber);
    }
  });

  it('a rectification notice cites dangers of its task, and every one it found', () => {
    // A product task's notices cite the product's test result (products/seed.ts), not dangers.
    const notices = data.docs.filter(
      (d) => live(d) && d.typeId === '404' && !PRODUCT_TYPES.includes(taskOf(d.rwid).type),
    );
    expect(notices.length).toBeGreaterThan(5);
    for (const notice of notices) {
      const cited = citedIn(valuesOf(notice).WFXW ?? '');
      const list = data.hazards.filter((h) => h.rwid === notice.rwid).map((h) => h.description);
      expect(
        cited.length,
        `${taskOf(notice.rwid).name} ${notice.title} ${notice.id}`,
      ).toBeGreaterThan(0);
      for (const c of cited) expect(list, notice.rwid).toContain(c);
      // What it found it cites.
      for (const h of data.hazards.filter((x) => x.sourceDocId === notice.flwsid))
        expect(cited, notice.title).toContain(h.description);
    }
  });

  it("an inspection record lists its task's dangers, and a re-inspection task carries its notice's deadline", () => {
    for (const record of data.docs.filter((d) => live(d) && d.typeId === '420')) {
      const list = data.hazards.filter((h) => h.rwid === record.rwid).map((h) => h.description);
      const values = valuesOf(record);
      expect(new Set(citedIn(values.FXWT))).toEqual(new Set(list));
      expect(values.JCJL === '1', record.rwid).toBe(list.length === 0);
    }
    const reinspections = data.tasks.filter((t) => t.type === 45 && t.extra);
    expect(reinspections.length).toBeGreaterThan(0);
    for (const task of reinspections) {
      const carried = data.hazards.filter((h) => h.reinspectionId === task.rwid);
      if (carried.length === 0) continue;
      const notice = data.docs.find((d) => d.flwsid === carried[0].sourceDocId) as Doc;
      expect(JSON.parse(task.extra!)).toMatchObject({
        ZGQX: valuesOf(notice).ZGQX,
        LYWSMC: notice.title,
      });
    }
  });
});

describe('every seeded document', () => {
  /** Fields that name officers of the brigade (picked names, the printed officer rows). */
  const OFFICER_FIELDS = [
    'JCRY',
    'XWR',
    'ZFRY',
    'JLR',
    'KYRY',
    'CYR',
    'CBR',
    'SDR',
    'PZR',
    'LJR',
    'JCR',
    'LXR',
  ];
  /** Date fields that may lie outside the task's life: deadlines ahead, and what came before it. */
  const NOT_IN_LIFE = new Set([
    // deadlines and periods
    'ZGQX',
    'YRDQX',
    'YQZRQ',
    'CFJZRQ',
    // the fire before its investigation
    'QHSJ',
    'HZRQ',
    'JJRQ',
  ]);
  const officersOf = (task: Task): Set<string> => {
    const owner = USERS.find((u) => u.id === task.ownerId);
    const brigade = BRIGADES.find((b) => b.id === owner?.brigadeId);
    if (!owner || !brigade) throw new Error(task.rwid);
    return new Set([
      ...USERS.filter((u) => u.brigadeId === brigade.id).map((u) => u.realName),
      task.coOwner ?? '',
      brigade.coOfficer,
      brigade.leader,
      brigade.legalOfficer,
    ]);
  };
  const formOfType = new Map(DOC_TYPES.map((t) => [String(t.id), t.form]));

  it("names only officers of its task's brigade", () => {
    let named = 0;
    for (const doc of data.docs) {
      const task = taskOf(doc.rwid);
      const officers = officersOf(task);
      expect(officers.has(doc.createdBy), doc.title).toBe(true);
      if (doc.approver) expect(officers.has(doc.approver), doc.title).toBe(true);
      const values = valuesOf(doc);
      for (const field of OFFICER_FIELDS) {
        if (!values[field]) continue;
        named += 1;
        for (const name of values[field].split('、'))
          expect(officers, `${doc.title} ${field}`).toContain(name);
      }
    }
    expect(named).toBeGreaterThan(50);
  });

  it("is dated within its task's life", () => {
    let dated = 0;
    const wrong: string[] = [];
    const check = (ok: boolean, what: string): void => void (ok || wrong.push(what));
    for (const doc of data.docs) {
      const task = taskOf(doc.rwid);
      const born = task.createdAt;
      const where = `${task.name} ${doc.title}`;
      check(doc.createdAt >= born && doc.createdAt < TODAY, `${where} made ${doc.createdAt}`);
      if (doc.approvedAt)
        check(
          doc.approvedAt >= doc.createdAt && doc.approvedAt < TODAY,
          `${where} decided ${doc.approvedAt}`,
        );
      const def = formOf(formOfType.get(doc.typeId) ?? '');
      const values = valuesOf(doc);
      for (const f of def?.fields ?? []) {
        const v = values[f.name];
        if ((f.type !== 'date' && f.type !== 'datetime') || !v || NOT_IN_LIFE.has(f.name)) continue;
        dated += 1;
        check(v >= born.slice(0, v.length) && v <= TODAY, `${where} ${f.name} ${v} (task ${born})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(dated).toBeGreaterThan(50);
  });
});
