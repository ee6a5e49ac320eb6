import { describe, expect, it } from 'vitest';
import { WorkCalendar } from '../common/calendar';
import {
  fileNameTime,
  matchVideo,
  officerNamesOf,
  parseChinaTime,
  sceneWindowOf,
  staleVideos,
  suggestForTask,
  videoOfficerOf,
  videoTimesOf,
  INSPECTION_FIELDS,
  type SuggestTask,
  type SuggestVideo,
} from './suggest';

// A Tuesday (2026-11-17) of the brigade: 张伟 (承办人, 1502117, recorder DSJ-01) and 李强 (协办人,
// 1502121, recorder DSJ-02) inspect 09:30–11:10 and deliver the notice at 15:20.

const DAY = '2026-11-17';
const at = (hm: string, day = DAY): string => `${day} ${hm.length === 5 ? `${hm}:00` : hm}`;
const RECORDERS = { 'DSJ-01': '1502117', 'DSJ-02': '1502121', 'DSJ-09': '1509999' };

const task = (over: Partial<SuggestTask> = {}): SuggestTask => ({
  RWID: 'rw14',
  runId: 'run7',
  RWMC: '关于欣悦KTV娱乐会所占用、堵塞疏散通道的举报投诉核查',
  officers: [
    { role: 'owner', name: '张伟', policeNumber: '1502117' },
    { role: 'coOfficer', name: '李强', policeNumber: '1502121' },
  ],
  windows: [
    { kind: 'inspection', start: at('09:30'), end: at('11:10') },
    { kind: 'delivery', start: at('15:20'), end: null },
  ],
  ...over,
});

let seq = 0;
const video = (start: string | null, end: string | null, over: Partial<SuggestVideo> = {}) => ({
  ID: `v${++seq}`,
  RE_NAME: null,
  FILENAME: 'clip.mp4',
  SN: 'DSJ-01',
  POLICE_NUMBER: null,
  RWID: null,
  IMPORTTIME: null,
  CREATETIME: at('18:00'),
  PSKSSJ: start,
  PSJSSJ: end,
  ...over,
});

const reasonOf = (v: SuggestVideo, t = task()): string | null =>
  matchVideo(t, v, RECORDERS)?.reason ?? null;

describe('times', () => {
  it('reads China times with or without seconds, and refuses dates alone and impossible times', () => {
    expect(parseChinaTime('2026-11-17 09:30')).toBe(Date.parse('2026-11-17T01:30:00Z'));
    expect(parseChinaTime('2026-11-17 09:30:15')).toBe(Date.parse('2026-11-17T01:30:15Z'));
    expect(parseChinaTime('2026-11-17T00:00:00')).toBe(Date.parse('2026-11-16T16:00:00Z'));
    for (const bad of ['2026-11-17', '2026-02-30 09:00', '2026-11-17 24:10', '', null, undefined])
      expect(parseChinaTime(bad)).toBeNull();
  });

  it('reads the recording start a recorder wrote into the file name', () => {
    expect(fileNameTime('P1502117_DSJ01_20261117092600_0001.MP4')).toBe(
      parseChinaTime('2026-11-17 09:26:00'),
    );
    expect(fileNameTime('20261117_152000.AVI')).toBe(parseChinaTime('2026-11-17 15:20:00'));
    expect(fileNameTime('ZFJLY-150102-01_20261117235959.mp4')).toBe(
      parseChinaTime('2026-11-17 23:59:59'),
    );
    // A police number or a serial of 14 digits that is no time is not one.
    for (const name of ['1502117_0012345678901234.MP4', '20261332090000.mp4', 'IMG_0001.JPG'])
      expect(fileNameTime(name)).toBeNull();
  });

  it('trusts the platform’s recording times, then the file name, then the 采集时间', () => {
    expect(videoTimesOf(video(at('09:26'), at('09:58')))).toEqual({
      start: parseChinaTime(at('09:26')),
      end: parseChinaTime(at('09:58')),
      from: 'record',
    });
    // An end before the start is no end.
    expect(videoTimesOf(video(at('09:26'), at('09:20')))?.end).toBeNull();
    const named = video(null, null, {
      FILENAME: 'DSJ01_20261117094500.mp4',
      IMPORTTIME: at('12:00'),
    });
    expect(videoTimesOf(named)).toEqual({
      start: parseChinaTime(at('09:45')),
      end: null,
      from: 'fileName',
    });
    expect(videoTimesOf(video(null, null, { IMPORTTIME: at('09:45') }))?.from).toBe('import');
    expect(videoTimesOf(video(null, null))).toBeNull();
  });
});

