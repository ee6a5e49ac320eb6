import { actionsTaskButtons } from '../features/actions';
import { archiveTaskButtons } from '../features/archive';
import { attachmentsRowButtons, attachmentsTaskButtons } from '../features/attachments';
import { detailTaskButtons } from '../features/detail';
import { documentsRowButtons, documentsTaskButtons } from '../features/documents';
import { penaltyTaskButtons } from '../features/penalty';
import { inspectionTaskButtons } from '../features/inspection';
import { serviceTaskButtons } from '../features/service';
import { productsTaskButtons } from '../features/products';
import { stampingTaskButtons } from '../features/stamping';
import { unitsTaskButtons } from '../features/units';
import { uploadsTaskButtons } from '../features/uploads';
import { videosTaskButtons } from '../features/videos';
import { creditTaskButtons } from '../features/credit';
import { fireTaskButtons } from '../features/fire';
import type { ButtonRegistry } from '../platform/buttons';

/**
 * Every server-driven button's handler, merged from the features (one line each). Typed as the
 * full registry: a type some area declares handled in src/shared/<area>/buttons.ts without a
 * handler here does not compile.
 */
export const BUTTON_REGISTRY: ButtonRegistry = {
  task: {
    ...detailTaskButtons,
    ...documentsTaskButtons,
    ...stampingTaskButtons,
    ...archiveTaskButtons,
    ...actionsTaskButtons,
    ...uploadsTaskButtons,
    ...attachmentsTaskButtons,
    ...videosTaskButtons,
    ...penaltyTaskButtons,
    ...inspectionTaskButtons,
    ...serviceTaskButtons,
    ...productsTaskButtons,
    ...unitsTaskButtons,
    ...creditTaskButtons,
    ...fireTaskButtons,
  },
  row: {
    ...documentsRowButtons,
    ...attachmentsRowButtons,
  },
};
