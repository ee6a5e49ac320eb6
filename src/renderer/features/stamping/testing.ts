import { fresh, type FakeHandlers } from '../../test/fakes';
import type { StampRow } from '../../../shared/stamping/schemas';

// The stamping area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts).

export const stamps: StampRow[] = [
  {
    id: 's1',
    xmbh: 'XM2024001',
    wh: '宁消监检字〔2024〕第001号',
    ifSign: '0',
    ifSignMsg: null,
    path: null,
    md5: null,
  },
  {
    id: 's2',
    xmbh: 'XM2024001',
    wh: '宁消限字〔2024〕第002号',
    ifSign: '1',
    ifSignMsg: '已盖章',
    path: '/files/2.pdf',
    md5: 'md5-2',
  },
];

export const stampingFakes = (): FakeHandlers => ({
  'stamping:list': () => fresh(stamps),
  'stamping:seal': () => ({ message: '盖章成功' }),
});
