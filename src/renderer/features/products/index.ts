export { productsTaskButtons } from './buttons';
export { NoticeLinkDialog, noticePagePath, noticesQueryKey } from './NoticeLinkDialog';
// The fire-product picker of a product document (232, 411, 412, 726), for 新增文书 too.
export { ProductDocDialog } from './FormDialogs';
export { ProductsDialog, samplingRecordPath } from './ProductsDialog';
