import type { DocTypeRow, DocumentRow } from '../documents/tables';
import type { TaskRow } from '../tasks/tables';
import { TYPES, type ActionFacts } from '../actions/state';
import { isEditableStatus } from '../../shared/documents/rules';
import { taskButtonType } from '../../shared/buttons';
import { isCase } from '../penalty/state';
import { productsButtons } from '../products/buttons';
import { unitsButtons } from '../units/buttons';
import {
  QUICK_TASK_TYPE,
  SEAL_TASK_TYPE,
  THREE_STOP_TASK_TYPES,
} from '../../shared/penalty/constants';
import { inspectionButtons } from '../inspection/buttons';
import { serviceButtons } from '../service/buttons';
import { creditButtons } from '../credit/buttons';
import { fireButtons } from '../fire/buttons';

// Buttons are computed from the rows' current state on every call, so that later changes to a
// task or document (approval, delivery, suspension) show the right actions without a migration.

export type ButtonColor = 'primary' | 'success' | 'warning' | 'danger' | 'info';
export type TaskButton = {
  btnPos: '1' | '2';
  btnName: string;
  btnType: string;
  color: ButtonColor;
};
export type RowButton = { BUTTON_NAME: string; BUTTON_TYPE: string };

const INSPECTION_TYPES = new Set([31, 32, 33, 45, 56, 74, 11, 12, 13, 14, 15, 16, 17, 18, 19]);

const header = (btnName: string, btnType: string, color: ButtonColor): TaskButton => ({
  btnPos: '1',
  btnName,
  btnType,
  color,
});
const toolbar = (btnName: string, btnType: string, color: ButtonColor): TaskButton => ({
  btnPos: '2',
  btnName,
  btnType,
  color,
});

/**
 * Task buttons (btnsList) as sent: position 1 the header toolbar, 2 the document-tree toolbar. Only
 * the types the client handles go out (src/shared/buttons.ts): a button that would answer
 * '操作按钮暂未维护!' is not offered at all.
 */
export function taskButtons(task: TaskRow, facts: ActionFacts = NO_FACTS): TaskButton[] {
  return buttonRules(task, facts).filter((b) => taskButtonType(b) !== null);
}

/** A task with no action state: running, inspected, no suspension in approval, no decision. */
export const NO_FACTS: ActionFacts = {
  stopped: false,
  noInspection: false,
  suspensionPending: false,
  decision: null,
};

/**
 * Which buttons each task state calls for. Each task action (src/shared/actions/buttons.ts) is
 * offered only where its preconditions can hold; its route (server/actions) checks them again.
 */
export function buttonRules(task: TaskRow, facts: ActionFacts = NO_FACTS): TaskButton[] {
  // The execution-video and help buttons are always sent: the client shows them by its own rules
  // (video flag or region 13; help only for task types 11-19), as the province's server does.
  const always = [
    header('操作日志', 'opLog', 'info'),
    header('执法视频', 'video', 'primary'),
    header('帮助', 'help', 'info'),
  ];
  if (task.state === '5' || task.deleted !== 0) return [header('操作日志', 'opLog', 'info')];

  const open = task.state === '0' || task.state === '1';
  const is = (types: readonly number[]): boolean => types.includes(task.type);
  const penalty = is(TYPES.penalty);
  const buttons: TaskButton[] = [];
  if (open) {
    if (task.state === '0' && is(TYPES.product))
      buttons.push(header('受理任务', 'acceptTask', 'primary'));
    buttons.push(header('结束任务', 'endTask', 'danger'));
    if (is(TYPES.procedure)) buttons.push(header('切换程序', 'changeProcedure', 'warning'));
    if (penalty) {
      if (task.clockState === '1') buttons.push(header('恢复计时', 'resumeClock', 'success'));
      else if (!facts.suspensionPending)
        buttons.push(header('暂停计时', 'suspendClock', 'warning'));
      buttons.push(header('申请延期', 'postpone', 'warning'));
    }
    if (is(TYPES.stoppable))
      buttons.push(
        facts.stopped
          ? header('恢复案件', 'caseResume', 'success')
          : header('暂停案件', 'caseStop', 'warning'),
      );
    if (is(TYPES.execution) && facts.decision)
      buttons.push(header('执行登记', 'execRegister', 'primary'));
    if (is(TYPES.verbalNotice)) buttons.push(header('口头告知', 'verbalNotice', 'primary'));
    const unfulfilled = facts.decision?.execution === '2' || facts.decision?.execution === '3';
    if (is(TYPES.enforcement) || (is(TYPES.execution) && unfulfilled))
      buttons.push(header('强制执行', 'enforcement', 'danger'));
    if (is(TYPES.inspection))
      buttons.push(
        facts.noInspection
          ? header('撤销不检查', 'noInspectionRevoke', 'warning')
          : header('不检查', 'noInspection', 'warning'),
      );
    if (is(TYPES.doubleRandom)) buttons.push(header('修改检查时间', 'inspectionTime', 'primary'));
    if (is(TYPES.techService)) buttons.push(header('技术服务', 'techService', 'primary'));
    // Temporary seizure (临时查封): the client asks on-the-spot or general procedure (spec 02 §9).
    if (penalty) buttons.push(header('临时查封', 'seizure', 'warning'));
    penaltyButtons(task, facts).forEach((b) => buttons.push(b));
    productsButtons(task).forEach((b) => buttons.push(b));
    if (INSPECTION_TYPES.has(task.type) && task.unitId)
      buttons.push(header('单位信息', 'unitInfo', 'info'));
    buttons.push(...unitsButtons(task));
    buttons.push(header('申请作废', 'voidTask', 'danger'));
  }
  buttons.push(...inspectionButtons(task, facts));
  buttons.push(...creditButtons(task, facts));
  buttons.push(...fireButtons(task));
  // The reduction only reads: shown on a case that has one, open or closed.
  if (isCase(task) && facts.penalty?.reduction)
    buttons.push(header('减轻处罚', 'penaltyReduction', 'info'));
  if ((task.state === '2' || task.state === '3') && is(TYPES.licence))
    buttons.push(header('电子证照', 'licence', 'success'));
  if (task.state === '2') buttons.push(header('归档结案', 'archive', 'success'));
  buttons.push(...always);

  if (open) buttons.push(toolbar('新增文书', 'addDoc', 'primary'));
  buttons.push(toolbar('文书盖章', 'stamp', 'primary'));
  buttons.push(...serviceButtons(task));
  if (open) buttons.push(toolbar('附件上传', 'upload', 'primary'));
  if (open || task.state === '2') buttons.push(toolbar('证据同步', 'evidenceSync', 'success'));
  buttons.push(toolbar('打包下载', 'packDownload', 'info'));
  // Viewing attachments only reads: offered in every state the toolbar is shown in.
  buttons.push(toolbar('附件查看', 'viewAttachments', 'info'));
  return buttons;
}

