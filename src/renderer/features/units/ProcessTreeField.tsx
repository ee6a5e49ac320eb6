import {
  Field,
  Text,
  Tree,
  TreeItem,
  TreeItemLayout,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircle16Filled } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import type { FieldChange } from '../../components/form/useFormState';
import {
  FIRE_PROCESS_TREE,
  processLabel,
  type ProcessNode,
} from '../../../shared/units/process-tree';

const useStyles = makeStyles({
  full: { gridColumn: '1 / -1' },
  box: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    maxHeight: '220px',
    overflowY: 'auto',
    padding: tokens.spacingVerticalXS,
  },
  chosen: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  current: { marginBottom: tokens.spacingVerticalXS, display: 'block' },
});

/** The branches leading to a leaf, so the chosen one shows opened. */
function pathTo(nodes: readonly ProcessNode[], value: string, trail: string[] = []): string[] {
  for (const n of nodes) {
    if (n.value === value) return trail;
    if (n.children) {
      const found = pathTo(n.children, value, [...trail, n.value]);
      if (found.length > 0 || n.children.some((c) => c.value === value)) return found;
    }
  }
  return [];
}

/**
 * 火灾危险性类别 (消防工艺): the static fire-process tree (src/shared/units/process-tree.ts) with the
 * chosen leaf named above it. A leaf is chosen by click or Enter; branches only open and close.
 */
export function ProcessTreeField({
  name,
  label,
  value,
  error,
  disabled = false,
  onChange,
  onBlur,
}: {
  name: string;
  label: string;
  value: string;
  error: string | null;
  disabled?: boolean;
  onChange(change: FieldChange): void;
  onBlur(name: string): void;
}): ReactElement {
  const styles = useStyles();
  const choose = (v: string): void => {
    if (!disabled) onChange({ name, value: v, trigger: 'change' });
  };
  const item = (n: ProcessNode): ReactElement =>
    n.children ? (
      <TreeItem key={n.value} itemType="branch" value={n.value}>
        <TreeItemLayout>{n.label}</TreeItemLayout>
        <Tree>{n.children.map(item)}</Tree>
      </TreeItem>
    ) : (
      <TreeItem
        key={n.value}
        itemType="leaf"
        value={n.value}
        aria-selected={n.value === value}
        onClick={() => choose(n.value)}
      >
        <TreeItemLayout
          className={n.value === value ? styles.chosen : undefined}
          iconAfter={n.value === value ? <CheckmarkCircle16Filled /> : undefined}
        >
          {n.label}
        </TreeItemLayout>
      </TreeItem>
    );
  return (
    <Field
      data-field={name}
      className={styles.full}
      label={label}
      validationState={error ? 'error' : 'none'}
      validationMessage={error ?? undefined}
    >
      <div onBlur={() => onBlur(name)}>
        <Text className={styles.current} size={200}>
          {value ? processLabel(value) : M.unitProcessNone}
        </Text>
        <div className={styles.box}>
          <Tree
            aria-label={M.unitProcessChoose}
            size="small"
            defaultOpenItems={value ? pathTo(FIRE_PROCESS_TREE, value) : []}
          >
            {FIRE_PROCESS_TREE.map(item)}
          </Tree>
        </div>
      </div>
    </Field>
  );
}
