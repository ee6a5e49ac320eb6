import { fresh, type FakeHandlers } from '../../test/fakes';
import type { UnitRecord } from '../../../shared/units/schemas';

// The units area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts).

export const unit = (over: Partial<UnitRecord> = {}): UnitRecord => ({
  ID: 'dw1',
  DWMC: '南京某商贸有限公司',
  DWDZ: '南京市玄武区中山路1号',
  TYSHXYDM: '91320100MA1XXXXXX1',
  FDDBR: '王五',
  JGDWLB: '1',
  LXDH: '025-88888888',
  ...over,
});

export const unitsFakes = (): FakeHandlers => ({
  'units:get': (req) => fresh(unit({ ID: req.id })),
  'units:save': () => ({ message: '保存成功!' }),
});