describe('who recorded it', () => {
  it('maps the recorder number by this workstation’s settings, else reads the platform’s police number', () => {
    expect(videoOfficerOf(video(null, null), RECORDERS)).toEqual({
      policeNumber: '1502117',
      via: 'recorder',
      sn: 'DSJ-01',
    });
    // The settings win over the platform's police number.
    expect(
      videoOfficerOf(video(null, null, { SN: 'DSJ-09', POLICE_NUMBER: '1502117' }), RECORDERS)
        ?.policeNumber,
    ).toBe('1509999');
    expect(
      videoOfficerOf(video(null, null, { SN: 'DSJ-77', POLICE_NUMBER: '1502121' }), RECORDERS),
    ).toEqual({ policeNumber: '1502121', via: 'policeNumber', sn: 'DSJ-77' });
    expect(
      videoOfficerOf(video(null, null, { SN: null, POLICE_NUMBER: '1502121' }), RECORDERS)?.via,
    ).toBe('policeNumber');
    expect(videoOfficerOf(video(null, null, { SN: 'DSJ-77' }), RECORDERS)).toBeNull();
    expect(videoOfficerOf(video(null, null, { SN: null }), {})).toBeNull();
  });

  it('names the task’s officers: 承办人, then each 协办人 once', () => {
    expect(officerNamesOf({ CBRXM: '张伟', copycbr: '李强、王磊,张伟' })).toEqual([
      { role: 'owner', name: '张伟' },
      { role: 'coOfficer', name: '李强' },
      { role: 'coOfficer', name: '王磊' },
    ]);
    expect(officerNamesOf({ CBRXM: null, copycbr: '' })).toEqual([]);
  });
});

