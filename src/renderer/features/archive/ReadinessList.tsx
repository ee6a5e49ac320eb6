import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { rowButtonType, taskButtonType, type RowButtonType } from '../../../shared/buttons';
import { TREE_LEVEL } from '../../../shared/detail/constants';
import { useButtonRegistry, type ButtonContext } from '../../platform/buttons';
import { ROUTES, buildPath } from '../../platform/routes';
import type { Blocker, ReadinessLink } from '../../../shared/archive/readiness';
import type { TreeRow } from '../../../shared/detail/schemas';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { overflowWrap: 'anywhere' },
  action: { marginLeft: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  hint: { marginLeft: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

/** What a blocker's link does here: its label and its action, or null where it cannot be opened. */
export type LinkAction = { label: string; run(): void };

/** The document row a link names, in the screen's tree. */
function rowOf(
  tree: readonly TreeRow[],
  link: { FLWSID: string | null; ID: string | null },
): TreeRow | null {
  for (const r of tree) {
    if (
      r.TREE_LEVEL === TREE_LEVEL.document &&
      ((link.FLWSID !== null && r.FLWSID === link.FLWSID) || (link.ID !== null && r.ID === link.ID))
    )
      return r;
    const found = rowOf(r.children, link);
    if (found) return found;
  }
  return null;
}

/** The row's page: edit while it may be changed, else its approval, else its view. */
const PAGE_BUTTONS: readonly RowButtonType[] = ['edit', 'approvalInfo', 'view'];

/**
 * Each blocker's way to where it is fixed, through the screen's button registry: the documents
 * area's row buttons, the task buttons the server offers this task (by the server's name), the
 * detail route of a linked case. `leave` closes the list first (one dialog at a time).
 */
export function useLinkActions(
  ctx: ButtonContext | undefined,
  leave: () => void,
): (link: ReadinessLink) => LinkAction | null {
  const registry = useButtonRegistry();
  return (link) => {
    if (!ctx || !registry) return null;
    switch (link.to) {
      case 'document': {
        const row = rowOf(ctx.tree, link);
        if (!row) return null;
        const offered = [...row.XGCZ_BUTTONS, ...row.JBCZ_BUTTONS].map(rowButtonType);
        const type = PAGE_BUTTONS.find((t) => offered.includes(t)) ?? 'view';
        return {
          label: M.readinessOpenDocument,
          run: () => {
            leave();
            registry.row[type].run(ctx, row);
          },
        };
      }
      case 'button': {
        const button = ctx.config.btnsList.find((b) => taskButtonType(b) === link.type);
        if (!button) return null;
        return {
          label: button.btnName,
          run: () => {
            leave();
            registry.task[link.type].run(ctx);
          },
        };
      }
      case 'task':
        return {
          label: M.readinessOpenCase,
          run: () => {
            leave();
            ctx.navigate(
              buildPath(ROUTES.projectDetail, {
                runId: link.runId ?? ctx.runId,
                RWID: link.RWID,
                parentName: ctx.parentName,
              }),
            );
          },
        };
      default:
        return null;
    }
  };
}

/** The blockers, each with where it is fixed. */
export function ReadinessList({
  blockers,
  actionOf,
}: {
  blockers: readonly Blocker[];
  actionOf(link: ReadinessLink): LinkAction | null;
}): ReactElement {
  const styles = useStyles();
  return (
    <ol className={styles.list} aria-label={M.readinessTitle}>
      {blockers.map((b, i) => {
        const action = actionOf(b.link);
        return (
          <li key={`${b.kind}:${i}`} className={styles.item}>
            <Text>{b.text}</Text>
            {action ? (
              <Link as="button" className={styles.action} onClick={action.run}>
                {action.label}
              </Link>
            ) : b.link.to === 'uploads' ? (
              <Text size={200} className={styles.hint}>
                {M.readinessSeeUploads}
              </Text>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
