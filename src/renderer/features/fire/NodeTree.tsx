import {
  Badge,
  Text,
  Tree,
  TreeItem,
  TreeItemLayout,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowCircleRight16Filled,
  CheckmarkCircle16Filled,
  Circle16Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { NODE_STATE, type NodeState } from '../../../shared/fire/constants';
import { flattenNodes, type FireNode } from '../../../shared/fire/stages';
import { formatServerTime } from '../../platform/format';

// The process-node tree of one stage (spec 01 §2): each node's name, state, time and officer,
// nested as the server sends it, every branch open. Fluent's Tree gives the keyboard (arrows move,
// Left and Right close and open a branch) and the tree semantics.

const useStyles = makeStyles({
  done: { color: tokens.colorPaletteGreenForeground1 },
  current: { color: tokens.colorBrandForeground1 },
  pending: { color: tokens.colorNeutralForeground4 },
  name: { fontWeight: tokens.fontWeightSemibold },
  pendingName: { color: tokens.colorNeutralForeground3 },
  meta: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
  },
});

/** A node's or a stage's state in words. */
export const stateText = (state: NodeState): string =>
  state === NODE_STATE.done
    ? M.fireStateDone
    : state === NODE_STATE.current
      ? M.fireStateCurrent
      : M.fireStatePending;

export const stateColor = (state: NodeState): 'success' | 'brand' | 'informative' =>
  state === NODE_STATE.done ? 'success' : state === NODE_STATE.current ? 'brand' : 'informative';

export function StateIcon({ state }: { state: NodeState }): ReactElement {
  const styles = useStyles();
  if (state === NODE_STATE.done) return <CheckmarkCircle16Filled className={styles.done} />;
  if (state === NODE_STATE.current) return <ArrowCircleRight16Filled className={styles.current} />;
  return <Circle16Regular className={styles.pending} />;
}

export function NodeTree({
  nodes,
  label,
}: {
  nodes: readonly FireNode[];
  label: string;
}): ReactElement {
  const styles = useStyles();
  const branches = flattenNodes(nodes)
    .filter((n) => n.children.length > 0)
    .map((n) => n.ID);
  const item = (n: FireNode): ReactElement => {
    const time = formatServerTime(n.CLSJ);
    const layout = (
      <TreeItemLayout
        iconBefore={<StateIcon state={n.ZT} />}
        aside={
          <span className={styles.meta}>
            {time ? <span>{M.fireNodeTime(time)}</span> : null}
            {n.CLR ? <span>{M.fireNodeOfficer(n.CLR)}</span> : null}
          </span>
        }
      >
        <Text className={n.ZT === NODE_STATE.pending ? styles.pendingName : styles.name}>
          {n.JDMC}
        </Text>{' '}
        <Badge size="small" appearance="tint" color={stateColor(n.ZT)}>
          {stateText(n.ZT)}
        </Badge>
      </TreeItemLayout>
    );
    return n.children.length > 0 ? (
      <TreeItem key={n.ID} itemType="branch" value={n.ID}>
        {layout}
        <Tree>{n.children.map(item)}</Tree>
      </TreeItem>
    ) : (
      <TreeItem key={n.ID} itemType="leaf" value={n.ID}>
        {layout}
      </TreeItem>
    );
  };
  return (
    <Tree aria-label={label} size="small" defaultOpenItems={branches}>
      {nodes.map(item)}
    </Tree>
  );
}