describe('one video against the task (tolerance 15 minutes)', () => {
  it('says which officer’s recorder and which window, in one sentence', () => {
    expect(reasonOf(video(at('09:45'), at('10:20')))).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄于现场检查时段（09:30–11:10）内',
    );
    expect(reasonOf(video(at('09:26'), at('09:58')))).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄时段与现场检查时段（09:30–11:10）重叠',
    );
    expect(reasonOf(video(at('11:02'), at('11:21'), { SN: 'DSJ-02' }))).toBe(
      '记录仪 DSJ-02 属于协办人李强；拍摄时段与现场检查时段（09:30–11:10）重叠',
    );
  });

  it('takes videos up to 15 minutes before or after a window, not one second more', () => {
    expect(reasonOf(video(at('09:02'), at('09:15')))).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄于现场检查时段（09:30–11:10）开始前 15 分钟',
    );
    expect(reasonOf(video(at('09:02'), at('09:14:59')))).toBeNull();
    expect(reasonOf(video(at('11:25'), at('11:40')))).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄于现场检查时段（09:30–11:10）结束后 15 分钟',
    );
    expect(reasonOf(video(at('11:25:01'), at('11:40')))).toBeNull();
    expect(reasonOf(video(at('11:16'), at('11:30')))).toContain('结束后 6 分钟');
  });

  it('matches a delivery at 15:20 by the minutes before or after it, or by covering it', () => {
    expect(reasonOf(video(at('15:17'), at('15:24')))).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄时段包含文书送达时间（15:20）',
    );
    expect(reasonOf(video(at('15:04'), at('15:12')))).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄于文书送达时间（15:20）前 8 分钟',
    );
    expect(reasonOf(video(at('15:26'), at('15:31')))).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄于文书送达时间（15:20）后 6 分钟',
    );
    expect(reasonOf(video(at('15:35:01'), at('15:50')))).toBeNull();
    expect(reasonOf(video(at('13:00'), at('13:40')))).toBeNull();
  });

  it('counts an inspection with a start only as two hours, and says so', () => {
    const t = task({ windows: [{ kind: 'inspection', start: at('09:30'), end: null }] });
    expect(reasonOf(video(at('11:20'), at('11:35')), t)).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄时段与现场检查时段（09:30 起，未记录结束时间，按 2 小时计）重叠',
    );
    expect(reasonOf(video(at('11:46'), at('11:50')), t)).toBeNull();
  });

  it('follows a night inspection over midnight', () => {
    const t = task({
      windows: [{ kind: 'inspection', start: at('23:20'), end: at('00:40', '2026-11-18') }],
    });
    expect(reasonOf(video(at('00:30', '2026-11-18'), at('00:52', '2026-11-18')), t)).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄时段与现场检查时段（11-17 23:20–11-18 00:40）重叠',
    );
    expect(reasonOf(video(at('23:10'), at('23:50')), t)).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄时段与现场检查时段（23:20–11-18 00:40）重叠',
    );
    expect(reasonOf(video(at('00:56', '2026-11-18'), null), t)).toBeNull();
  });

  it('leaves out bound videos, strangers’ recorders and videos of nobody known', () => {
    expect(reasonOf(video(at('09:45'), at('10:20'), { RWID: 'rw14' }))).toBeNull();
    expect(reasonOf(video(at('09:45'), at('10:20'), { RWID: 'rw99' }))).toBeNull();
    // Mapped to another officer: not the task's, whatever the platform says.
    expect(
      reasonOf(video(at('09:45'), at('10:20'), { SN: 'DSJ-09', POLICE_NUMBER: '1502117' })),
    ).toBeNull();
    // A recorder the settings do not list: the platform's police number decides.
    expect(
      reasonOf(video(at('09:45'), at('10:20'), { SN: 'DSJ-77', POLICE_NUMBER: '1502121' })),
    ).toBe('警号 1502121 为协办人李强；拍摄于现场检查时段（09:30–11:10）内');
    expect(reasonOf(video(at('09:45'), at('10:20'), { SN: 'DSJ-77' }))).toBeNull();
    // An officer whose police number is unknown is not compared.
    const unknown = task({
      officers: [
        { role: 'owner', name: '张伟', policeNumber: '1502117' },
        { role: 'coOfficer', name: '李强', policeNumber: null },
      ],
    });
    expect(reasonOf(video(at('09:45'), at('10:20'), { SN: 'DSJ-02' }), unknown)).toBeNull();
  });

  it('says when the time came from the file name or the 采集时间, and when the end is missing', () => {
    expect(
      reasonOf(
        video(null, null, { FILENAME: 'DSJ-01_20261117094500.mp4', IMPORTTIME: at('18:00') }),
      ),
    ).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄于现场检查时段（09:30–11:10）内；拍摄时间取自文件名；视频无结束时间，按开始时间比对',
    );
    expect(reasonOf(video(null, null, { IMPORTTIME: at('15:18') }))).toBe(
      '记录仪 DSJ-01 属于承办人张伟；拍摄于文书送达时间（15:20）前 2 分钟；拍摄时间按采集时间计；视频无结束时间，按开始时间比对',
    );
  });
});

