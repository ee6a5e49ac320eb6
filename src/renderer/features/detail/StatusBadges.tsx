import { Badge, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DictBadge } from '../../components/DictBadge';
import { statusDims } from './rowStatus';
import type { TreeDicts } from './useTreeDicts';
import type { DictCode } from '../../../shared/dict/constants';
import type { TreeRow } from '../../../shared/detail/schemas';

const useStyles = makeStyles({
  badges: {
    display: 'flex',
    flexWrap: 'nowrap',
    alignItems: 'center',
    overflow: 'hidden',
    gap: tokens.spacingHorizontalXS,
  },
  more: { cursor: 'default', flexShrink: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalM },
});

/** How many status tags fit a fixed-height row; the rest are one "+N" tag with the full list on hover. */
export const INLINE_STATUS_BADGES = 2;

export function StatusBadges({ row, dicts }: { row: TreeRow; dicts: TreeDicts }): ReactElement {
  const styles = useStyles();
  const dims = statusDims(row);
  const shown = dims.slice(0, INLINE_STATUS_BADGES);
  const rest = dims.slice(INLINE_STATUS_BADGES);
  const labelOf = (code: DictCode, value: string): string => dicts[code].get(value)?.label ?? value;
  const restText = rest.map((d) => `${d.title}：${labelOf(d.code, d.value)}`);
  return (
    <div className={styles.badges}>
      {shown.map((d) => (
        <DictBadge key={d.code} dict={dicts[d.code]} value={d.value} title={d.title} />
      ))}
      {rest.length > 0 ? (
        <Tooltip
          relationship="description"
          content={
            <ul className={styles.list}>
              {restText.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          }
        >
          <Badge
            appearance="tint"
            shape="rounded"
            color="informative"
            className={styles.more}
            tabIndex={0}
            aria-label={M.moreStatuses(restText.join('，'))}
          >
            +{rest.length}
          </Badge>
        </Tooltip>
      ) : null}
    </div>
  );
}
