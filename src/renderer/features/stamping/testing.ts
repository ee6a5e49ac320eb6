import { fresh, type FakeHandlers } from '../../test/fakes';
import type { StampRow } from '../../../shared/stamping/schemas';
import type { StampList } from '../../../shared/stamping/contract';

// The stamping area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts).

/** Spec 02 rows (province 15): ifSign and path. */
export const stamps: StampRow[] = [
  {
    id: 's1',
    xmbh: 'XM2024001',
    wh: '宁消监检字〔2024〕第001号',
    ifSign: '0',
    ifSignMsg: null,
    ifAgainSign: null,
    path: null,
    md5: null,
    wsmc: null,
  },
  {
    id: 's2',
    xmbh: 'XM2024001',
    wh: '宁消限字〔2024〕第002号',
    ifSign: '1',
    ifSignMsg: '已盖章',
    ifAgainSign: null,
    path: '/files/2.pdf',
    md5: 'md5-2',
    wsmc: '责令限期改正通知书',
  },
];

/** Spec 01 rows (province 62): ifAgainSign, no path. */
export const gsStamps: StampRow[] = [
  {
    id: 'g1',
    xmbh: 'XM2026071',
    wh: '城关消限字〔2026〕第0021号',
    ifSign: '0',
    ifSignMsg: '未盖章',
    ifAgainSign: '1',
    path: null,
    md5: null,
    wsmc: null,
  },
  {
    id: 'g2',
    xmbh: 'XM2026071',
    wh: '城关消限字〔2026〕第0022号',
    ifSign: '1',
    ifSignMsg: '已盖章',
    ifAgainSign: '1',
    path: null,
    md5: 'md5-g2',
    wsmc: null,
  },
  {
    id: 'g3',
    xmbh: 'XM2026071',
    wh: '城关消限字〔2026〕第0023号',
    ifSign: '1',
    ifSignMsg: '已盖章',
    ifAgainSign: '0',
    path: null,
    md5: null,
    wsmc: null,
  },
];

export const nmgList: StampList = { variant: 'nmg', own: true, province: '15', rows: stamps };
export const gsList: StampList = { variant: 'gs', own: true, province: '62', rows: gsStamps };

export const stampingFakes = (): FakeHandlers => ({
  'stamping:list': () => fresh(nmgList),
  'stamping:seal': () => ({ message: '盖章成功' }),
  'stamping:download': (req) => ({
    savedTo: `C:\\下载\\${req.fileName}.pdf`,
    fileName: `${req.fileName}.pdf`,
    bytes: 10,
  }),
});
