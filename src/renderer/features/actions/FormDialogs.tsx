import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ActionFormDialog } from './ActionFormDialog';
import { buildPath, docPagePath } from '../../platform/routes';
import {
  ENFORCEMENT_FORM,
  NO_INSPECTION_TYPE,
  PROCEDURE,
  VERBAL_NOTICES,
} from '../../../shared/actions/constants';
import {
  enforcementForm,
  noInspectionForm,
  procedureForm,
  serviceForm,
  verbalNoticeForm,
} from '../../../shared/actions/forms';
import { afterWrite, listOf, taskOf, textOf, type ActionDialogProps } from './write';
import type { TaskInfo } from '../../../shared/detail/schemas';

// The actions whose form opens empty: each checks with the shared rules (the spec's messages),
// sends, and on the server's refusal stays open with its message (SmallFormDialog).

/** The task's procedure: its own code where the server sends one (CFLCLX), else its type's. */
export function currentProcedure(rwxx: TaskInfo): string | null {
  const code =
    typeof rwxx.CFLCLX === 'string' || typeof rwxx.CFLCLX === 'number' ? rwxx.CFLCLX : '';
  const c = String(code);
  if (c === PROCEDURE.simple) return M.procedureSimple;
  if (c === PROCEDURE.general) return M.procedureGeneral;
  // 62 is the simple-procedure penalty task, 61 the general one (XFJD_XMRW_RWLX).
  if (rwxx.RWLX === 62) return M.procedureSimple;
  if (rwxx.RWLX === 61) return M.procedureGeneral;
  return null;
}

/** A line of context above a form's fields. */
export function Intro({ text }: { text: string }): ReactElement {
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

/** 切换程序: a simple procedure becomes general (CFLCLX 4), upgraded or converted, with the reason. */
export function ProcedureDialog({ ctx }: ActionDialogProps): ReactElement {
  const current = currentProcedure(ctx.config.rwxx);
  return (
    <ActionFormDialog
      ctx={ctx}
      definition={procedureForm}
      intro={current ? <Intro text={M.procedureCurrent(current)} /> : undefined}
      onClose={ctx.close}
      onSubmit={async (values) => {
        const r = await ctx.call('actions:changeProcedure', {
          ...taskOf(ctx),
          CFLCLX: PROCEDURE.general,
          GGLX: textOf(values, 'GGLX'),
          ZHYY: textOf(values, 'ZHYY'),
        });
        await afterWrite(ctx, r, M.procedureDone);
      }}
    />
  );
}

/** 不检查: the reason (停业, 歇业/暂时停业, 关门, 其他) and a description (type 2 sets). */
export function NoInspectionDialog({ ctx }: ActionDialogProps): ReactElement {
  return (
    <ActionFormDialog
      ctx={ctx}
      definition={noInspectionForm}
      onClose={ctx.close}
      onSubmit={async (values) => {
        const r = await ctx.call('actions:noInspection', {
          ...taskOf(ctx),
          type: NO_INSPECTION_TYPE.set,
          bjcyy: textOf(values, 'bjcyy'),
          bjcms: textOf(values, 'bjcms'),
        });
        await afterWrite(ctx, r, M.noInspectionDone);
      }}
    />
  );
}

/** 技术服务: the agency chosen through the shared picker ('请选择单位'). */
export function ServiceDialog({ ctx }: ActionDialogProps): ReactElement {
  return (
    <ActionFormDialog
      ctx={ctx}
      definition={serviceForm}
      runId={ctx.runId}
      onClose={ctx.close}
      onSubmit={async (values) => {
        const r = await ctx.call('actions:assignService', {
          ...taskOf(ctx),
          dwid: textOf(values, 'dwid'),
          dwmc: listOf(values, 'dwmc').join('、'),
        });
        await afterWrite(ctx, r, M.serviceDone);
      }}
    />
  );
}

/** 口头告知: to an individual (xzcfjdsgr, 580) or a unit (xzcfjds, 579); opens the notice's page. */
export function VerbalNoticeDialog({ ctx }: ActionDialogProps): ReactElement {
  return (
    <ActionFormDialog
      ctx={ctx}
      definition={verbalNoticeForm}
      // Only a choice to lose: closing never asks.
      confirmDiscard={false}
      onClose={ctx.close}
      onSubmit={(values) => {
        const notice = VERBAL_NOTICES.find((n) => n.value === textOf(values, 'type'));
        // The rules let no other value through; the page opens while this dialog closes.
        if (notice)
          void ctx.openDocument(
            buildPath(docPagePath(notice.form), { ...taskOf(ctx), rwwsszid: notice.rwwsszid }),
          );
        return Promise.resolve();
      }}
    />
  );
}

/** 强制执行: one or more 催告书 (cgs: 101 fine, 421 three-stop, 417); one page each. */
export function EnforcementDialog({ ctx }: ActionDialogProps): ReactElement {
  return (
    <ActionFormDialog
      ctx={ctx}
      definition={enforcementForm}
      confirmDiscard={false}
      onClose={ctx.close}
      onSubmit={async (values) => {
        for (const rwwsszid of listOf(values, 'docs'))
          await ctx.openDocument(
            buildPath(docPagePath(ENFORCEMENT_FORM), { ...taskOf(ctx), rwwsszid }),
          );
      }}
    />
  );
}
