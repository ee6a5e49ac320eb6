export { ApprovalPage } from './ApprovalPage';
export { DocumentPage } from './DocumentPage';
export { SendPage } from './SendPage';
