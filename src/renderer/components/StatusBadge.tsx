import type { ReactElement } from 'react';
import { DictBadge } from './DictBadge';
import { useDict } from './useDict';
import type { DictCode } from '../../shared/dict/constants';

export type StatusBadgeProps = {
  code: DictCode;
  value: string | number | null | undefined;
  title?: string;
};

/** A dictionary-driven status tag; loads the dictionary itself (lists with many badges use DictBadge). */
export function StatusBadge({ code, value, title }: StatusBadgeProps): ReactElement | null {
  const dict = useDict(code);
  return <DictBadge dict={dict} value={value} title={title} />;
}
