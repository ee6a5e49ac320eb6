import {
  Button,
  Field,
  FieldContextProvider,
  Input,
  mergeClasses,
  Select,
  Switch,
} from '@fluentui/react-components';
import { Dismiss16Regular, Search16Regular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DateTimeInput } from '../../components/form/DateTimeInput';
import { QuickRanges } from '../../components/form/QuickRanges';
import type { VideoFilters } from './filters';
import { UnitPicker } from './UnitPicker';
import { useVideoStyles } from './videos.styles';
import { BIND_STATUS, UNIT_SCOPE, VIDEO_RANGE_SHORTCUTS } from '../../../shared/videos/constants';

export type VideoFilterBarProps = {
  value: VideoFilters;
  onChange(v: VideoFilters): void;
  onSearch(): void;
  onClear(): void;
  now?: () => number;
};

/**
 * The video list's filters (spec 01 §2): unit and scope, name, creation range (the Chinese date
 * picker and a 24-hour time) with quick ranges that search at once, unit name, bind state, remark.
 */
export function VideoFilterBar({
  value,
  onChange,
  onSearch,
  onClear,
  now = Date.now,
}: VideoFilterBarProps): ReactElement {
  const styles = useVideoStyles();
  const set = (patch: Partial<VideoFilters>): void => onChange({ ...value, ...patch });
  // A typed date or time that could not be read, per end of the range (the value keeps the last good one).
  const [typed, setTyped] = useState<{ kssj: string | null; jssj: string | null }>({
    kssj: null,
    jssj: null,
  });
  const typedProblem = typed.kssj ?? typed.jssj;
  const end = (key: 'kssj' | 'jssj', label: string): ReactElement => (
    <DateTimeInput
      className={styles.rangeInput}
      label={label}
      aria-label={label}
      value={value[key]}
      onChange={(v) => set({ [key]: v })}
      onInvalid={(message) => setTyped((t) => ({ ...t, [key]: message }))}
    />
  );
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
      <Field
        label={M.videoFilterRange}
        className={styles.filterRange}
        validationState={typedProblem ? 'error' : 'none'}
        validationMessage={typedProblem}
      >
        {/* Two boxes share this Field: each is named on its own, not by the Field's one label. */}
        <FieldContextProvider value={undefined}>
          <div className={styles.range} role="group" aria-label={M.videoFilterRange}>
            {end('kssj', M.videoFilterStart)}
            <span>-</span>
            {end('jssj', M.videoFilterEnd)}
          </div>
        </FieldContextProvider>
        <QuickRanges
          className={styles.shortcuts}
          ranges={VIDEO_RANGE_SHORTCUTS}
          kind="datetime"
          now={now}
          onPick={(r) => set({ kssj: r.start, jssj: r.end })}
          onRun={onSearch}
        />
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
      <div
        className={mergeClasses(
          styles.filterButtons,
          styles.filterButtonsBeside,
          styles.filterRowEnd,
        )}
      >
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
