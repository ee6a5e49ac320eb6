import { fresh, type FakeHandlers } from '../../test/fakes';
import type { NoticeRow } from '../../../shared/products/schemas';

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

export const productsFakes = (): FakeHandlers => ({
  'products:notices': () => fresh([notice()]),
  'products:link': () => ({ message: '关联成功' }),
  'products:unlink': () => ({ message: '取消成功' }),
});
