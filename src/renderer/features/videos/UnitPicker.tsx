import { Combobox, Option } from '@fluentui/react-components';
import { useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { unitTreeOrder, type VideoFilters } from './filters';
import { useOrgUnits } from './useVideos';
import { useVideoStyles } from './videos.styles';

export type UnitPickerProps = {
  value: Pick<VideoFilters, 'zgdwid' | 'zgdwmc'>;
  onChange(v: Pick<VideoFilters, 'zgdwid' | 'zgdwmc'>): void;
};

/**
 * The unit filter (key ID, display DWQC): the unit tree in tree order, indented by level, and
 * searchable by name. Inside a Field it takes the Field's label.
 */
export function UnitPicker({ value, onChange }: UnitPickerProps): ReactElement {
  const styles = useVideoStyles();
  const units = useOrgUnits();
  const [query, setQuery] = useState<string | null>(null);
  const options = useMemo(() => {
    const ordered = unitTreeOrder(units.data?.data ?? []);
    // The officer's unit is always choosable, even before (or without) the unit tree.
    if (value.zgdwid && !ordered.some((u) => u.ID === value.zgdwid))
      ordered.unshift({ ID: value.zgdwid, DWQC: value.zgdwmc, depth: 0 });
    return ordered;
  }, [units.data, value.zgdwid, value.zgdwmc]);
  const shown = query ? options.filter((u) => u.DWQC.includes(query)) : options;
  return (
    <Combobox
      className={styles.unitButton}
      placeholder={M.videoFilterUnitPlaceholder}
      value={query ?? value.zgdwmc}
      selectedOptions={[value.zgdwid]}
      onChange={(e) => setQuery(e.target.value)}
      onOpenChange={(_, d) => (d.open ? undefined : setQuery(null))}
      onOptionSelect={(_, d) => {
        const unit = options.find((u) => u.ID === d.optionValue);
        if (unit) onChange({ zgdwid: unit.ID, zgdwmc: unit.DWQC });
        setQuery(null);
      }}
    >
      {shown.length === 0 ? (
        <Option value="" disabled text="">
          {units.isError ? M.videoUnitsFailed : M.videoUnitsEmpty}
        </Option>
      ) : (
        shown.map((u) => (
          <Option key={u.ID} value={u.ID} text={u.DWQC}>
            <span style={{ paddingLeft: `${u.depth * 16}px` }}>{u.DWQC}</span>
          </Option>
        ))
      )}
    </Combobox>
  );
}
