export { UnitDetailPage } from './UnitDetailPage';
