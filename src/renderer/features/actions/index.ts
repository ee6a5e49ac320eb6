export { actionsTaskButtons } from './buttons';
// The task type's help page (types 11–19), shown by the detail screen's 帮助.
export { TaskTypeHelp } from './TaskTypeHelp';
// What every task action shares (other areas' task actions write the same way).
export { afterWrite, confirmWrite, taskOf } from './write';
