import { fresh, type FakeHandlers } from '../test/fakes';
import type { DictCode } from '../../shared/dict/constants';
import type { DictItem } from '../../shared/dict/schemas';

// The dictionaries (the dict area's renderer is components/useDict.ts) and their default fake.

const item = (dictKey: string, dictValue: string, remark: string | null, sort = 0): DictItem => ({
  dictKey,
  dictValue,
  remark,
  sort,
});

export const dictionaries: Record<DictCode, DictItem[]> = {
  XFJD_XMRW_RWLX: [
    item('2', '监督抽查', null, 1),
    item('12', '公众聚集场所投入使用营业前消防安全检查', null, 2),
    item('61', '一般程序行政处罚', null, 3),
  ],
  XFJD_XMRW_ZRWZT: [
    item('1', '办理中', 'brand', 1),
    item('2', '已办结', 'success', 2),
    item('3', '已作废', 'subtle', 3),
  ],
  XFJD_FLWS_STATUS: [
    item('1', '草稿', 'subtle'),
    item('2', '审批中', 'warning'),
    item('3', '审批通过', 'success'),
    item('4', '已退回', 'danger'),
  ],
  XFJD_FLWS_SFSD: [item('1', '未送达', 'warning'), item('2', '已送达', 'success')],
  XFJD_FLWS_STATUS1: [
    item('1', '未签章', 'subtle'),
    item('2', '已签章', 'success'),
    item('3', '已撤回', 'warning'),
  ],
  XFJD_FLWS_STATUS2: [item('1', '未归档', 'subtle'), item('2', '已归档', 'informative')],
  XFJD_FLWS_STATUS3: [item('1', '未上报', 'subtle'), item('2', '已上报', 'success')],
  XFJD_XZCF_ZXQK: [item('1', '已履行', 'success'), item('2', '未履行', 'danger')],
  XFJD_XZCF_CFDXLX: [],
  XFJD_XZCF_CFLYLX: [],
  XFJD_XYGK_PERSONTYPE: [],
};

export const dictFakes = (): FakeHandlers => ({
  'dict:get': (req) => fresh(dictionaries[req.code as keyof typeof dictionaries] ?? []),
});
