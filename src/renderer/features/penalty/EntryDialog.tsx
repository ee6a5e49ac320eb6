import {
  Button,
  CompoundButton,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DocumentAdd24Regular, Link24Regular, Open16Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { QueryBody } from '../../components/QueryBody';
import type { ButtonContext } from '../../platform/buttons';
import { qk } from '../../platform/queryKeys';
import { ROUTES, buildPath } from '../../platform/routes';
import type { PenaltyItem } from '../../../shared/penalty/schemas';
import { LinkCasesDialog } from './LinkCasesDialog';
import { PenaltyWizard } from './PenaltyWizard';

// 行政处罚 (spec 01 §2): register a penalty case from the task (the wizard, in this same dialog) or
// link the task to a case already registered in the penalty module (the link table). On open it
// reads the penalty item the task already generated (xzcf_cxcj): once there is one, the task is
// registered — 立案登记 is not offered, the dialog names the case and opens it.

const useStyles = makeStyles({
  choices: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  // Once the case exists 案件关联 is the only choice: it takes the whole row, not half of it.
  single: { gridTemplateColumns: 'minmax(0, 1fr)' },
  choice: { justifyContent: 'flex-start', textAlign: 'start', minHeight: '88px' },
});

type Mode = 'choose' | 'register' | 'link';

/** The entry dialog, then the wizard or the link table in its place (one dialog deep). */
export function EntryDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  const [mode, setMode] = useState<Mode>('choose');
  const item = useQuery({
    queryKey: qk.penalty('item', ctx.runId, ctx.RWID),
    queryFn: () => ctx.call('penalty:item', { runId: ctx.runId, RWID: ctx.RWID }),
    // Whether the types are fixed must be the server's current answer.
    staleTime: 0,
  });
  if (mode === 'register' && item.data) return <PenaltyWizard ctx={ctx} item={item.data.data} />;
  if (mode === 'link') return <LinkCasesDialog ctx={ctx} />;
  return (
    <DialogShell
      title={M.penaltyEntryTitle}
      onClose={ctx.close}
      width={640}
      actions={
        <Button appearance="secondary" onClick={ctx.close}>
          {M.cancel}
        </Button>
      }
    >
      <Text>{M.penaltyEntryIntro}</Text>
      <QueryBody query={item} banner={false} needsNetworkMessage={M.penaltyOffline}>
        {(d) => (
          <Choices
            item={d.data}
            onChoose={setMode}
            onOpenCase={(found) => {
              ctx.close();
              ctx.navigate(
                buildPath(ROUTES.projectDetail, {
                  runId: found.runId ?? ctx.runId,
                  RWID: found.CFRWID,
                }),
              );
            }}
          />
        )}
      </QueryBody>
    </DialogShell>
  );
}

function Choices({
  item,
  onChoose,
  onOpenCase,
}: {
  item: PenaltyItem | null;
  onChoose(mode: Mode): void;
  onOpenCase(item: PenaltyItem): void;
}): ReactElement {
  const styles = useStyles();
  return (
    <>
      {item ? (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{M.penaltyRegistered(item.RWMC ?? '')}</MessageBarTitle>
            {M.penaltyRegisteredHint}
          </MessageBarBody>
          <MessageBarActions>
            <Button icon={<Open16Regular />} onClick={() => onOpenCase(item)}>
              {M.penaltyOpenCase}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <div className={mergeClasses(styles.choices, item ? styles.single : undefined)}>
        {item ? null : (
          <CompoundButton
            className={styles.choice}
            appearance="primary"
            icon={<DocumentAdd24Regular />}
            secondaryContent={M.penaltyRegisterHint}
            onClick={() => onChoose('register')}
          >
            {M.penaltyRegister}
          </CompoundButton>
        )}
        <CompoundButton
          className={styles.choice}
          icon={<Link24Regular />}
          secondaryContent={M.penaltyLinkCaseHint}
          onClick={() => onChoose('link')}
        >
          {M.penaltyLinkCase}
        </CompoundButton>
      </div>
    </>
  );
}
