import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { quickRange, type DateRange, type QuickRangeKey } from '../../../shared/common/dates';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    flexWrap: 'wrap',
    marginTop: tokens.spacingVerticalXXS,
  },
});

export type QuickRangesProps = {
  /** The choices, in the order shown. */
  ranges: readonly QuickRangeKey[];
  /** Whether the filter holds dates or dates and times (see quickRange). */
  kind: 'date' | 'datetime';
  /** Puts the chosen range into the filter's fields. */
  onPick(range: DateRange): void;
  /** Runs the query with the filter as it now is: once a choice, after the range has reached it. */
  onRun(): void;
  /** The clock (tests inject a fixed one). */
  now?: () => number;
  disabled?: boolean;
  className?: string;
};

/**
 * Quick ranges beside a date-range filter (最近一周, 最近一个月…): one click fills the range and
 * runs the query, as the web system's shortcuts do.
 */
export function QuickRanges({
  ranges,
  kind,
  onPick,
  onRun,
  now = Date.now,
  disabled,
  className,
}: QuickRangesProps): ReactElement {
  const styles = useStyles();
  // Filters are usually a draft the query copies on 查询: run right after the click, the query would
  // still read the old range. So the run waits for the render that carries the picked range (and
  // the parent's fresh onRun), and happens exactly once.
  const pending = useRef(false);
  const [picks, setPicks] = useState(0);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    onRun();
  }, [picks, onRun]);

  return (
    <div role="group" aria-label={M.quickRanges} className={mergeClasses(styles.root, className)}>
      {ranges.map((key) => (
        <Button
          key={key}
          type="button"
          size="small"
          appearance="subtle"
          disabled={disabled}
          onClick={() => {
            onPick(quickRange(key, now(), kind));
            pending.current = true;
            setPicks((n) => n + 1);
          }}
        >
          {M.quickRangeLabel(key)}
        </Button>
      ))}
    </div>
  );
}