describe('the task’s suggestions', () => {
  it('ranks overlapping before near, the 承办人 before the 协办人, and notes what it could not use', () => {
    const near = video(at('09:05'), at('09:20'));
    const coInside = video(at('10:00'), at('10:30'), { SN: 'DSJ-02' });
    const ownerInside = video(at('10:05'), at('10:40'));
    const delivery = video(at('15:17'), at('15:24'));
    const bound = video(at('09:45'), at('10:20'), { RWID: 'rw14' });
    const stranger = video(at('09:45'), at('10:20'), { SN: 'DSJ-09' });
    const noTime = video(null, null, { FILENAME: 'MOV_0001.MP4' });
    const nobody = video(at('09:45'), at('10:20'), { SN: null });
    const { suggestions, notes } = suggestForTask(
      task(),
      [near, coInside, stranger, ownerInside, bound, delivery, noTime, nobody],
      RECORDERS,
    );
    expect(suggestions.map((s) => s.video.ID)).toEqual([
      ownerInside.ID,
      delivery.ID,
      coInside.ID,
      near.ID,
    ]);
    expect(suggestions[0].inside).toBe(true);
    expect(suggestions[3]).toMatchObject({ inside: false, gapMinutes: 10 });
    expect(notes).toEqual([
      '1 个未绑定视频没有拍摄时间，未参与比对',
      '1 个未绑定视频的记录仪未在本机设置中对应警号，平台也未记录警号，未参与比对',
    ]);
  });

  it('suggests nothing without times or known officers, and says why', () => {
    const v = video(at('09:45'), at('10:20'));
    expect(suggestForTask(task({ windows: [] }), [v], RECORDERS)).toEqual({
      suggestions: [],
      notes: ['该任务暂无现场检查、询问、勘验、抽样或文书送达的时间，无法推荐视频'],
    });
    // A date alone is no time.
    expect(
      suggestForTask(
        task({ windows: [{ kind: 'inspection', start: DAY, end: null }] }),
        [v],
        RECORDERS,
      ).notes,
    ).toEqual(['该任务暂无现场检查、询问、勘验、抽样或文书送达的时间，无法推荐视频']);
    const nobody = task({
      officers: [
        { role: 'owner', name: '张伟', policeNumber: null },
        { role: 'coOfficer', name: '李强', policeNumber: null },
      ],
    });
    expect(suggestForTask(nobody, [v], RECORDERS)).toEqual({
      suggestions: [],
      notes: ['该任务承办人、协办人的警号均未能确定，无法推荐视频'],
    });
    const noCo = task({
      officers: [
        { role: 'owner', name: '张伟', policeNumber: '1502117' },
        { role: 'coOfficer', name: '李强', policeNumber: null },
      ],
    });
    expect(suggestForTask(noCo, [v], RECORDERS).notes).toEqual([
      '协办人李强的警号未能确定，未按其记录仪推荐',
    ]);
  });

  it('reads a window from a document’s values by its form’s fields', () => {
    expect(
      sceneWindowOf('inspection', INSPECTION_FIELDS, { JCSJ: '2026-11-17 09:30', JSSJ: '' }),
    ).toEqual({ kind: 'inspection', start: '2026-11-17 09:30', end: null });
    expect(
      sceneWindowOf(
        'inquiry',
        { start: ['KSSJ'], end: ['JSSJ'] },
        {
          KSSJ: '2026-11-17 13:05',
          JSSJ: '2026-11-17 13:50',
        },
      ),
    ).toEqual({ kind: 'inquiry', start: '2026-11-17 13:05', end: '2026-11-17 13:50' });
    expect(sceneWindowOf('inspection', INSPECTION_FIELDS, { JCSJ: '2026-11-17' })).toBeNull();
  });
});

