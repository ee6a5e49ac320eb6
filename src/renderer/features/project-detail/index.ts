export { ProjectDetailPage } from './ProjectDetailPage';
