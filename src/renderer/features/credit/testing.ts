import { fresh, type FakeHandlers } from '../../test/fakes';
import type { CreditPersonRecord, CreditUnitRecord } from '../../../shared/credit/schemas';

// The credit area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts): no records
// yet, nothing due, every save accepted with the spec's '操作成功'.

export const personRecord = (over: Partial<CreditPersonRecord> = {}): CreditPersonRecord => ({
  ID: 'gr1',
  RWID: 'rw1',
  PERSON_NAME: '刘某某',
  PERSON_TYPE: '5',
  ID_CARD: '150102198003151232',
  ZGZSH: null,
  ZCZSH: null,
  PYDW: '呼和浩特市新城区老绥远烧麦馆',
  CFLB: '罚款',
  CFJD_TIME: '2024-06-08',
  CFNR: '罚款人民币伍佰元整',
  FKJE: '500',
  WFSS: '在后厨违规使用液化石油气钢瓶，操作不当引发火灾。',
  CFYJ: '《中华人民共和国消防法》第六十四条第一项',
  CFJG: '呼和浩特市新城区消防救援大队',
  CFJGDM: null,
  GSQ: '6',
  ZGDWID: '1501020000',
  ZGDWMC: '呼和浩特市新城区消防救援大队',
  ...over,
});

export const unitRecord = (over: Partial<CreditUnitRecord> = {}): CreditUnitRecord => ({
  ID: 'dw1',
  RWID: 'rw1',
  DWMC: '呼和浩特市新城区欣悦KTV娱乐会所',
  SHXYDM: '92150102MA0R4W3N8B',
  YZSXXW: '占用、堵塞疏散通道，经责令改正后逾期未改正',
  WFCLNR: '责令立即改正，依法予以处罚',
  WFCLYJ: '《中华人民共和国消防法》第二十八条',
  ZGDWID: '1501020000',
  GSQ: '6',
  CFJDWSH: '新城消行罚决字〔2026〕第0031号',
  CFRQ: '2024-06-08',
  CFNR: '罚款人民币伍仟元整',
  FKJE: '5000',
  WFSS: '二层东侧疏散通道堆放酒水纸箱，逾期未改正。',
  SPZT: '1',
  ...over,
});

const none = { record: null, refusal: null };

export const creditFakes = (): FakeHandlers => ({
  'credit:person': () => fresh(none),
  'credit:general': () => fresh({ ...none, due: { due: false, drafted: false, overdue: 0 } }),
  'credit:serious': () => fresh(none),
  'credit:savePerson': () => ({ message: '操作成功' }),
  'credit:saveGeneral': () => ({ message: '操作成功' }),
  'credit:saveSerious': () => ({ message: '操作成功' }),
  'credit:submitSerious': () => ({ message: '已提交审批' }),
});
