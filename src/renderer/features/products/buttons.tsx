import { M } from '../../../shared/messages';
import type { TaskButtonHandler } from '../../platform/buttons';
import type { PRODUCTS_TASK_BUTTONS } from '../../../shared/products/buttons';
import { NoticeLinkDialog } from './NoticeLinkDialog';
import { ProductsDialog } from './ProductsDialog';
import { RetestFeeDialog, SampleDispatchDialog, TestResultDialog } from './FormDialogs';

type ProductsType = (typeof PRODUCTS_TASK_BUTTONS)[number]['type'];

// The products table reads through main's cache (offline it shows the last answer with its time);
// the dialogs write, so they need the network.
export const productsTaskButtons = {
  noticeLink: {
    help: M.helpNoticeLink,
    needsNetwork: true,
    run: (ctx) => ctx.show(<NoticeLinkDialog ctx={ctx} />),
  },
  inspectedProducts: {
    help: M.helpInspectedProducts,
    offline: 'cached',
    run: (ctx) => ctx.show(<ProductsDialog ctx={ctx} />),
  },
  sampleDispatch: {
    help: M.helpSampleDispatch,
    needsNetwork: true,
    offlineReason: M.productsOffline,
    run: (ctx) => ctx.show(<SampleDispatchDialog ctx={ctx} />),
  },
  testResult: {
    help: M.helpTestResult,
    needsNetwork: true,
    offlineReason: M.productsOffline,
    run: (ctx) => ctx.show(<TestResultDialog ctx={ctx} />),
  },
  retestFee: {
    help: M.helpRetestFee,
    needsNetwork: true,
    offlineReason: M.productsOffline,
    run: (ctx) => ctx.show(<RetestFeeDialog ctx={ctx} />),
  },
} satisfies Record<ProductsType, TaskButtonHandler>;
