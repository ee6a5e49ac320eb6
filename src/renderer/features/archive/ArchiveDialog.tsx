import {
  Button,
  Checkbox,
  Field,
  FieldContextProvider,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { useRunAction } from '../../platform/useRunAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogShell } from '../../components/DialogShell';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import { dictLabel, useDict } from '../../components/useDict';
import type { ArchiveRequest } from '../../../shared/archive/contract';
import { DICT } from '../../../shared/dict/constants';
import type { CaseCategory } from '../../../shared/archive/schemas';
import { allIds, applicableTree, defaultCategories } from '../../../shared/archive/case-types';
import type { TaskInfo } from '../../../shared/detail/schemas';
import type { ButtonContext } from '../../platform/buttons';
import { taskButtonType } from '../../../shared/buttons';
import { ReadinessList, useLinkActions } from './ReadinessList';
import { useReadiness } from './useReadiness';

const useStyles = makeStyles({
  info: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  tree: { display: 'flex', flexDirection: 'column', maxHeight: '40vh', overflowY: 'auto' },
  readiness: { maxHeight: '36vh', overflowY: 'auto' },
  note: { color: tokens.colorNeutralForeground3 },
  scope: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
  },
});

export const ARCHIVE_FORMATS: readonly ArchiveRequest['format'][] = ['pdf', 'doc', 'docx'];

const subtreeIds = (c: CaseCategory): string[] => [c.ID, ...c.CHILDREN_LIST.flatMap(subtreeIds)];

function CategoryNode({
  node,
  depth,
  selected,
  onChange,
}: {
  node: CaseCategory;
  depth: number;
  selected: ReadonlySet<string>;
  onChange(ids: string[], on: boolean): void;
}): ReactElement {
  const ids = subtreeIds(node);
  const count = ids.filter((id) => selected.has(id)).length;
  // A parent stands for its whole subtree: checking it checks all, partly checked shows mixed.
  const checked =
    node.CHILDREN_LIST.length === 0
      ? selected.has(node.ID)
      : count === ids.length
        ? true
        : count > 0
          ? 'mixed'
          : false;
  return (
    <>
      <Checkbox
        style={{ paddingLeft: depth * 20 }}
        label={node.CODE_DESC}
        checked={checked}
        onChange={(_, d) => onChange(ids, d.checked === true)}
      />
      {node.CHILDREN_LIST.map((c) => (
        <CategoryNode
          key={c.ID}
          node={c}
          depth={depth + 1}
          selected={selected}
          onChange={onChange}
        />
      ))}
    </>
  );
}

export type ArchiveDialogProps = {
  open: boolean;
  onClose(): void;
  runId: string;
  rwxx: TaskInfo;
  /**
   * The detail screen's button context: each blocker links to where it is fixed through it. When
   * the server does not offer 归档结案 on the task (not finished yet), the dialog shows the
   * readiness alone (归档前待办, opened from the task's badge).
   */
  ctx?: ButtonContext;
};

/** What still holds the archive, each with where it is fixed (shared/archive/readiness.ts). */
function ReadinessSection({
  runId,
  RWID,
  open,
  finished,
  ctx,
  leave,
}: {
  runId: string;
  RWID: string;
  open: boolean;
  finished: boolean;
  ctx?: ButtonContext;
  leave(): void;
}): ReactElement {
  const styles = useStyles();
  const readiness = useReadiness(runId, RWID, open);
  const actionOf = useLinkActions(ctx, leave);
  return (
    <section aria-label={M.readinessTitle}>
      <QueryBody query={readiness}>
        {({ data: { blockers, unchecked } }) => (
          <>
            {blockers.length === 0 ? (
              <MessageBar intent="success">
                <MessageBarBody>{M.readinessNone}</MessageBarBody>
              </MessageBar>
            ) : (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>
                  <MessageBarTitle>
                    {finished ? M.readinessIntro(blockers.length) : M.readinessNotFinished}
                  </MessageBarTitle>
                  <div className={styles.readiness}>
                    <ReadinessList blockers={blockers} actionOf={actionOf} />
                  </div>
                </MessageBarBody>
              </MessageBar>
            )}
            {unchecked.length > 0 ? (
              <MessageBar intent="warning">
                <MessageBarBody>{M.readinessUnchecked(unchecked.join('、'))}</MessageBarBody>
              </MessageBar>
            ) : null}
            {blockers.length > 0 ? (
              <Text size={200} className={styles.note}>
                {M.readinessAdvisory}
              </Text>
            ) : null}
          </>
        )}
      </QueryBody>
    </section>
  );
}

/**
 * 案卷分类 and 归档结案: what still holds the archive (归档前待办), case categories (DM_XFJD_AJLB)
 * cut to those of the task's type (generic query 4680, all of them on request; the only one that
 * applies is checked), archive format, then close the case.
 */
