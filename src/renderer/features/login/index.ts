export { LoginPage } from './LoginPage';
export { ReloginDialog } from './ReloginDialog';
