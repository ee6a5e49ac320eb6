export { TaskListPage } from './TaskListPage';
