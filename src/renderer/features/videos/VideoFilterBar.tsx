import { Button, Field, Input, mergeClasses, Select, Switch } from '@fluentui/react-components';
import { Dismiss16Regular, Search16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { fromInputTime, toInputTime, type VideoFilters } from './filters';
import { UnitPicker } from './UnitPicker';
import { useVideoStyles } from './videos.styles';
import { BIND_STATUS, UNIT_SCOPE, VIDEO_RANGE_SHORTCUTS } from '../../../shared/videos/constants';
import { lastDays } from '../../../shared/videos/rules';

export type VideoFilterBarProps = {
  value: VideoFilters;
  onChange(v: VideoFilters): void;
  onSearch(): void;
  onClear(): void;
  now?: () => number;
};

/** The video list's filters (spec 01 §2): unit and scope, name, creation range with shortcuts, unit name, bind state, remark. */
export function VideoFilterBar({
  value,
  onChange,
  onSearch,
  onClear,
  now = Date.now,
}: VideoFilterBarProps): ReactElement {
  const styles = useVideoStyles();
  const set = (patch: Partial<VideoFilters>): void => onChange({ ...value, ...patch });
  return (
    <form
      className={mergeClasses(styles.filters, styles.filtersFour)}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <div className={mergeClasses(styles.unitRow, styles.filterWide)}>
        <Field label={M.videoFilterUnit} className={styles.unitField}>
          <UnitPicker value={value} onChange={(v) => set(v)} />
        </Field>
        <Switch
          className={styles.unitSwitch}
          label={M.videoFilterScope}
          checked={value.TYGXJGFW === UNIT_SCOPE.ownAndBelow}
          onChange={(_, d) =>
            set({ TYGXJGFW: d.checked ? UNIT_SCOPE.ownAndBelow : UNIT_SCOPE.own })
          }
        />
      </div>
      <Field label={M.videoFilterName}>
        <Input value={value.reName} maxLength={200} onChange={(_, d) => set({ reName: d.value })} />
      </Field>
      <Field label={M.videoFilterGroup}>
        <Input
          value={value.groupName}
          maxLength={200}
          onChange={(_, d) => set({ groupName: d.value })}
        />
      </Field>
      <Field label={M.videoFilterRange} className={styles.filterWide}>
        <div className={styles.range}>
          <Input
            className={styles.rangeInput}
            type="datetime-local"
            step={1}
            aria-label={M.videoFilterStart}
            value={toInputTime(value.kssj)}
            onChange={(_, d) => set({ kssj: fromInputTime(d.value) })}
          />
          <span>-</span>
          <Input
            className={styles.rangeInput}
            type="datetime-local"
            step={1}
            aria-label={M.videoFilterEnd}
            value={toInputTime(value.jssj)}
            onChange={(_, d) => set({ jssj: fromInputTime(d.value) })}
          />
        </div>
        <div className={styles.shortcuts}>
          {VIDEO_RANGE_SHORTCUTS.map((days) => (
            <Button
              key={days}
              size="small"
              appearance="subtle"
              onClick={() => {
                const r = lastDays(days, now());
                set({ kssj: r.start, jssj: r.end });
              }}
            >
              {M.videoRangeShortcut(days)}
            </Button>
          ))}
        </div>
      </Field>
      <Field label={M.videoFilterBind}>
        <Select
          value={value.bdzt}
          onChange={(_, d) => set({ bdzt: d.value as VideoFilters['bdzt'] })}
        >
          <option value="">{M.all}</option>
          <option value={BIND_STATUS.bound}>{M.videoStateBound}</option>
          <option value={BIND_STATUS.unbound}>{M.videoStateUnbound}</option>
        </Select>
      </Field>
      <Field label={M.videoFilterRemark}>
        <Input value={value.remark} maxLength={500} onChange={(_, d) => set({ remark: d.value })} />
      </Field>
      <div className={mergeClasses(styles.filterButtons, styles.filterRowEnd)}>
        <Button appearance="primary" type="submit" icon={<Search16Regular />}>
          {M.search}
        </Button>
        <Button icon={<Dismiss16Regular />} onClick={onClear}>
          {M.videoClear}
        </Button>
      </div>
    </form>
  );
}
