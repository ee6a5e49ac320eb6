import { inspectionMessages as M } from '../../shared/inspection/messages';

// The inspection area's refusals (the reference server's wording; the spec gives the selection's).

export const INSPECTION_ERRORS = {
  missingRwid: '缺少任务ID',
  noUnit: '此任务没有单位信息',
  unitMismatch: '该单位不是本任务的检查对象',
  selectUnrectified: M.applySelectUnrectified,
  unknownDanger: '所选隐患不存在或不属于本任务',
  alreadyApplied: '所选隐患已申请复查，请勿重复申请',
  notFindingTask: '该任务不是检查任务，不能申请复查',
  taskClosed: '任务已办结或已作废，不能申请复查',
  wrongKind: (kind: string): string =>
    kind === 'jsfw'
      ? '该任务不是技术服务任务，请按监督检查申请复查'
      : '该任务是技术服务任务，请按技术服务申请复查',
  unknownApplication: '复查申请不存在',
  alreadyCreated: '该复查申请已发起复查任务，请勿重复发起',
  createClosed: '任务已办结或已作废，不能发起复查任务',
  dangerNotHere: '该隐患不属于本任务',
  alreadyRectified: '该隐患已整改，无需重复确认',
  rectifyClosed: '任务已办结或已作废，不能确认整改',
} as const;
