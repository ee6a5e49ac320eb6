import {
  Button,
  Field,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add16Regular, Delete16Regular, LockClosed16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import type { MapRow, RowErrors } from '../../../shared/recorder/rules';
const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  colAction: { width: '88px' },
  locked: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    minWidth: 0,
  },
  lockIcon: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  cell: {
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
    verticalAlign: 'top',
  },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalS} 0` },
  add: { alignSelf: 'flex-start' },
  lockedText: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    lineHeight: '32px',
  },
});

export type EditRow = MapRow & { key: number };

type Props = {
  rows: EditRow[];
  errors: Map<number, RowErrors>;
  onChange(key: number, patch: Partial<MapRow>): void;
  onRemove(key: number): void;
  onAdd(): void;
};

function LockedText({ text }: { text: string }): ReactElement {
  const styles = useStyles();
  return (
    <Tooltip content={M.rcMapLocked} relationship="description" withArrow>
      <span className={styles.locked} tabIndex={0}>
        <LockClosed16Regular className={styles.lockIcon} aria-label={M.rcMapLocked} />
        <span className={styles.lockedText}>{text}</span>
      </span>
    </Tooltip>
  );
}

/** The recorder → police number map: IT's rows read-only with a lock, the officer's editable. */
export function RecorderMapTable({ rows, errors, onChange, onRemove, onAdd }: Props): ReactElement {
  const styles = useStyles();
  return (
    <>
      <Table size="small" className={styles.table} aria-label={M.rcMap}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{M.rcMapRecorder}</TableHeaderCell>
            <TableHeaderCell>{M.rcMapPolice}</TableHeaderCell>
            <TableHeaderCell className={styles.colAction}>{M.rcMapActions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r, i) => {
            const e = errors.get(r.key) ?? {};
            const n = i + 1;
            return (
              <TableRow key={r.key}>
                <TableCell className={styles.cell}>
                  {r.locked ? (
                    <LockedText text={r.recorderNumber} />
                  ) : (
                    <Field
                      validationState={e.recorderNumber ? 'error' : 'none'}
                      validationMessage={e.recorderNumber}
                    >
                      <Input
                        size="small"
                        aria-label={M.rcMapRecorderOf(n)}
                        value={r.recorderNumber}
                        maxLength={64}
                        onChange={(_, d) => onChange(r.key, { recorderNumber: d.value })}
                      />
                    </Field>
                  )}
                </TableCell>
                <TableCell className={styles.cell}>
                  {r.locked ? (
                    <LockedText text={r.policeNumber} />
                  ) : (
                    <Field
                      validationState={e.policeNumber ? 'error' : 'none'}
                      validationMessage={e.policeNumber}
                    >
                      <Input
                        size="small"
                        aria-label={M.rcMapPoliceOf(n)}
                        value={r.policeNumber}
                        maxLength={64}
                        onChange={(_, d) => onChange(r.key, { policeNumber: d.value })}
                      />
                    </Field>
                  )}
                </TableCell>
                <TableCell className={styles.cell}>
                  {r.locked ? null : (
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<Delete16Regular />}
                      aria-label={M.rcMapRemove(n)}
                      onClick={() => onRemove(r.key)}
                    >
                      {M.rcMapRemoveShort}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {rows.length === 0 ? <Text className={styles.empty}>{M.rcMapEmpty}</Text> : null}
      <Button size="small" className={styles.add} icon={<Add16Regular />} onClick={onAdd}>
        {M.rcMapAdd}
      </Button>
    </>
  );
}
