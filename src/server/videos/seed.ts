import { createHash } from 'node:crypto';
import type { ServerDb } from '../db/open';
import type { SeedInput } from '../seed/types';
import { objects } from '../uploads/tables';
import {
  enforcementVideos,
  evidenceFiles,
  missingVideos,
  orgUnits,
  videos,
  videoTimes,
} from './tables';
import { hasTable } from '../seed/types';
import { parseCst } from '../documents/seed/content';
import { md5Of, relativePathOf, writeStoredFile } from '../util/store';
import { formatDateTime } from '../util/time';
import type { SeedRows } from '../tasks/seed/build';
import { taskId } from '../tasks/seed/build';
import { jpgPhoto, mp4Clip, pngPicture } from '../seed/media';

// The collection platform (执法记录仪采集平台) of the demo: the fire-rescue organisation, ~40
// recorder videos and photos of the demo officer's brigade and its neighbours over the last 120
// days (some bound to demo tasks, some with remarks), recorder files not yet imported (the
// missing-video correction), enforcement videos of a few tasks and the penalty task's evidence.
// Rows share three stored objects (a clip, a photo, a picture) so seeding stays fast.

export type SeedObject = { md5: string; bytes: Buffer };
export type VideoSeed = {
  objects: SeedObject[];
  orgUnits: Array<typeof orgUnits.$inferInsert>;
  videos: Array<typeof videos.$inferInsert>;
  missing: Array<typeof missingVideos.$inferInsert>;
  enforcement: Array<typeof enforcementVideos.$inferInsert>;
  evidence: Array<typeof evidenceFiles.$inferInsert>;
  /** When each video was recorded (PSKSSJ, PSJSSJ; issue 18). */
  times: Array<typeof videoTimes.$inferInsert>;
};

const XC = '1501020000';
const XC_STATION = '1501020100';
const HM = '1501030000';
const SH = '1501050000';
const HHHT = '1501000000';
const KQ = '1502030000';

export const ORG_UNITS: ReadonlyArray<{ id: string; name: string; parentId: string | null }> = [
  { id: '1500000000', name: '内蒙古自治区消防救援总队', parentId: null },
  { id: HHHT, name: '呼和浩特市消防救援支队', parentId: '1500000000' },
  { id: XC, name: '呼和浩特市新城区消防救援大队', parentId: HHHT },
  { id: XC_STATION, name: '呼和浩特市新城区消防救援大队海东路消防救援站', parentId: XC },
  { id: HM, name: '呼和浩特市回民区消防救援大队', parentId: HHHT },
  { id: SH, name: '呼和浩特市赛罕区消防救援大队', parentId: HHHT },
  { id: '1502000000', name: '包头市消防救援支队', parentId: '1500000000' },
  { id: KQ, name: '包头市昆都仑区消防救援大队', parentId: '1502000000' },
  { id: '1300000000', name: '河北省消防救援总队', parentId: null },
  { id: '1301000000', name: '石家庄市消防救援支队', parentId: '1300000000' },
  { id: '1301020000', name: '石家庄市长安区消防救援大队', parentId: '1301000000' },
];

/** Recorders per unit: number and the officer (police number) who carries it. */
const RECORDERS: Record<string, ReadonlyArray<readonly [string, string]>> = {
  [XC]: [
    ['ZFJLY-150102-01', '1502117'],
    ['ZFJLY-150102-02', '1502121'],
    ['ZFJLY-150102-03', '1502126'],
  ],
  [XC_STATION]: [['ZFJLY-150102-11', '1502133']],
  [HM]: [['ZFJLY-150103-01', '1503015']],
  [SH]: [['ZFJLY-150105-01', '1505022']],
  [HHHT]: [['ZFJLY-150100-01', '1500008']],
  [KQ]: [['ZFJLY-150203-01', '1504089']],
};

/** Units of the 40 videos, in order (newest first). */
const VIDEO_UNITS: readonly string[] = [
  ...Array<string>(16).fill(XC),
  ...Array<string>(6).fill(XC_STATION),
  ...Array<string>(6).fill(HM),
  ...Array<string>(5).fill(SH),
  ...Array<string>(3).fill(HHHT),
  ...Array<string>(4).fill(KQ),
].map((u, i, all) => all[(i * 7) % all.length] ?? u);

