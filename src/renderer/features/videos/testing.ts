import { fresh, pageOf, type FakeHandlers } from '../../test/fakes';
import type {
  EnforcementVideo,
  EvidenceGroup,
  MissingVideo,
  OrgUnit,
  VideoRecord,
} from '../../../shared/videos/schemas';
// Issue 5 fixtures: recorder videos, units, missing videos, enforcement videos and the evidence tree.

export const video = (id: string, over: Partial<VideoRecord> = {}): VideoRecord => ({
  ID: id,
  RE_NAME: `执法视频${id}`,
  FILENAME: `REC_${id}.mp4`,
  REMARK: null,
  GROUP_NAME: '南京市消防救援支队',
  IMPORTTIME: '2026-10-02 08:30:00',
  CREATETIME: '2026-10-02 09:00:00',
  URL: `http://127.0.0.1:18080/media/REC_${id}.mp4`,
  RWID: null,
  SN: 'DSJ-0001',
  POLICE_NUMBER: '320101',
  MD5: null,
  PSKSSJ: null,
  PSJSSJ: null,
  ...over,
});

export const orgUnits: OrgUnit[] = [
  { ID: '32', DWQC: '江苏省消防救援总队', PARENT_ID: null },
  { ID: '3201', DWQC: '南京市消防救援支队', PARENT_ID: '32' },
  { ID: '320102', DWQC: '玄武区消防救援大队', PARENT_ID: '3201' },
];

export const missingVideo = (n: number, over: Partial<MissingVideo> = {}): MissingVideo => ({
  fileName: `DSJ_${n}.MP4`,
  importTime: '2026-10-03 10:00:00',
  policeNumber: '320101',
  rename: null,
  reName: null,
  sn: 'DSJ-0001',
  ...over,
});

export const enforcementVideo = (n: number): EnforcementVideo => ({
  crtUsername: `警员${n}`,
  updIp: `10.0.0.${n}`,
  updTime: '2026-10-04 11:00:00',
  outValue: `http://127.0.0.1:18080/out/${n}.mp4`,
});

export const evidenceTree: EvidenceGroup[] = [
  {
    wslbmc: '询问笔录',
    children: [
      {
        title: '询问笔录（张三）',
        wh: '宁消询〔2026〕1号',
        wssyid: 'W1',
        children: [
          {
            fileName: '询问录像.mp4',
            fileUrl: 'http://127.0.0.1:18080/ev/1.mp4',
            outMapId: 'O1',
            uuid: 'u1',
          },
          { fileName: '现场照片.jpg', fileUrl: null, outMapId: 'O2', uuid: 'u2' },
        ],
      },
    ],
  },
  {
    wslbmc: '现场检查记录',
    children: [
      {
        title: '现场检查记录',
        wh: '宁消检〔2026〕2号',
        wssyid: 'W2',
        children: [
          {
            fileName: '检查录像.mp4',
            fileUrl: 'http://127.0.0.1:18080/ev/3.mp4',
            outMapId: 'O3',
            uuid: 'u3',
          },
        ],
      },
    ],
  },
];

/** A task with one bound video, a platform list, units, missing videos, evidence. */
export const videosFakes = (): FakeHandlers => ({
  'videos:bound': (req) => fresh([video('v1', { RWID: req.rwid, REMARK: '现场检查' })]),
  'videos:list': (req) =>
    fresh(
      pageOf(
        [video('v1', { RWID: req.rwid }), video('v2'), video('v3', { RWID: 'other-task' })],
        req.current,
        req.size,
      ),
    ),
  'videos:bind': () => ({ message: '操作成功' }),
  'videos:unbind': () => ({ message: '操作成功' }),
  'videos:remark': () => ({ message: '操作成功' }),
  'videos:units': () => fresh(orgUnits),
  'videos:missing': () => ({ list: [missingVideo(1), missingVideo(2)], total: 2 }),
  'videos:sync': () => ({ message: '操作成功' }),
  'videos:enforcement': (req) =>
    fresh(pageOf([enforcementVideo(1), enforcementVideo(2)], req.current, req.size)),
  'videos:evidenceTree': () => fresh(evidenceTree),
  'videos:evidenceSync': () => ({ message: '操作成功' }),
  'videos:suggest': () => fresh({ suggestions: [], notes: [] }),
  'videos:stale': () => fresh({ rows: [], notes: [] }),
});
