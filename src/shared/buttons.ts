import { resolveButton } from './common/buttons';
import { DETAIL_TASK_BUTTONS } from './detail/buttons';
import { DOCUMENTS_ROW_BUTTONS, DOCUMENTS_TASK_BUTTONS } from './documents/buttons';
import { STAMPING_TASK_BUTTONS } from './stamping/buttons';
import { ARCHIVE_TASK_BUTTONS } from './archive/buttons';
import { UPLOADS_TASK_BUTTONS } from './uploads/buttons';
import { ATTACHMENTS_ROW_BUTTONS, ATTACHMENTS_TASK_BUTTONS } from './attachments/buttons';
import { VIDEOS_TASK_BUTTONS } from './videos/buttons';
import { UNITS_TASK_BUTTONS } from './units/buttons';
import { ACTIONS_TASK_BUTTONS } from './actions/buttons';
import { PENALTY_TASK_BUTTONS } from './penalty/buttons';
import { PRODUCTS_TASK_BUTTONS } from './products/buttons';
import { INSPECTION_TASK_BUTTONS } from './inspection/buttons';
import { SERVICE_TASK_BUTTONS } from './service/buttons';
import { CREDIT_TASK_BUTTONS } from './credit/buttons';
import { FIRE_TASK_BUTTONS } from './fire/buttons';

// Every server-driven button type some area handles, merged from the areas (one line each). The
// renderer's registry must hold a handler for each (checked at compile time), and the reference
// server sends no other.

export const TASK_BUTTONS = [
  ...DETAIL_TASK_BUTTONS,
  ...DOCUMENTS_TASK_BUTTONS,
  ...STAMPING_TASK_BUTTONS,
  ...ARCHIVE_TASK_BUTTONS,
  ...UPLOADS_TASK_BUTTONS,
  ...ATTACHMENTS_TASK_BUTTONS,
  ...VIDEOS_TASK_BUTTONS,
  // Before actions: its unitInfo's name 单位信息 is part of 修改单位信息.
  ...UNITS_TASK_BUTTONS,
  ...ACTIONS_TASK_BUTTONS,
  ...PENALTY_TASK_BUTTONS,
  ...PRODUCTS_TASK_BUTTONS,
  ...INSPECTION_TASK_BUTTONS,
  ...SERVICE_TASK_BUTTONS,
  ...CREDIT_TASK_BUTTONS,
  ...FIRE_TASK_BUTTONS,
] as const;

export const ROW_BUTTONS = [...DOCUMENTS_ROW_BUTTONS, ...ATTACHMENTS_ROW_BUTTONS] as const;

export type TaskButtonType = (typeof TASK_BUTTONS)[number]['type'];
export type RowButtonType = (typeof ROW_BUTTONS)[number]['type'];

/** The handled type of a header or toolbar button (btnType, else a known name), or null. */
export const taskButtonType = (b: { btnType: string; btnName: string }): TaskButtonType | null =>
  resolveButton(TASK_BUTTONS, b.btnType, b.btnName);

/** The handled type of a document-row button, or null. */
export const rowButtonType = (b: {
  BUTTON_TYPE: string;
  BUTTON_NAME: string;
}): RowButtonType | null => resolveButton(ROW_BUTTONS, b.BUTTON_TYPE, b.BUTTON_NAME);