const SUBJECTS = [
  '鼎盛购物中心疏散通道检查',
  '鼎盛购物中心消防控制室检查',
  '青城宾馆客房区域检查',
  '老绥远烧麦馆后厨检查',
  '欣悦KTV包间检查',
  '塞北会展中心演唱会现场检查',
  '育才小学宿舍楼检查',
  '北辰消防器材门店抽查',
  '夜间消防巡查',
  '当事人询问',
];
const REMARKS = [
  '东侧疏散通道堆放杂物',
  '消防控制室值班人员未持证',
  '常闭式防火门处于开启状态',
  '现场询问当事人',
  '已责令当场改正',
];

const pad = (n: number): string => String(n).padStart(2, '0');
const stamp = (ms: number): string => formatDateTime(ms).replace(/[-: ]/g, '');
export const videoId = (i: number): string => String(1782342010000000 + i * 4271);

/**
 * Demo bindings: the penalty task holds two videos, the quick-procedure task one, another
 * officer's task one, and the archived simple-procedure penalty one (it can no longer be unbound).
 */
const BOUND: Record<number, string> = {
  1: taskId(3),
  4: taskId(3),
  9: taskId(11),
  12: taskId(31),
  23: taskId(6),
};

/**
 * Unbound videos on the demo officer's recorder during seeded tasks' on-site times (issue 18,
 * suggested binding), ids of their own:
 * - task 12 (大型活动 inspection, its 执法视频 button shows 推荐绑定): one overlapping the inspection
 *   record's start, one inside its two hours, one 31 minutes before it (outside the tolerance);
 *   imported today, so none is stale;
 * - task 17 (product check, 19 days ago) and task 13 (the delivery of its notice, 38 days ago):
 *   imported the same day and left unbound, listed in the import centre's 待绑定视频.
 */
export const SUGGEST_SEED = {
  task12Overlap: '1782342030004271',
  task12Inside: '1782342030008542',
  task12Outside: '1782342030012813',
  task17Stale: '1782342030017084',
  task13Delivery: '1782342030021355',
} as const;

const MIN = 60_000;

/** A value of a seeded document of a task (the first live document of the type that has it). */
function docValue(rows: SeedRows, n: number, typeId: string, field: string): number | null {
  for (const d of rows.documents) {
    if (d.rwid !== taskId(n) || d.typeId !== typeId || d.deleted) continue;
    const value = (JSON.parse(d.values ?? '{}') as Record<string, string>)[field];
    if (value) return parseCst(value.length === 16 ? `${value}:00` : value);
  }
  return null;
}

function suggestionVideos(
  now: number,
  rows: SeedRows,
  clip: SeedObject,
): Pick<VideoSeed, 'videos' | 'times'> {
  const [sn, policeNumber] = RECORDERS[XC][0];
  const out: Pick<VideoSeed, 'videos' | 'times'> = { videos: [], times: [] };
  const add = (
    id: string,
    reName: string,
    at: number | null,
    fromMin: number,
    toMin: number,
    imported: (end: number) => number,
  ): void => {
    if (at === null) return;
    const start = at + fromMin * MIN;
    const end = at + toMin * MIN;
    out.videos.push({
      id,
      reName,
      fileName: `${sn}_${stamp(start)}.mp4`,
      remark: null,
      groupName: ORG_UNITS.find((u) => u.id === XC)?.name ?? '',
      unitId: XC,
      importTime: formatDateTime(start),
      // Imported one after the other (a few minutes apart), never before the recording ended.
      createTime: formatDateTime(
        Math.max(end + 20 * MIN, imported(end) - out.videos.length * 3 * MIN),
      ),
      md5: clip.md5,
      size: clip.bytes.length,
      sn,
      policeNumber,
      rwid: null,
      source: 'seed',
    });
    out.times.push({ videoId: id, start: formatDateTime(start), end: formatDateTime(end) });
  };
  const today = (): number => now - 2 * 3_600_000;
  const sameEvening = (end: number): number => end + 7 * 3_600_000;
  const inspection12 = docValue(rows, 12, '420', 'JCSJ');
  add(
    SUGGEST_SEED.task12Overlap,
    '塞北会展中心演唱会主舞台区域检查视频',
    inspection12,
    -5,
    34,
    today,
  );
  add(SUGGEST_SEED.task12Inside, '塞北会展中心疏散通道检查视频', inspection12, 52, 71, today);
  add(SUGGEST_SEED.task12Outside, '塞北会展中心周边道路巡查视频', inspection12, -48, -31, today);
  add(
    SUGGEST_SEED.task17Stale,
    '北辰消防器材门店灭火器抽查视频',
    docValue(rows, 17, '228', 'JCSJ'),
    3,
    26,
    sameEvening,
  );
  add(
    SUGGEST_SEED.task13Delivery,
    '欣悦KTV检查意见书送达视频',
    docValue(rows, 13, '46', 'SDSJ'),
    -3,
    5,
    sameEvening,
  );
  return out;
}

