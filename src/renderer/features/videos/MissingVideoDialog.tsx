import {
  Button,
  Field,
  Input,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
} from '@fluentui/react-components';
import { Search16Regular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { useOptionalSession } from '../../platform/session';
import { PrefillNote } from '../documents';
import { useRunAction } from '../../platform/useRunAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogShell } from '../../components/DialogShell';
import { EmptyState } from '../../components/EmptyState';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import { usePaging } from '../../components/usePaging';
import { DateTimeInput } from '../../components/form/DateTimeInput';
import { formatServerTime } from '../../platform/format';
import {
  MISSING_FIELD_OF,
  missingNameOf,
  missingRemarkOf,
  syncRow,
  useMissingVideos,
} from './useMissingVideos';
import { useVideoStyles } from './videos.styles';
import { VIDEO_PAGE_SIZES } from '../../../shared/videos/constants';
import type { Request } from '../../../shared/contract';
import {
  checkMissingVideoSearch,
  defaultMissingVideoRange,
  type MissingVideoSearch,
} from '../../../shared/videos/rules';
import type { MissingVideo } from '../../../shared/videos/schemas';

const FIELDS: { key: keyof MissingVideoSearch; label: string; time?: boolean }[] = [
  { key: 'fileName', label: M.missingLabelFileName },
  { key: 'sn', label: M.missingLabelSn },
  { key: 'policeNumber', label: M.missingLabelPoliceNumber },
  { key: 'date', label: M.missingLabelStart, time: true },
  { key: 'dateZ', label: M.missingLabelEnd, time: true },
];

/** 缺失视频补录查询 (pullZfjdyJbxxV2, saveZfjly): the five required fields, then Sync per row. */
export function MissingVideoDialog({
  onClose,
  now = Date.now,
}: {
  onClose(synced: boolean): void;
  now?: () => number;
}): ReactElement {
  const styles = useVideoStyles();
  const call = useCall();
  const run = useRunAction();
  // The officer looks for his own recorder's clips first: his police number, said so (issue 29).
  const ownNumber = (useOptionalSession()?.user.police_number ?? '').trim();
  const [form, setForm] = useState<MissingVideoSearch>(() => {
    const r = defaultMissingVideoRange(now());
    return { fileName: '', sn: '', policeNumber: ownNumber, date: r.start, dateZ: r.end };
  });
  const prefilled = ownNumber !== '' && form.policeNumber === ownNumber;
  const [problem, setProblem] = useState<string | null>(null);
  // A typed date or time that could not be read, by field (the field keeps its last good value).
  const [typed, setTyped] = useState<Partial<Record<keyof MissingVideoSearch, string | null>>>({});
  const [applied, setApplied] = useState<MissingVideoSearch | null>(null);
  const paging = usePaging(VIDEO_PAGE_SIZES);
  const [syncing, setSyncing] = useState<MissingVideo | null>(null);
  const [synced, setSynced] = useState(false);
  const req: Request<'videos:missing'> | null = applied
    ? { ...applied, page: paging.current, limit: paging.size }
    : null;
  const result = useMissingVideos(req);

  const search = (): void => {
    const message = checkMissingVideoSearch(form);
    setProblem(message);
    if (message) return;
    setApplied({
      ...form,
      fileName: form.fileName.trim(),
      sn: form.sn.trim(),
      policeNumber: form.policeNumber.trim(),
    });
    paging.first();
  };
  const sync = async (): Promise<void> => {
    if (!syncing) return;
    const done = await run(
      () => call('videos:sync', { row: syncRow(syncing) }),
      () => M.videoSynced,
    );
    setSyncing(null);
    if (done) {
      setSynced(true);
      void result.refetch();
    }
  };
  const problemField = problem ? MISSING_FIELD_OF[problem] : undefined;
  const messageOf = (key: keyof MissingVideoSearch): string | null =>
    (problemField === key ? problem : null) ?? typed[key] ?? null;

  const table = (list: readonly MissingVideo[]): ReactElement => (
    <Table size="small" className={styles.table} aria-label={M.videoMissingTitle}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{M.videoColName}</TableHeaderCell>
          <TableHeaderCell className={styles.colTime}>{M.videoColImportTime}</TableHeaderCell>
          <TableHeaderCell className={styles.colNumber}>{M.videoColPoliceNumber}</TableHeaderCell>
          <TableHeaderCell className={styles.colRemark}>{M.videoColRemark}</TableHeaderCell>
          <TableHeaderCell className={styles.colNumber}>{M.colActions}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {list.map((row, i) => {
          const name = missingNameOf(row);
          return (
            <TableRow key={`${row.fileName ?? ''}:${i}`}>
              <TableCell>
                <TableCellLayout truncate title={name}>
                  {name}
                </TableCellLayout>
              </TableCell>
              <TableCell className={styles.nowrap}>{formatServerTime(row.importTime)}</TableCell>
              <TableCell>{row.policeNumber ?? ''}</TableCell>
              <TableCell>
                <TableCellLayout truncate>{missingRemarkOf(row)}</TableCellLayout>
              </TableCell>
              <TableCell>
                <NetButton
                  size="small"
                  appearance="subtle"
                  className={styles.actionButton}
                  aria-label={M.rowButtonLabel(M.videoSync, name)}
                  onClick={() => setSyncing(row)}
                >
                  {M.videoSync}
                </NetButton>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );

  return (
    <DialogShell
      title={M.videoMissingTitle}
      onClose={() => onClose(synced)}
      nested
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={<Button onClick={() => onClose(synced)}>{M.close}</Button>}
    >
      <PrefillNote labels={prefilled ? [M.missingLabelPoliceNumber] : []} />
      <form
        className={styles.filters}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        {FIELDS.map((f) => (
          <Field
            key={f.key}
            label={f.label}
            required
            validationState={messageOf(f.key) ? 'error' : 'none'}
            validationMessage={messageOf(f.key) ?? undefined}
          >
            {f.time ? (
              <DateTimeInput
                label={f.label}
                value={form[f.key]}
                onChange={(v) => setForm((s) => ({ ...s, [f.key]: v }))}
                onInvalid={(message) => setTyped((t) => ({ ...t, [f.key]: message }))}
              />
            ) : (
              <Input
                value={form[f.key]}
                maxLength={f.key === 'fileName' ? 200 : 64}
                onChange={(_, d) => setForm((s) => ({ ...s, [f.key]: d.value }))}
              />
            )}
          </Field>
        ))}
        <div className={mergeClasses(styles.filterButtons, styles.filterButtonsBeside)}>
          <NetButton appearance="primary" type="submit" icon={<Search16Regular />}>
            {M.search}
          </NetButton>
        </div>
      </form>
      {req ? (
        <QueryBody
          query={result}
          isEmpty={(d) => d.list.length === 0}
          emptyText={M.missingEmpty}
          paging={paging}
          total={(d) => d.total}
        >
          {(d) => table(d.list)}
        </QueryBody>
      ) : (
        <EmptyState text={M.missingHint} />
      )}
      <ConfirmDialog
        message={syncing ? M.videoConfirmSync : null}
        onCancel={() => setSyncing(null)}
        onConfirm={sync}
      />
    </DialogShell>
  );
}
