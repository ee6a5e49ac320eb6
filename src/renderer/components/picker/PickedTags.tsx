import { Tag, TagGroup } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { usePickerStyles } from './picker.styles';
import type { PickerItem } from '../../../shared/forms/picker';

export type PickedTagsProps = {
  label: string;
  items: readonly PickerItem[];
  /** Absent: the tags cannot be removed (read-only). */
  onRemove?(id: string): void;
};

/** The chosen rows as tags; each removable by click, Delete or Backspace (spec 01 §2). */
export function PickedTags({ label, items, onRemove }: PickedTagsProps): ReactElement | null {
  const styles = usePickerStyles();
  if (items.length === 0) return null;
  return (
    <TagGroup
      className={styles.tags}
      size="small"
      aria-label={label}
      onDismiss={onRemove ? (_, d) => onRemove(String(d.value)) : undefined}
    >
      {items.map((i) => (
        <Tag
          key={i.id}
          value={i.id}
          shape="rounded"
          appearance="brand"
          dismissible={onRemove !== undefined}
          dismissIcon={onRemove ? { 'aria-label': M.pickerRemove(i.name) } : undefined}
        >
          {i.name}
        </Tag>
      ))}
    </TagGroup>
  );
}
