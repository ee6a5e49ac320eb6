import {
  Badge,
  Text,
  ToggleButton,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { QueryBody } from '../../components/QueryBody';
import { NODE_STATE, type FireStageCode } from '../../../shared/fire/constants';
import type { FireStage } from '../../../shared/fire/stages';
import { NodeTree, StateIcon, stateText } from './NodeTree';
import { useFireNodes, type TaskRef } from './queries';

// The fire-case timeline (spec 01 §2, §4): the six stages in order as a row of toggle buttons
// (aria-pressed); none is chosen at first; choosing one shows only that stage's process-node tree,
// choosing it again hides it. Left and Right (Home, End) move between the stages.

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  steps: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXS,
  },
  step: {
    width: '100%',
    minWidth: 0,
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '2px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderTopWidth: '3px',
    borderTopStyle: 'solid',
    textAlign: 'start',
  },
  done: { borderTopColor: tokens.colorPaletteGreenBorderActive },
  current: { borderTopColor: tokens.colorBrandStroke1 },
  pending: { borderTopColor: tokens.colorNeutralStroke2 },
  // The chosen stage: tinted, whatever its state's colour on top.
  chosen: {
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    width: '100%',
    minWidth: 0,
  },
  name: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  sub: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    whiteSpace: 'nowrap',
  },
  nodes: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalS,
    maxHeight: '260px',
    overflowY: 'auto',
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

const border = (styles: ReturnType<typeof useStyles>, stage: FireStage): string =>
  stage.ZT === NODE_STATE.done
    ? styles.done
    : stage.ZT === NODE_STATE.current
      ? styles.current
      : styles.pending;

export function FireTimeline({
  task,
  stages,
  current,
}: {
  task: TaskRef;
  stages: readonly FireStage[];
  current: FireStageCode | null;
}): ReactElement {
  const styles = useStyles();
  const [chosen, setChosen] = useState<FireStageCode | null>(null);
  const nodes = useFireNodes(task, chosen);
  const refs = useRef<(HTMLElement | null)[]>([]);
  const regionId = useId();
  const stage = stages.find((s) => s.JDBM === chosen) ?? null;

  const onKeyDown = (e: KeyboardEvent<HTMLOListElement>): void => {
    const at = refs.current.findIndex((b) => b === document.activeElement);
    if (at < 0) return;
    const last = stages.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? Math.min(at + 1, last)
        : e.key === 'ArrowLeft'
          ? Math.max(at - 1, 0)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    refs.current[to]?.focus();
  };

  return (
    <div className={styles.root}>
      <ol className={styles.steps} aria-label={M.fireTimeline} onKeyDown={onKeyDown}>
        {stages.map((s, i) => (
          <li key={s.JDBM}>
            <ToggleButton
              ref={(el) => {
                refs.current[i] = el;
              }}
              className={mergeClasses(
                styles.step,
                border(styles, s),
                chosen === s.JDBM && styles.chosen,
              )}
              checked={chosen === s.JDBM}
              aria-controls={chosen === s.JDBM ? regionId : undefined}
              onClick={() => setChosen((c) => (c === s.JDBM ? null : s.JDBM))}
            >
              <span className={styles.head}>
                <StateIcon state={s.ZT} />
                <span className={styles.name}>{s.JDMC}</span>
                {current === s.JDBM ? (
                  <Badge size="small" appearance="filled" color="brand">
                    {M.fireStageCurrentMark}
                  </Badge>
                ) : null}
              </span>
              <span className={styles.sub}>
                {stateText(s.ZT)}
                {s.JDZS > 0 ? ` · ${M.fireStageProgress(s.WCJDS, s.JDZS)}` : ''}
              </span>
            </ToggleButton>
          </li>
        ))}
      </ol>
      {stage ? (
        <section id={regionId} className={styles.nodes} aria-label={M.fireStageNodes(stage.JDMC)}>
          <QueryBody
            query={nodes}
            isEmpty={(d) => d.data.length === 0}
            emptyText={M.fireStageNoNodes}
          >
            {(d) => <NodeTree nodes={d.data} label={M.fireStageNodes(stage.JDMC)} />}
          </QueryBody>
        </section>
      ) : (
        <Text size={200} className={styles.hint}>
          {M.fireTimelineHint}
        </Text>
      )}
    </div>
  );
}
