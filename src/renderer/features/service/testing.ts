import { fresh, pageOf, type FakeHandlers } from '../../test/fakes';
import type { ServicePreview, ServiceRecord } from '../../../shared/service/schemas';

// The service area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts): no
// records, a preview of a notice, every write accepted.

/** A service record as the reference server sends it, `over` on top. */
export const serviceRecord = (over: Partial<ServiceRecord> = {}): ServiceRecord => ({
  ID: 'sd1',
  RWID: 'rw1',
  flwssyid: 'doc1',
  flwsid: 'fl1',
  SDWSMCWH: '责令限期改正通知书（新城消限字〔2026〕第0017号）',
  WH: '新城消限字〔2026〕第0017号',
  SDDATE: '2026-11-20 10:00:00',
  SDPLACE: '呼和浩特市新城区中山东路1号',
  SDFS: '1',
  SDRDWQM: '张伟、李强',
  SSDRXM: '赵建国',
  XZTIME: null,
  REMARK: null,
  SDXS: '1',
  ZT: null,
  SFSD: '1',
  LYWSID: 'receipt1',
  HZFJ: 0,
  ZPFJ: 0,
  YJHZFJ: 0,
  WTSDHFJ: 0,
  GGFJ: 0,
  SPID: null,
  SPMC: null,
  DZSDQRS: '0',
  GGKSRQ: null,
  KDDH: null,
  CRT_TIME: '2026-11-20 10:05:00',
  ...over,
});

export const servicePreview = (over: Partial<ServicePreview> = {}): ServicePreview => ({
  SSDR: '呼和浩特市新城区育才小学',
  SJHM: '13904710321',
  DZYX: 'yucai_xx@example.cn',
  WSMC: '责令限期改正通知书',
  WH: '新城消限字〔2026〕第0018号',
  FSDW: '呼和浩特市新城区消防救援大队',
  NR: [
    { label: '单位名称', value: '呼和浩特市新城区育才小学' },
    { label: '改正期限', value: '2026-12-10' },
  ],
  ZT: '0',
  SDLJ: null,
  FSSJ: null,
  XZTIME: null,
  ...over,
});

export const serviceFakes = (): FakeHandlers => ({
  'service:records': (req) => fresh(pageOf<ServiceRecord>([], req.current, req.size)),
  'service:preview': () => fresh(servicePreview()),
  'service:addElectronic': () => ({ message: '已新增电子送达，请预览后发送' }),
  'service:send': () => ({
    message: '发送成功！',
    SDLJ: 'http://127.0.0.1:8081/preview/dzsd/ab12',
  }),
  'service:saveProof': () => ({ message: '送达证明信息已保存' }),
  'service:confirm': () => ({ message: '已确认送达' }),
});
