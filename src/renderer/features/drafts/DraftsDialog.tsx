import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useRouter } from '../../platform/router';
import { useRunAction } from '../../platform/useRunAction';
import { formatDateTime } from '../../platform/format';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogShell } from '../../components/DialogShell';
import { QueryBody } from '../../components/QueryBody';
import { EmptyState } from '../../components/EmptyState';
import { useDiscardDraft, useDraftsList } from './useDrafts';
import type { DraftSummary } from '../../../shared/drafts/contract';

const useStyles = makeStyles({
  surface: { maxWidth: '880px', width: '90vw' },
  table: { tableLayout: 'fixed' },
  colTitle: { width: '30%' },
  colSaved: { width: '170px' },
  colState: { width: '96px' },
  colActions: { width: '184px' },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
});

/** The officer's drafts on this machine: open one where it was typed, or discard it (asked first). */
export function DraftsDialog({ onClose }: { onClose(): void }): ReactElement {
  const styles = useStyles();
  const list = useDraftsList();
  const { navigate } = useRouter();
  const discard = useDiscardDraft();
  const run = useRunAction();
  const [asking, setAsking] = useState<DraftSummary | null>(null);

  const open = (d: DraftSummary): void => {
    onClose();
    navigate(d.path);
  };

  return (
    <DialogShell
      title={M.draftsTitle}
      onClose={onClose}
      titleClose
      surfaceClassName={styles.surface}
      actions={<Button onClick={onClose}>{M.close}</Button>}
    >
      <QueryBody query={list}>
        {(drafts) =>
          drafts.length === 0 ? (
            <EmptyState text={M.draftsEmpty} />
          ) : (
            <Table size="small" className={styles.table} aria-label={M.draftsTitle}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell className={styles.colTitle}>{M.draftsColTitle}</TableHeaderCell>
                  <TableHeaderCell>{M.draftsColTask}</TableHeaderCell>
                  <TableHeaderCell className={styles.colSaved}>
                    {M.draftsColSavedAt}
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.colState}>{M.draftsColState}</TableHeaderCell>
                  <TableHeaderCell className={styles.colActions} aria-label={M.colActions} />
                </TableRow>
              </TableHeader>
              <TableBody>
                {drafts.map((d) => (
                  <TableRow key={d.key}>
                    <TableCell>
                      <span className={styles.text} title={d.title}>
                        {d.title}
                      </span>
                    </TableCell>
                    <TableCell>
                      <span className={styles.text} title={d.task}>
                        {d.task || <span className={styles.muted}>—</span>}
                      </span>
                    </TableCell>
                    <TableCell>{formatDateTime(d.savedAt)}</TableCell>
                    <TableCell>
                      {d.offline ? (
                        <Badge appearance="tint" color="warning">
                          {M.draftsOffline}
                        </Badge>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <span className={styles.actions}>
                        <Button size="small" appearance="primary" onClick={() => open(d)}>
                          {M.draftsOpen}
                        </Button>
                        <Button size="small" onClick={() => setAsking(d)}>
                          {M.draftDiscard}
                        </Button>
                      </span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryBody>
      <ConfirmDialog
        title={M.draftsDiscardConfirmTitle}
        message={asking ? M.draftsDiscardConfirm(asking.title) : null}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          const d = asking;
          if (!d) return;
          await run(
            () => discard(d.key),
            () => M.draftsDiscarded,
          );
          setAsking(null);
        }}
      />
    </DialogShell>
  );
}
