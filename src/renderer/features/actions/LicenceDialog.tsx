import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload16Regular, DocumentRibbon16Regular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { EmptyState } from '../../components/EmptyState';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import { useTaskRecord } from './LoadingDialog';
import { taskOf, type ActionDialogProps } from './write';
import type { Licence } from '../../../shared/actions/schemas';

const useStyles = makeStyles({
  info: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
});

function LicenceInfo({ licence }: { licence: Licence }): ReactElement {
  const styles = useStyles();
  const rows: Array<[string, string | null]> = [
    [M.licenceNumber, licence.ZZBH],
    [M.licenceName, licence.ZZMC],
    [M.licenceTime, licence.ZZSJ],
  ];
  return (
    <dl className={styles.info}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value ?? ''}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 电子证照: the task's licence. None yet: '尚未制证' and 制证 (preparationOfEvidence, '制证成功!');
 * made: its number, name and time, and a download that says where the file went.
 */
export function LicenceDialog({ ctx }: ActionDialogProps): ReactElement {
  const query = useTaskRecord(ctx, 'licence', () => ctx.call('actions:licence', taskOf(ctx)));
  const [busy, setBusy] = useState(false);
  const licence = query.data?.data ?? null;

  const make = async (): Promise<void> => {
    setBusy(true);
    const done = await ctx.run(
      () => ctx.call('actions:makeLicence', taskOf(ctx)),
      (r) => r.message || M.licenceDone,
    );
    if (done) {
      await query.refetch();
      await ctx.refresh();
    }
    setBusy(false);
  };
  const download = async (): Promise<void> => {
    setBusy(true);
    await ctx.run(
      () => ctx.call('actions:downloadLicence', taskOf(ctx)),
      (r) => M.licenceSaved(r.savedTo),
    );
    setBusy(false);
  };

  const loaded = query.data !== undefined && !query.isError;
  const action = !loaded ? null : licence ? (
    <NetButton
      appearance="primary"
      disabled={busy}
      icon={busy ? <Spinner size="tiny" /> : <ArrowDownload16Regular />}
      onClick={() => void download()}
    >
      {M.licenceDownload}
    </NetButton>
  ) : (
    <NetButton
      appearance="primary"
      disabled={busy}
      icon={busy ? <Spinner size="tiny" /> : <DocumentRibbon16Regular />}
      onClick={() => void make()}
    >
      {M.licenceMake}
    </NetButton>
  );

  return (
    <DialogShell
      title={M.licenceTitle}
      onClose={ctx.close}
      width={520}
      actions={
        <>
          <Button onClick={ctx.close} disabled={busy}>
            {M.close}
          </Button>
          {action}
        </>
      }
    >
      <QueryBody query={query} banner={false}>
        {(d) => (d.data ? <LicenceInfo licence={d.data} /> : <EmptyState text={M.licenceNone} />)}
      </QueryBody>
    </DialogShell>
  );
}
