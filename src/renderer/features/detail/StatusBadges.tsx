import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment, type ReactElement } from 'react';
import { DictBadge } from '../../components/DictBadge';
import { dictLabel } from '../../components/useDict';
import { rowStatuses, type StatusDim } from './rowStatus';
import type { TreeDicts } from './useTreeDicts';
import type { TreeRow } from '../../../shared/detail/schemas';
import { DICT } from '../../../shared/dict/constants';

const useStyles = makeStyles({
  badges: {
    display: 'flex',
    flexWrap: 'nowrap',
    alignItems: 'center',
    overflow: 'hidden',
    gap: tokens.spacingHorizontalXS,
  },
  badge: { flexShrink: 0 },
  notes: {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
});

/** Separates the statuses written as text after the tags. */
export const NOTE_SEPARATOR = ' · ';

/** A dimension's label from its dictionary (or the known labels), never its raw key. */
export const statusLabel = (dicts: TreeDicts, d: StatusDim): string =>
  dictLabel(dicts[d.code], d.value);

/**
 * The row's statuses: tags for the main ones, then the others as short text (e.g. 已盖章 · 已归档),
 * readable without hovering; each says which dimension it is in its tooltip.
 */
export function StatusBadges({
  row,
  dicts,
  deliveryTag = null,
}: {
  row: TreeRow;
  dicts: TreeDicts;
  /** 未送达 with what proof is missing ('未送达：缺送达回证', features/service), else the plain tag. */
  deliveryTag?: string | null;
}): ReactElement {
  const styles = useStyles();
  const { badges, notes } = rowStatuses(row);
  return (
    <div className={styles.badges}>
      {badges.map((d) => (
        <span key={d.code} className={styles.badge}>
          {d.code === DICT.delivery && deliveryTag ? (
            <Badge
              appearance="tint"
              shape="rounded"
              color="warning"
              title={`${d.title}：${deliveryTag}`}
            >
              {deliveryTag}
            </Badge>
          ) : (
            <DictBadge dict={dicts[d.code]} value={d.value} title={d.title} />
          )}
        </span>
      ))}
      {notes.length > 0 ? (
        <span className={styles.notes} data-testid="status-notes">
          {notes.map((d, i) => {
            const label = statusLabel(dicts, d);
            return (
              <Fragment key={d.code}>
                {i > 0 ? NOTE_SEPARATOR : null}
                <span title={`${d.title}：${label}`}>{label}</span>
              </Fragment>
            );
          })}
        </span>
      ) : null}
    </div>
  );
}
