import { M } from '../../../shared/messages';
import type { TaskButtonHandler } from '../../platform/buttons';
import type { PRODUCTS_TASK_BUTTONS } from '../../../shared/products/buttons';
import { NoticeLinkDialog } from './NoticeLinkDialog';

type ProductsType = (typeof PRODUCTS_TASK_BUTTONS)[number]['type'];

export const productsTaskButtons = {
  noticeLink: {
    help: M.helpNoticeLink,
    needsNetwork: true,
    run: (ctx) => ctx.show(<NoticeLinkDialog ctx={ctx} />),
  },
} satisfies Record<ProductsType, TaskButtonHandler>;
