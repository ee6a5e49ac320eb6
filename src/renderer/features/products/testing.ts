import { fresh, type FakeHandlers } from '../../test/fakes';
import type { NoticeRow, ProductRow } from '../../../shared/products/schemas';

// The products area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts).

export const notice = (over: Partial<NoticeRow> = {}): NoticeRow => ({
  ID: 'n1',
  FLWSID: 'f-n1',
  WH: '新城消限字〔2026〕第0201号',
  CRT_USERNAME: '张伟',
  CRT_TIME: '2026-03-08 09:12:00',
  SPRXM: '王建军',
  SPSJ: '2026-03-09 10:42:00',
  SFGJ: '0',
  ...over,
});

/** An inspected product (3662): by default sent for testing on site, not yet dispatched. */
export const productRow = (over: Partial<ProductRow> = {}): ProductRow => ({
  ID: 'p1',
  RWID: 'rw1',
  DXCP: '手提式干粉灭火器',
  GGXH: 'MFZ/ABC4',
  BCSCZ: '浙江安泰消防器材有限公司',
  CPZSBW: 'CCCF',
  JCJS: '120',
  JCSL: '2',
  SCZRJCQKDX: '0',
  CPZLXCJCQKDX: '2',
  CPZRBH: ['2025081801011234'],
  BHGQK1: [],
  BHGQK2: [],
  SFCPFC: '0',
  SFFJ: '0',
  SFJY: '0',
  SFCY: '0',
  SFFJSQ: '0',
  SFYYY: '0',
  SFHG: null,
  SFXSHG: '0',
  SFCG: '0',
  CPJCJLID: 'jl1',
  CYDID: null,
  JYRWID: null,
  JYRWZT: null,
  LYLX: null,
  JYJG: null,
  ZGDWMC: null,
  JYBGWSID: null,
  SQFS: null,
  SQRQ: null,
  SQJE: null,
  FYSM: null,
  ...over,
});

/** The same product sent for testing (检验中) and, with `result`, tested. */
export const testedProduct = (over: Partial<ProductRow> = {}): ProductRow =>
  productRow({
    SFCY: '1',
    JYRWID: 'j1',
    JYRWZT: '1',
    LYLX: '1',
    ZGDWMC: '国家消防装备质量检验检测中心',
    ...over,
  });

export const productsFakes = (): FakeHandlers => ({
  'products:notices': () => fresh([notice()]),
  'products:link': () => ({ message: '关联成功' }),
  'products:unlink': () => ({ message: '取消成功' }),
  'products:list': () => fresh([productRow()]),
  'products:dispatch': () => ({ message: '送检成功', ID: 'j1' }),
  'products:testResult': () => ({ message: '检验结果登记成功' }),
  'products:retestFee': () => ({ message: '保存成功!' }),
  'products:judge': () => ({ message: '操作成功' }),
  'products:reportCheck': () => ({ message: '操作成功' }),
});
