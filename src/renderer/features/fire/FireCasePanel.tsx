import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowForward16Regular,
  DocumentSearch16Regular,
  Fire16Regular,
  Flow16Regular,
} from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DictBadge } from '../../components/DictBadge';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import { useDict } from '../../components/useDict';
import { usePageStyles } from '../../components/page.styles';
import { useCall } from '../../platform/ApiProvider';
import { useRouter } from '../../platform/router';
import { ROUTES, buildPath } from '../../platform/routes';
import { useRunAction } from '../../platform/useRunAction';
import { DICT } from '../../../shared/dict/constants';
import {
  FIRE_DOC_CATEGORY,
  FIRE_TASK_TYPE,
  TRANSFER_KINDS,
  TRANSFER_STATE,
} from '../../../shared/fire/constants';
import { procedureLabel } from '../../../shared/fire/rules';
import type { FireCase, FireTransfer } from '../../../shared/fire/schemas';
import type { RowButton, TaskInfo, TreeRow } from '../../../shared/detail/schemas';
import { FireTimeline } from './FireTimeline';
import { ProcedureDialog, TransferDialog } from './dialogs';
import { useFireCase, useFireRefresh, type TaskRef } from './queries';

// The fire case on the detail screen's fire-investigation variant: where the case stands and its
// procedure category, the fire information page, the transfers, the timeline of its six stages and
// the fire documents (the tree's 火灾调查文书). Writes need the server; offline they say why.

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'space-between',
  },
  facts: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, margin: 0 },
  fact: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS },
  label: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  docs: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
  },
  doc: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  wrap: { overflowWrap: 'anywhere' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The documents of the task's 火灾调查文书 category in the tree. */
export function fireDocuments(tree: readonly TreeRow[], RWID: string): TreeRow[] {
  const task = tree.find((r) => r.RWID === RWID) ?? null;
  const category = task?.children.find(
    (c) => c.WSLBMC === FIRE_DOC_CATEGORY || c.TITLE === FIRE_DOC_CATEGORY,
  );
  return category?.children ?? [];
}

const VIEW: RowButton = { BUTTON_NAME: '查看', BUTTON_TYPE: 'view' };

function FireDocuments({
  docs,
  onRowButton,
}: {
  docs: readonly TreeRow[];
  onRowButton(b: RowButton, row: TreeRow): void;
}): ReactElement {
  const styles = useStyles();
  const status = useDict(DICT.docStatus);
  return (
    <section className={styles.section} aria-label={M.fireDocs}>
      <Text weight="semibold">{M.fireDocs}</Text>
      {docs.length === 0 ? (
        <Text size={200} className={styles.hint}>
          {M.fireDocsEmpty}
        </Text>
      ) : (
        <ul className={styles.docs}>
          {docs.map((d) => (
            <li key={d.UUID} className={styles.doc}>
              <Button
                size="small"
                appearance="transparent"
                icon={<DocumentSearch16Regular />}
                aria-label={M.fireDocView(d.TITLE)}
                onClick={() =>
                  onRowButton(d.JBCZ_BUTTONS.find((b) => b.BUTTON_TYPE === 'view') ?? VIEW, d)
                }
              >
                {d.TITLE}
              </Button>
              <DictBadge dict={status} value={d.STATUS} title={M.dimDocStatus} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const kindLabel = (kind: string | null): string =>
  TRANSFER_KINDS.find((k) => k.value === kind)?.label ?? kind ?? '';

function Transfers({
  rows,
  writable,
  onWithdraw,
}: {
  rows: readonly FireTransfer[];
  writable: boolean;
  onWithdraw(t: FireTransfer): void;
}): ReactElement {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={M.fireTransfers}>
      <Text weight="semibold">{M.fireTransfers}</Text>
      <Table size="small" aria-label={M.fireTransfers}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{M.fireTransferKind}</TableHeaderCell>
            <TableHeaderCell>{M.fireTransferTo}</TableHeaderCell>
            <TableHeaderCell>{M.fireTransferDate}</TableHeaderCell>
            <TableHeaderCell>{M.fireTransferBy}</TableHeaderCell>
            <TableHeaderCell>{M.fireTransferState}</TableHeaderCell>
            <TableHeaderCell>{M.fireTransferActions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((t) => {
            const waiting = t.ZT !== TRANSFER_STATE.received;
            return (
              <TableRow key={t.ID}>
                <TableCell className={styles.wrap}>{kindLabel(t.YSLX)}</TableCell>
                <TableCell className={styles.wrap}>{t.JSDW ?? ''}</TableCell>
                <TableCell>{(t.YSRQ ?? '').slice(0, 10)}</TableCell>
                <TableCell>{t.CRT_USERNAME ?? ''}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={waiting ? 'warning' : 'success'}>
                    {waiting ? M.fireTransferWaiting : M.fireTransferReceived}
                  </Badge>
                </TableCell>
                <TableCell>
                  {writable && waiting ? (
                    <NetButton
                      size="small"
                      appearance="subtle"
                      offlineReason={M.fireOffline}
                      aria-label={M.fireTransferWithdrawOf(t.JSDW ?? '')}
                      onClick={() => onWithdraw(t)}
                    >
                      {M.fireTransferWithdraw}
                    </NetButton>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}

type Dialog = 'procedure' | 'transfer' | null;

function CaseBody({
  task,
  data,
  docs,
  writable,
  compact,
  onRowButton,
}: {
  task: TaskRef;
  data: FireCase;
  docs: readonly TreeRow[];
  writable: boolean;
  compact: boolean;
  onRowButton(b: RowButton, row: TreeRow): void;
}): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const run = useRunAction();
  const refresh = useFireRefresh();
  const { navigate } = useRouter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [withdrawing, setWithdrawing] = useState<FireTransfer | null>(null);
  const current = data.stages.find((s) => s.JDBM === data.current) ?? null;

  const withdraw = async (t: FireTransfer): Promise<void> => {
    const done = await run(
      () => call('fire:withdrawTransfer', { ...task, id: t.ID }),
      (r) => r.message || M.fireTransferWithdrawDone,
    );
    setWithdrawing(null);
    if (done) await refresh();
  };

  return (
    <>
      <div className={styles.head}>
        <div className={styles.facts}>
          <Text as="h2" size={400} weight="semibold" className={styles.title}>
            <Fire16Regular />
            {M.firePanelTitle}
          </Text>
          <span className={styles.fact}>
            <Text className={styles.label}>{M.fireCurrentStage}</Text>
            <Badge appearance="filled" color={current ? 'brand' : 'informative'}>
              {current?.JDMC ?? M.fireNotStarted}
            </Badge>
          </span>
          <span className={styles.fact}>
            <Text className={styles.label}>{M.fireProcedure}</Text>
            <Text weight="semibold">{procedureLabel(data.CXLB) || M.fireProcedureUnknown}</Text>
          </span>
        </div>
        <div className={styles.actions}>
          <Button
            size="small"
            icon={<Fire16Regular />}
            onClick={() =>
              navigate(
                buildPath(ROUTES.fireInfo, { TYPE: 'HD', runId: task.runId, RWID: task.RWID }),
              )
            }
          >
            {M.fireInfoOpen}
          </Button>
          {writable ? (
            <>
              <NetButton
                size="small"
                icon={<Flow16Regular />}
                offlineReason={M.fireOffline}
                onClick={() => setDialog('procedure')}
              >
                {M.fireProcedureChange}
              </NetButton>
              <NetButton
                size="small"
                icon={<ArrowForward16Regular />}
                offlineReason={M.fireOffline}
                onClick={() => setDialog('transfer')}
              >
                {M.fireTransferOpen}
              </NetButton>
            </>
          ) : null}
        </div>
      </div>
      {compact ? null : (
        <>
          <FireTimeline task={task} stages={data.stages} current={data.current} />
          {data.transfers.length > 0 ? (
            <Transfers rows={data.transfers} writable={writable} onWithdraw={setWithdrawing} />
          ) : null}
          <FireDocuments docs={docs} onRowButton={onRowButton} />
        </>
      )}
      {dialog === 'procedure' ? (
        <ProcedureDialog task={task} current={data.CXLB} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'transfer' ? (
        <TransferDialog task={task} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        message={withdrawing ? M.fireTransferWithdrawConfirm(withdrawing.JSDW ?? '') : null}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => (withdrawing ? withdraw(withdrawing) : undefined)}
      />
    </>
  );
}

export type FireCasePanelProps = {
  /** The detail screen is the fire-investigation variant (/xfjd/hzdc/fireDetail). */
  fire: boolean;
  task: TaskInfo;
  tree: readonly TreeRow[];
  /** The folded header: only the case's line, every pixel to the tree. */
  compact?: boolean;
  /** The history view: nothing is changed from here. */
  readOnly?: boolean;
  /** The detail screen's document-row dispatch (查看 of a fire document). */
  onRowButton(b: RowButton, row: TreeRow): void;
};

/** The fire case's panel; nothing for a task that is no fire case. */
export function FireCasePanel({
  fire,
  task,
  tree,
  compact = false,
  readOnly = false,
  onRowButton,
}: FireCasePanelProps): ReactElement | null {
  const page = usePageStyles();
  const ref = { runId: task.runId, RWID: task.RWID };
  const isFire = fire || task.RWLX === FIRE_TASK_TYPE;
  const read = useFireCase(ref, isFire);
  if (!isFire) return null;
  const writable = !readOnly && (task.rwzt === '0' || task.rwzt === '1');
  return (
    <section className={page.card} aria-label={M.firePanelTitle}>
      <QueryBody query={read}>
        {(d) => (
          <CaseBody
            task={ref}
            data={d.data}
            docs={fireDocuments(tree, task.RWID)}
            writable={writable}
            compact={compact}
            onRowButton={onRowButton}
          />
        )}
      </QueryBody>
    </section>
  );
}
