import {
  Button,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId, useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { errorMessage } from '../../platform/errors';
import { useOpenDocument } from '../../platform/useOpenDocument';
import { buildPath, docPagePath } from '../../platform/routes';
import { DialogShell } from '../../components/DialogShell';
import { EmptyState } from '../../components/EmptyState';
import { NetButton } from '../../components/NetButton';
import { checkAddDocument } from '../../../shared/documents/rules';
import type { DetailConfig, WsType } from '../../../shared/detail/schemas';

const useStyles = makeStyles({
  surface: { width: '640px', maxWidth: 'calc(100vw - 48px)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: '60vh',
    overflowY: 'auto',
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  radios: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
});

export type DocGroup = { id: string; name: string; types: WsType[] };

/** Document types by category (wslbsList ↔ wssList.rwwslbid), in the server's order; uncategorised last. */
export function groupDocTypes(config: Pick<DetailConfig, 'wslbsList' | 'wssList'>): DocGroup[] {
  const groups: DocGroup[] = config.wslbsList.map((c) => ({
    id: c.id,
    name: c.wslbmc ?? '',
    types: [],
  }));
  const other: DocGroup = { id: '', name: M.addDocOtherCategory, types: [] };
  for (const ws of config.wssList)
    (groups.find((g) => g.id === ws.rwwslbid) ?? other).types.push(ws);
  return [...groups, other].filter((g) => g.types.length > 0);
}

function Group({
  group,
  value,
  onChange,
}: {
  group: DocGroup;
  value: string;
  onChange(id: string): void;
}): ReactElement {
  const styles = useStyles();
  const headingId = useId();
  return (
    <div className={styles.group}>
      <Text id={headingId} weight="semibold">
        {group.name}
      </Text>
      <RadioGroup
        aria-labelledby={headingId}
        value={value}
        onChange={(_, d) => onChange(d.value)}
        className={styles.radios}
      >
        {group.types.map((t) => (
          <Radio key={t.id} value={t.id} label={t.wsmc} />
        ))}
      </RadioGroup>
    </div>
  );
}

export type AddDocDialogProps = {
  open: boolean;
  onClose(): void;
  config: Pick<DetailConfig, 'wslbsList' | 'wssList'>;
  runId: string;
  RWID: string;
};

/** 新增文书: choose one document type; the guards run here and again on the server (beforeaddflws). */
export function AddDocDialog({
  open,
  onClose,
  config,
  runId,
  RWID,
}: AddDocDialogProps): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const openDocument = useOpenDocument();
  const groups = useMemo(() => groupDocTypes(config), [config]);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (): void => {
    setChosen('');
    setError(null);
    onClose();
  };

  const confirm = async (): Promise<void> => {
    const ws = config.wssList.find((t) => t.id === chosen);
    const refusal = checkAddDocument(ws);
    if (refusal || !ws) return setError(refusal ?? M.docAddNoneChosen);
    setBusy(true);
    setError(null);
    try {
      const r = await call('documents:beforeAdd', { runId, RWID, wssid: ws.id });
      void openDocument(buildPath(docPagePath(r.form), { runId, RWID, rwwsszid: r.rwwsszid }));
      close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell
      open={open}
      title={M.addDocTitle}
      onClose={close}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={
        <>
          <Button onClick={close}>{M.cancel}</Button>
          <NetButton appearance="primary" disabled={busy} onClick={() => void confirm()}>
            {M.confirm}
          </NetButton>
        </>
      }
    >
      {groups.length === 0 ? <EmptyState text={M.addDocNoTypes} /> : null}
      {groups.map((g) => (
        <Group
          key={g.id || 'other'}
          group={g}
          value={chosen}
          onChange={(id) => {
            setChosen(id);
            setError(null);
          }}
        />
      ))}
      {error ? (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </DialogShell>
  );
}