export function buildVideoSeed(now: number, rows: SeedRows): VideoSeed {
  const clip = mp4Clip();
  const photo = jpgPhoto() ?? pngPicture(320, 240, [200, 60, 40]);
  const objects: SeedObject[] = [{ md5: md5Of(photo), bytes: photo }];
  if (clip) objects.push({ md5: md5Of(clip), bytes: clip });
  const video = objects[objects.length - 1];
  const image = objects[0];
  const nameOf = (id: string): string => ORG_UNITS.find((u) => u.id === id)?.name ?? '';

  const times: VideoSeed['times'] = [];
  const list: VideoSeed['videos'] = VIDEO_UNITS.map((unitId, i) => {
    const created = now - Math.round(((i + 0.5) * 118 * 86_400_000) / VIDEO_UNITS.length);
    const recorded = created - (15 + (i % 5) * 9) * 60_000;
    const [sn, policeNumber] = RECORDERS[unitId][i % RECORDERS[unitId].length];
    const isPhoto = i % 8 === 5;
    const obj = isPhoto ? image : video;
    // A clip runs 3 to 24 minutes; a photo is an instant.
    const stopped = isPhoto ? recorded : recorded + (3 + ((i * 7) % 22)) * 60_000;
    times.push({
      videoId: videoId(i),
      start: formatDateTime(recorded),
      end: formatDateTime(stopped),
    });
    return {
      id: videoId(i),
      reName:
        i % 5 === 3
          ? null
          : `${SUBJECTS[i % SUBJECTS.length]}${isPhoto ? '照片' : '视频'}${pad((i % 3) + 1)}`,
      fileName: `${sn}_${stamp(recorded)}.${isPhoto ? 'jpg' : 'mp4'}`,
      remark: i % 4 === 1 ? REMARKS[i % REMARKS.length] : null,
      groupName: nameOf(unitId),
      unitId,
      importTime: formatDateTime(recorded),
      createTime: formatDateTime(created),
      md5: obj.md5,
      size: obj.bytes.length,
      sn,
      policeNumber,
      rwid: BOUND[i] ?? null,
      source: 'seed' as const,
    };
  });
  // Bound videos are the demo brigade's, so the demo officer's default (own unit) list shows them.
  for (const v of list)
    if (v.rwid)
      Object.assign(v, {
        unitId: XC,
        groupName: nameOf(XC),
        sn: RECORDERS[XC][0][0],
        policeNumber: RECORDERS[XC][0][1],
      });
  const clips = list.filter((v) => v.fileName.endsWith('.mp4'));

  const missing: VideoSeed['missing'] = Array.from({ length: 15 }, (_, i) => {
    const unitId = i < 10 ? XC : i < 13 ? XC_STATION : KQ;
    const [sn, policeNumber] = RECORDERS[unitId][i % RECORDERS[unitId].length];
    const at = now - (i * 2 + 1) * 86_400_000 - (i % 6) * 3_600_000;
    return {
      id: String(1782342090000000 + i * 3061),
      fileName: `${sn}_${stamp(at)}.mp4`,
      reName: i % 3 === 0 ? null : `${SUBJECTS[(i + 3) % SUBJECTS.length]}补录${pad(i + 1)}`,
      sn,
      policeNumber,
      importTime: formatDateTime(at),
      unitId,
      md5: video.md5,
      size: video.bytes.length,
    };
  });

  // The quick-procedure task has more than one page (5 a page); the event inspection (12) none.
  const enforcement: VideoSeed['enforcement'] = [
    [taskId(3), 0, '张伟', '10.15.32.41', 2],
    [taskId(3), 2, '张伟', '10.15.32.41', 5],
    [taskId(3), 6, '李强', '10.15.32.57', 9],
    [taskId(11), 7, '张伟', '10.15.32.41', 3],
    [taskId(11), 8, '张伟', '10.15.32.44', 4],
    [taskId(11), 10, '李强', '10.15.32.57', 6],
    [taskId(11), 11, '张伟', '10.15.32.41', 8],
    [taskId(11), 14, '李强', '10.15.32.57', 11],
    [taskId(11), 15, '张伟', '10.15.32.44', 15],
    [taskId(11), 16, '张伟', '10.15.32.41', 21],
  ].map(([businessId, v, createdBy, ip, days], i) => ({
    id: String(1782342150000000 + i * 2137),
    businessId: String(businessId),
    videoId: videoId(Number(v)),
    createdBy: String(createdBy),
    ip: String(ip),
    updatedAt: formatDateTime(now - Number(days) * 86_400_000),
  }));

  // Evidence of the penalty task: its first three live documents, two to three files each; the
  // last file of each document has no viewable copy yet (fileUrl empty).
  const docs = rows.documents.filter((d) => d.rwid === taskId(3) && !d.deleted).slice(0, 3);
  const evidence: VideoSeed['evidence'] = docs.flatMap((d, di) =>
    Array.from({ length: 2 + (di % 2) }, (_, k) => {
      const n = di * 10 + k;
      const last = k === 1 + (di % 2);
      return {
        outMapId: String(1782342170000000 + n * 1009),
        uuid: createHash('md5').update(`evidence-${n}`).digest('hex'),
        documentId: d.id,
        fileName: last ? `现场执法记录${pad(n + 1)}.avi` : `现场执法记录${pad(n + 1)}.mp4`,
        videoId: last ? null : clips[(n * 3) % clips.length].id,
        sort: k + 1,
      };
    }),
  );

  const suggested = suggestionVideos(now, rows, video);
  list.push(...suggested.videos);
  times.push(...suggested.times);

  return {
    objects,
    orgUnits: ORG_UNITS.map((u, i) => ({ ...u, sort: i + 1 })),
    videos: list,
    times,
    missing,
    enforcement,
    evidence,
  };
}

/** The collection platform: its stored objects (shared with attachments by MD5), units and rows. */
export function seedVideos(db: ServerDb, { now, rows, dataDir }: SeedInput): void {
  const platform = buildVideoSeed(now, rows);
  for (const o of platform.objects) writeStoredFile(dataDir, o.bytes);
  const at = formatDateTime(now);
  db.insert(objects)
    .values(
      platform.objects.map((o) => ({
        md5: o.md5,
        size: o.bytes.length,
        path: relativePathOf(o.md5),
        createdAt: at,
      })),
    )
    .onConflictDoNothing()
    .run();
  db.insert(orgUnits).values(platform.orgUnits).run();
  db.insert(videos).values(platform.videos).run();
  db.insert(missingVideos).values(platform.missing).run();
  db.insert(enforcementVideos).values(platform.enforcement).run();
  if (platform.evidence.length > 0) db.insert(evidenceFiles).values(platform.evidence).run();
  // A data folder of an earlier schema has no table of recording times (db/open.test.ts).
  if (hasTable(db, videoTimes)) db.insert(videoTimes).values(platform.times).run();
}
