export { creditTaskButtons } from './buttons';
export { PersonDialog } from './PersonDialog';
export { GeneralDialog, SeriousDialog } from './UnitDialog';