export function ArchiveDialog({
  open,
  onClose,
  runId,
  rwxx,
  ctx,
}: ArchiveDialogProps): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const run = useRunAction();
  const queryClient = useQueryClient();
  const taskTypes = useDict(DICT.taskType);
  const categories = useQuery({
    queryKey: qk.caseCategories,
    queryFn: () => call('archive:categories', { runId }),
    enabled: open,
  });
  const caseTypes = useQuery({
    queryKey: qk.taskPart('archive', 'caseTypes', runId, rwxx.RWID, rwxx.RWLX),
    queryFn: () => call('archive:caseTypes', { runId, RWLX: rwxx.RWLX ?? 0 }),
    enabled: open && rwxx.RWLX !== null,
  });
  const applicable = useMemo(
    () => new Set((caseTypes.data?.data ?? []).map((c) => c.ID)),
    [caseTypes.data],
  );
  const [showAll, setShowAll] = useState(false);
  // The officer's choice once they touched it; until then the one category of the task's type.
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const allCategories = categories.data?.data;
  const selected = useMemo<ReadonlySet<string>>(
    () => picked ?? new Set(defaultCategories(allCategories ?? [], applicable)),
    [picked, allCategories, applicable],
  );
  const offered = useMemo(() => {
    const tree = allCategories ?? [];
    const cut = showAll ? tree : applicableTree(tree, applicable);
    // Categories the tree does not know are no reason to offer nothing.
    return cut.length > 0 ? cut : tree;
  }, [allCategories, applicable, showAll]);
  const narrowed = applicable.size > 0 && offered !== allCategories;
  const [format, setFormat] = useState<ArchiveRequest['format']>('pdf');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const type = rwxx.RWLX === null ? '' : String(rwxx.RWLX);
  const readiness = useReadiness(runId, rwxx.RWID, open);
  const blockers = readiness.data?.data.blockers.length ?? 0;
  // Opened from the badge on a task the server does not let archive yet: the readiness alone.
  const archivable = !ctx || ctx.config.btnsList.some((b) => taskButtonType(b) === 'archive');

  const close = (): void => {
    setPicked(null);
    setShowAll(false);
    setFormat('pdf');
    setError(null);
    setConfirming(false);
    onClose();
  };
  const toggle = (ids: string[], on: boolean): void => {
    setError(null);
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setPicked(next);
  };
  const toggleAll = (all: boolean): void => {
    setShowAll(all);
    // Narrowed again: what is no longer shown is no longer chosen.
    if (!all) {
      const shown = new Set(allIds(applicableTree(allCategories ?? [], applicable)));
      setPicked(new Set([...selected].filter((id) => shown.has(id))));
    }
  };
  const submit = (): void => {
    if (selected.size === 0) return setError(M.archiveSelectCategory);
    // The list is advisory (a real BladeX checks for itself): ask before trying anyway.
    if (blockers > 0) return setConfirming(true);
    void archive();
  };
  const archive = async (): Promise<void> => {
    setConfirming(false);
    setBusy(true);
    const req: ArchiveRequest = {
      runId,
      RWID: rwxx.RWID,
      rwlx: rwxx.RWLX ?? 0,
      ajlb: [...selected],
      format,
    };
    const done = await run(
      () => call('archive:close', req),
      (r) => r.message || M.archiveDone,
    );
    setBusy(false);
    if (!done) return;
    await queryClient.invalidateQueries({ queryKey: qk.taskAll });
    close();
  };

  const tree = (
    <QueryBody
      query={categories}
      banner={false}
      isEmpty={(d) => d.data.length === 0}
      emptyText={M.archiveNoCategories}
    >
      {() => (
        <>
          {narrowed || showAll ? (
            <div className={styles.scope}>
              <Text size={200} className={styles.note}>
                {narrowed ? M.archiveCaseTypesNote(dictLabel(taskTypes, type)) : null}
              </Text>
              <FieldContextProvider value={undefined}>
                <Checkbox
                  label={M.archiveShowAllCategories}
                  checked={showAll}
                  onChange={(_, d) => toggleAll(d.checked === true)}
                />
              </FieldContextProvider>
            </div>
          ) : null}
          <div className={styles.tree} role="group" aria-label={M.archiveCategory}>
            {/* Each checkbox keeps its own label: without this, Field would name them all 案卷类别. */}
            <FieldContextProvider value={undefined}>
              {offered.map((c) => (
                <CategoryNode key={c.ID} node={c} depth={0} selected={selected} onChange={toggle} />
              ))}
            </FieldContextProvider>
          </div>
        </>
      )}
    </QueryBody>
  );

  const section = (
    <ReadinessSection
      runId={runId}
      RWID={rwxx.RWID}
      open={open}
      finished={archivable}
      ctx={ctx}
      leave={close}
    />
  );

  if (!archivable)
    return (
      <DialogShell
        open={open}
        title={M.readinessTitle}
        onClose={close}
        width={640}
        actions={<Button onClick={close}>{M.close}</Button>}
      >
        <Text weight="semibold">{rwxx.RWMC}</Text>
        {section}
      </DialogShell>
    );

  return (
    <DialogShell
      open={open}
      title={M.archiveTitle}
      onClose={close}
      width={640}
      actions={
        <>
          <Button onClick={close}>{M.cancel}</Button>
          <NetButton appearance="primary" disabled={busy} onClick={submit}>
            {M.archiveSubmit}
          </NetButton>
        </>
      }
    >
      <dl className={styles.info}>
        <dt className={styles.label}>{M.archiveRwmc}</dt>
        <dd className={styles.value}>{rwxx.RWMC}</dd>
        <dt className={styles.label}>{M.archiveType}</dt>
        <dd className={styles.value}>{dictLabel(taskTypes, type)}</dd>
      </dl>
      {section}
      <Field
        label={M.archiveCategory}
        required
        validationState={error ? 'error' : 'none'}
        validationMessage={error}
      >
        {open ? tree : <span />}
      </Field>
      <Field label={M.archiveFormat}>
        <RadioGroup
          layout="horizontal"
          value={format}
          onChange={(_, d) => setFormat(d.value as ArchiveRequest['format'])}
        >
          {ARCHIVE_FORMATS.map((f) => (
            <Radio key={f} value={f} label={f} />
          ))}
        </RadioGroup>
      </Field>
      <ConfirmDialog
        message={confirming ? M.readinessConfirm(blockers) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={archive}
      />
    </DialogShell>
  );
}