/** Product-supervision types that can lead to a penalty case (the inspection ones are above). */
const PRODUCT_TYPES = new Set([2, 6, 7, 19]);

/**
 * The penalty area's header buttons on an open task (src/shared/penalty/buttons.ts; spec 01 §2-§9):
 * each where its route (server/penalty) can accept it.
 */
function penaltyButtons(task: TaskRow, facts: ActionFacts): TaskButton[] {
  const out: TaskButton[] = [];
  const penalty = TYPES.penalty.includes(task.type);
  if (!penalty && (INSPECTION_TYPES.has(task.type) || PRODUCT_TYPES.has(task.type)))
    out.push(header('行政处罚立案', 'penaltyEntry', 'warning'));
  if (isCase(task)) out.push(header('处罚结案', 'penaltyClose', 'success'));
  if (task.type === QUICK_TASK_TYPE) out.push(header('快速转一般', 'quickToGeneral', 'warning'));
  if (task.type === SEAL_TASK_TYPE && !facts.penalty?.sealLifted)
    out.push(header('解除临时查封', 'sealLift', 'success'));
  if (THREE_STOP_TASK_TYPES.includes(task.type))
    out.push(header('三停核查', 'threeStopCheck', 'primary'));
  return out;
}

const B = {
  edit: { BUTTON_NAME: '编辑', BUTTON_TYPE: 'edit' },
  view: { BUTTON_NAME: '查看', BUTTON_TYPE: 'view' },
  approvalInfo: { BUTTON_NAME: '审批信息', BUTTON_TYPE: 'approvalInfo' },
  send: { BUTTON_NAME: '发送', BUTTON_TYPE: 'send' },
  recall: { BUTTON_NAME: '撤回', BUTTON_TYPE: 'recall' },
  delete: { BUTTON_NAME: '删除', BUTTON_TYPE: 'delete' },
  preview: { BUTTON_NAME: '预览', BUTTON_TYPE: 'preview' },
  download: { BUTTON_NAME: '下载', BUTTON_TYPE: 'download' },
  print: { BUTTON_NAME: '打印', BUTTON_TYPE: 'print' },
  attachments: { BUTTON_NAME: '附件', BUTTON_TYPE: 'attachments' },
} as const satisfies Record<string, RowButton>;

/**
 * Document buttons: XGCZ_BUTTONS (actions that change the document) and JBCZ_BUTTONS (basic
 * actions that only read it), chosen by approval status (spec 02 §4), delivery and task state.
 */
export function documentButtons(
  doc: DocumentRow,
  type: DocTypeRow,
  task: TaskRow,
): { xgcz: RowButton[]; jbcz: RowButton[] } {
  const jbcz: RowButton[] = [B.view];
  if (doc.md5) jbcz.push(B.preview, B.download);
  if (doc.deleted !== 0) return { xgcz: [], jbcz };
  if (type.printTemplateId && (doc.status === '3' || doc.status === '10')) jbcz.push(B.print);
  // The attachment manager opens read-only where the task no longer takes uploads.
  jbcz.push(B.attachments);

  const xgcz: RowButton[] = [];
  const taskOpen = task.state === '0' || task.state === '1';
  const approvalStarted = Number(doc.status) > 1 && doc.status !== '10';
  // Spec 02 §4: editing (and deleting) only for STATUS 1, 5 or 9, the same rule saveFlws and delete check.
  if (taskOpen && isEditableStatus(doc.status)) xgcz.push(B.edit, B.send, B.delete);
  if (approvalStarted) xgcz.push(B.approvalInfo);
  if (taskOpen && doc.status === '2') xgcz.push(B.recall);
  return { xgcz, jbcz };
}
