import {
  Button,
  Field,
  FieldContextProvider,
  Input,
  Select,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { Search16Regular } from '@fluentui/react-icons';
import { useCallback, useState, type FormEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useRouter, useTabTitle } from '../../platform/router';
import { QueryBody } from '../../components/QueryBody';
import { usePaging } from '../../components/usePaging';
import { useDict } from '../../components/useDict';
import { DateInput } from '../../components/form/DateInput';
import { QuickRanges } from '../../components/form/QuickRanges';
import { AttachmentViewerDialog } from '../attachments';
import { HistoryTable } from './HistoryTable';
import { historyDetailPath } from './open';
import {
  EMPTY_HISTORY_FILTERS,
  historyRequest,
  useHistoryList,
  type HistoryFilters,
} from './useHistoryList';
import { archiveRangeIssue } from '../../../shared/history/rules';
import {
  HISTORY_NAME_MAX,
  HISTORY_PAGE_SIZES,
  HISTORY_RANGE_SHORTCUTS,
  WITH_HISTORY_DATA,
} from '../../../shared/history/constants';
import { DICT } from '../../../shared/dict/constants';
import type { HistoryRecord } from '../../../shared/history/schemas';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  card: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  name: { width: '260px' },
  select: { minWidth: '200px' },
  range: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  date: { width: '150px' },
  buttons: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    // Level with the inputs, under their labels.
    paddingTop: '26px',
  },
  body: { overflowX: 'auto' },
});

/**
 * 历史归档文件 (/xfjd/lsgdwj): the officer's archived tasks, searchable by task or unit name, task
 * type and archive date; each opens read-only with its historical data, or shows its attachments.
 */
export function HistoryPage(): ReactElement {
  const styles = useStyles();
  const { navigate } = useRouter();
  useTabTitle(M.historyTitle);
  const taskTypes = useDict(DICT.taskType);
  const [draft, setDraft] = useState<HistoryFilters>(EMPTY_HISTORY_FILTERS);
  const [filters, setFilters] = useState<HistoryFilters>(EMPTY_HISTORY_FILTERS);
  // A typed date the picker could not read, per end of the range.
  const [typed, setTyped] = useState<{ start: string | null; end: string | null }>({
    start: null,
    end: null,
  });
  const [files, setFiles] = useState<HistoryRecord | null>(null);
  const paging = usePaging(HISTORY_PAGE_SIZES);
  const query = useHistoryList(historyRequest(filters, paging.current, paging.size));
  const rangeIssue =
    typed.start ?? typed.end ?? archiveRangeIssue({ GDKSRQ: draft.GDKSRQ, GDJSRQ: draft.GDJSRQ });

  const { first } = paging;
  const apply = useCallback(
    (next: HistoryFilters): void => {
      if (archiveRangeIssue(next)) return;
      setFilters(next);
      first();
    },
    [first],
  );
  const search = (e?: FormEvent): void => {
    e?.preventDefault();
    if (!rangeIssue) apply(draft);
  };
  const runDraft = useCallback(() => apply(draft), [apply, draft]);
  const reset = (): void => {
    setDraft(EMPTY_HISTORY_FILTERS);
    setTyped({ start: null, end: null });
    apply(EMPTY_HISTORY_FILTERS);
  };
  const open = (t: HistoryRecord): void => navigate(historyDetailPath(t));

  return (
    <div className={styles.page}>
      <form
        className={mergeClasses(styles.card, styles.filters)}
        onSubmit={search}
        aria-label={M.historyFilters}
        role="search"
      >
        <Field label={M.historyName} className={styles.name}>
          <Input
            value={draft.RWMC}
            maxLength={HISTORY_NAME_MAX}
            placeholder={M.historyNamePlaceholder}
            contentBefore={<Search16Regular aria-hidden />}
            onChange={(_, d) => setDraft({ ...draft, RWMC: d.value })}
          />
        </Field>
        <Field label={M.historyType} className={styles.select}>
          <Select
            value={draft.RWLX}
            onChange={(_, d) => {
              const next = { ...draft, RWLX: d.value };
              setDraft(next);
              apply(next);
            }}
          >
            <option value="">{M.all}</option>
            {[...taskTypes].map(([key, entry]) => (
              <option key={key} value={key}>
                {entry.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={M.historyRange}
          validationState={rangeIssue ? 'error' : 'none'}
          validationMessage={rangeIssue}
        >
          {/* Two boxes share this Field: each is named on its own. */}
          <FieldContextProvider value={undefined}>
            <div className={styles.range} role="group" aria-label={M.historyRange}>
              <DateInput
                className={styles.date}
                aria-label={M.historyRangeStart}
                value={draft.GDKSRQ}
                onChange={(GDKSRQ) => setDraft((d) => ({ ...d, GDKSRQ }))}
                onInvalid={(message) => setTyped((t) => ({ ...t, start: message }))}
              />
              <span>-</span>
              <DateInput
                className={styles.date}
                aria-label={M.historyRangeEnd}
                value={draft.GDJSRQ}
                onChange={(GDJSRQ) => setDraft((d) => ({ ...d, GDJSRQ }))}
                onInvalid={(message) => setTyped((t) => ({ ...t, end: message }))}
              />
            </div>
          </FieldContextProvider>
          <QuickRanges
            ranges={HISTORY_RANGE_SHORTCUTS}
            kind="date"
            onPick={(r) => {
              setTyped({ start: null, end: null });
              setDraft((d) => ({ ...d, GDKSRQ: r.start, GDJSRQ: r.end }));
            }}
            onRun={runDraft}
          />
        </Field>
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary" icon={<Search16Regular />}>
            {M.search}
          </Button>
          <Button type="button" onClick={reset}>
            {M.reset}
          </Button>
          {query.isFetching && query.data ? (
            <Spinner size="extra-tiny" aria-label={M.loading} />
          ) : null}
        </div>
      </form>
      <div className={mergeClasses(styles.card, styles.body)}>
        <QueryBody
          query={query}
          isEmpty={(d) => d.data.records.length === 0}
          emptyText={M.historyEmpty}
          emptyHint={M.historyEmptyHint}
          paging={paging}
          total={(d) => d.data.total}
        >
          {(d) => (
            <HistoryTable
              rows={d.data.records}
              taskTypes={taskTypes}
              onOpen={open}
              onFiles={setFiles}
            />
          )}
        </QueryBody>
      </div>
      {files ? (
        <AttachmentViewerDialog
          RWID={files.RWID}
          runId={files.runId}
          SFCXLSSJ={WITH_HISTORY_DATA}
          onClose={() => setFiles(null)}
        />
      ) : null}
    </div>
  );
}