describe('videos left unbound for more than 3 working days', () => {
  const calendar = new WorkCalendar();
  const mine = { policeNumber: '1502117', calendar };
  const nowAt = (text: string): number => parseChinaTime(text) ?? 0;
  const imported = (created: string, over: Partial<SuggestVideo> = {}) =>
    video(at('09:45'), at('10:20'), { CREATETIME: created, ...over });

  it('counts working days from the import date, at midnight too', () => {
    const monday = imported('2026-11-16 23:59:00');
    const tuesday = imported('2026-11-17 00:00:00');
    // Friday 00:00: Tue, Wed, Thu, Fri since Monday (4); Wed, Thu, Fri since Tuesday (3).
    const got = staleVideos([monday, tuesday], [task()], RECORDERS, {
      ...mine,
      nowMs: nowAt('2026-11-20 00:00:00'),
    });
    expect(got.map((s) => [s.video.ID, s.workingDays])).toEqual([[monday.ID, 4]]);
    expect(got[0].tasks).toEqual([
      {
        RWID: 'rw14',
        runId: 'run7',
        RWMC: '关于欣悦KTV娱乐会所占用、堵塞疏散通道的举报投诉核查',
        reason: '记录仪 DSJ-01 属于承办人张伟；拍摄于现场检查时段（09:30–11:10）内',
        score: 114,
      },
    ]);
  });

  it('skips the weekend', () => {
    const friday = imported('2026-11-13 17:30:00');
    const at3 = staleVideos([friday], [task()], RECORDERS, {
      ...mine,
      nowMs: nowAt('2026-11-18 16:00:00'),
    });
    expect(at3).toEqual([]);
    const at4 = staleVideos([friday], [task()], RECORDERS, {
      ...mine,
      nowMs: nowAt('2026-11-19 08:00:00'),
    });
    expect(at4.map((s) => s.workingDays)).toEqual([4]);
  });

  it('skips the National Day holiday and counts its make-up Saturday', () => {
    const before = imported('2026-09-30 18:00:00');
    const on = (day: string): number[] =>
      staleVideos([before], [task()], RECORDERS, { ...mine, nowMs: nowAt(`${day} 10:00:00`) }).map(
        (s) => s.workingDays,
      );
    // 10-01..10-07 off; 10-08 and 10-09 working; 10-10 (Saturday) a working day; 10-11 Sunday.
    expect(on('2026-10-09')).toEqual([]);
    expect(on('2026-10-10')).toEqual([]);
    expect(on('2026-10-12')).toEqual([4]);
  });

  it('lists the officer’s own videos without a task, others’ only with one; bound and unknown never', () => {
    const now = { ...mine, nowMs: nowAt('2026-11-25 10:00:00') };
    const created = '2026-11-17 18:00:00';
    const ownElsewhere = imported(created, { PSKSSJ: at('13:00'), PSJSSJ: at('13:20') });
    const coMatching = imported(created, { SN: 'DSJ-02' });
    const coElsewhere = imported(created, {
      SN: 'DSJ-02',
      PSKSSJ: at('13:00'),
      PSJSSJ: at('13:20'),
    });
    const bound = imported(created, { RWID: 'rw14' });
    const noCreate = imported('', {});
    const older = imported('2026-11-10 18:00:00', {
      PSKSSJ: at('13:00', '2026-11-10'),
      PSJSSJ: at('13:20', '2026-11-10'),
    });
    const got = staleVideos(
      [ownElsewhere, coMatching, coElsewhere, bound, noCreate, older],
      [task()],
      RECORDERS,
      now,
    );
    expect(got.map((s) => s.video.ID)).toEqual([coMatching.ID, older.ID, ownElsewhere.ID]);
    expect(got[0].tasks[0].reason).toBe(
      '记录仪 DSJ-02 属于协办人李强；拍摄于现场检查时段（09:30–11:10）内',
    );
    expect(got[1]).toMatchObject({ workingDays: 11, tasks: [] });
    // Without the officer's police number only videos with a likely task are listed.
    expect(
      staleVideos([ownElsewhere, coMatching], [task()], RECORDERS, {
        ...now,
        policeNumber: null,
      }).map((s) => s.video.ID),
    ).toEqual([coMatching.ID]);
  });

  it('ranks a video’s likely tasks and keeps three', () => {
    const v = imported('2026-11-17 18:00:00');
    const other = (n: number, start: string, end: string): SuggestTask =>
      task({ RWID: `t${n}`, RWMC: `任务${n}`, windows: [{ kind: 'inspection', start, end }] });
    const got = staleVideos(
      [v],
      [
        other(4, at('10:30'), at('10:50')),
        other(3, at('10:28'), at('11:00')),
        other(2, at('10:00'), at('10:10')),
        other(1, at('08:00'), at('12:00')),
        other(5, at('13:00'), at('14:00')),
      ],
      RECORDERS,
      { ...mine, nowMs: nowAt('2026-11-25 10:00:00') },
    );
    // Overlapping first (t1, t2), then the nearer (t3: 8 minutes, t4: 10); t5 not at all.
    expect(got[0].tasks.map((t) => t.RWID)).toEqual(['t1', 't2', 't3']);
  });
});
