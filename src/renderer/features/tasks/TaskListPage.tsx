import {
  Button,
  Field,
  Input,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Search16Regular } from '@fluentui/react-icons';
import { useState, type FormEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { buildPath, ROUTES } from '../../platform/routes';
import { useRouter } from '../../platform/router';
import { OfflineBanner } from '../../components/OfflineBanner';
import { Pager } from '../../components/Pager';
import { QueryBody } from '../../components/QueryBody';
import { usePaging } from '../../components/usePaging';
import { useDict, type DictMap } from '../../components/useDict';
import { TaskTable } from './TaskTable';
import { EMPTY_FILTERS, taskListRequest, useTaskList, type TaskFilters } from './useTaskList';
import { DICT } from '../../../shared/dict/constants';
import { PAGE_SIZES } from '../../../shared/common/constants';
import type { TaskRecord } from '../../../shared/tasks/schemas';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  name: { width: '260px' },
  select: { minWidth: '200px' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  body: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
    overflowX: 'auto',
  },
});

function DictSelect({
  label,
  dict,
  value,
  onChange,
}: {
  label: string;
  dict: DictMap;
  value: string;
  onChange(v: string): void;
}): ReactElement {
  const styles = useStyles();
  return (
    <Field label={label} className={styles.select}>
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        <option value="">{M.all}</option>
        {[...dict].map(([key, entry]) => (
          <option key={key} value={key}>
            {entry.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function TaskListPage(): ReactElement {
  const styles = useStyles();
  const { navigate } = useRouter();
  const taskTypes = useDict(DICT.taskType);
  const taskStates = useDict(DICT.subTaskState);
  const [draftName, setDraftName] = useState('');
  const [filters, setFilters] = useState<TaskFilters>(EMPTY_FILTERS);
  const paging = usePaging(PAGE_SIZES.taskList);
  const query = useTaskList(taskListRequest(filters, paging.current, paging.size));

  const apply = (next: TaskFilters): void => {
    setFilters(next);
    paging.first();
  };
  const search = (e: FormEvent): void => {
    e.preventDefault();
    apply({ ...filters, RWMC: draftName });
  };
  const reset = (): void => {
    setDraftName('');
    apply(EMPTY_FILTERS);
  };
  const open = (t: TaskRecord): void =>
    navigate(buildPath(ROUTES.projectDetail, { runId: t.runId, RWID: t.RWID }));

  const data = query.data;
  return (
    <div className={styles.page}>
      <form className={styles.filters} onSubmit={search} aria-label={M.taskFilters} role="search">
        <Field label={M.taskName} className={styles.name}>
          <Input
            value={draftName}
            placeholder={M.taskSearchPlaceholder}
            contentBefore={<Search16Regular aria-hidden />}
            onChange={(_, d) => setDraftName(d.value)}
          />
        </Field>
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary">
            {M.search}
          </Button>
          <Button type="button" onClick={reset}>
            {M.reset}
          </Button>
        </div>
        <DictSelect
          label={M.taskType}
          dict={taskTypes}
          value={filters.RWLX}
          onChange={(RWLX) => apply({ ...filters, RWLX })}
        />
        <DictSelect
          label={M.taskState}
          dict={taskStates}
          value={filters.rwzt}
          onChange={(rwzt) => apply({ ...filters, rwzt })}
        />
        {query.isFetching && data ? <Spinner size="extra-tiny" aria-label={M.loading} /> : null}
      </form>
      {data ? <OfflineBanner source={data.source} updatedAt={data.updatedAt} /> : null}
      <div className={styles.body}>
        {/* The banner stands above the card (the filters stay usable over cached rows); a page with no rows has no pager. */}
        <QueryBody
          query={query}
          banner={false}
          isEmpty={(d) => d.data.records.length === 0}
          emptyText={M.taskEmpty}
        >
          {(d) => (
            <>
              <TaskTable rows={d.data.records} taskTypes={taskTypes} onOpen={open} />
              <Pager {...paging.pager(d.data.total)} />
            </>
          )}
        </QueryBody>
      </div>
    </div>
  );
}
