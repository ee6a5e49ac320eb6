export const DICT_API = {
  dictionary: '/api/blade-system/dict-biz/dictionary',
} as const;

export const DICT = {
  status1: 'XFJD_FLWS_STATUS1',
  status2: 'XFJD_FLWS_STATUS2',
  status3: 'XFJD_FLWS_STATUS3',
  docStatus: 'XFJD_FLWS_STATUS',
  delivery: 'XFJD_FLWS_SFSD',
  subTaskState: 'XFJD_XMRW_ZRWZT',
  taskType: 'XFJD_XMRW_RWLX',
  execution: 'XFJD_XZCF_ZXQK',
  penaltyTarget: 'XFJD_XZCF_CFDXLX',
  penaltySource: 'XFJD_XZCF_CFLYLX',
  personType: 'XFJD_XYGK_PERSONTYPE',
} as const;

export type DictCode = (typeof DICT)[keyof typeof DICT];

export const DICT_CODES: readonly DictCode[] = Object.values(DICT);
