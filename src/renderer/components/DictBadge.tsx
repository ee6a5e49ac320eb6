import { Badge } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { dictLabel, type DictMap } from './useDict';

export type DictBadgeProps = {
  dict: DictMap;
  value: string | number | null | undefined;
  /** What the status means (e.g. 文书状态), shown as a tooltip. */
  title?: string;
};

/** A status tag from a dictionary: its label and colour, or a neutral text in grey if nobody names the key. */
export function DictBadge({ dict, value, title }: DictBadgeProps): ReactElement | null {
  if (value === null || value === undefined || value === '') return null;
  const key = String(value);
  const entry = dict.get(key);
  const label = dictLabel(dict, key);
  return (
    <Badge
      appearance="tint"
      shape="rounded"
      color={entry?.color ?? 'subtle'}
      title={title ? `${title}：${label}` : undefined}
    >
      {label}
    </Badge>
  );
}
