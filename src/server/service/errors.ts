import { serviceMessages as T } from '../../shared/service/messages';
import { actionsMessages as A } from '../../shared/actions/messages';

// The reference server's refusals of the service area, worded for the officer. The proof texts
// come from the shared rule (src/shared/service/proof.ts).

export const SERVICE_ERRORS = {
  taskClosed: A.actionTaskClosed,
  missingRwid: '查询条件未指定任务',
  recordNotFound: '送达记录不存在',
  noConsent: '该单位尚未签署电子送达地址确认书（同意电子送达），不能电子送达',
  notReady: '文书尚未审批通过，不能送达',
  notServed: '该文书不是送达当事人的文书，无需送达',
  alreadyDelivered: '该文书已送达',
  electronicNoUpdate: '电子送达记录不能修改，请在送达记录中预览后发送',
  electronicOpen: '该文书已有未完成的电子送达，请在送达记录中发送或等待受送达人打开',
  alreadySent: '该文书已电子送达，受送达人打开链接即送达，请复制送达链接发给受送达人',
  recordDelivered: '该送达记录已确认送达',
  badExpressNo: '邮寄单号只能由字母、数字和“-”组成，最长40位',
  badDate: '公告起始日期格式不正确',
  noticeFuture: '公告起始日期不能晚于今天',
  videoNotBound: '所选执法记录仪视频未绑定到本任务，请先绑定',
  proofMissing: (missing: string): string => `送达证明不全，不能确认送达：${missing}`,
  linkInvalid: '送达链接无效或已失效',
  chooseDocument: T.serviceChooseRequired,
} as const;
