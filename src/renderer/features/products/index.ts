export { productsTaskButtons } from './buttons';
export { NoticeLinkDialog, noticePagePath, noticesQueryKey } from './NoticeLinkDialog';
