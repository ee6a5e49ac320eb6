import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { SmallFormDialog } from '../../components/form/SmallFormDialog';
import type { ButtonContext } from '../../platform/buttons';
import { afterWrite, openProductDocument, taskOf, textOf } from './write';
import { TEST_STATE, type ProductDocType } from '../../../shared/products/constants';
import {
  productDocForm,
  retestFeeForm,
  sampleDispatchForm,
  testResultForm,
} from '../../../shared/products/forms';
import {
  amountText,
  dueDispatch,
  isCollected,
  productName,
  reportDocuments,
  reportFileRefusal,
} from '../../../shared/products/rules';
import type { ProductRow } from '../../../shared/products/schemas';
import type { FormValues } from '../../../shared/forms/types';
import type { TreeRow } from '../../../shared/detail/schemas';

// The products dialogs (spec 02 §2, §3, §5): sample dispatch (送检), the test result (检验结果), the
// re-test fee (复检费用) and the fire-product picker of a product document. Each is a small form
// from shared/products/forms.ts: the shared rules give the spec's messages, the server's refusal
// stays in the dialog. Opened from a product's row, the product is chosen already and closing goes
// back to the table; from the header, the officer picks the product (only those the purpose may).

export type ProductDialogProps = {
  ctx: ButtonContext;
  /** The product the officer chose in the table; none from the header. */
  product?: ProductRow;
  /** Back to where the dialog was opened from (the table), else the dialog just closes. */
  onClose?(): void;
};

/** A line of context above a form's fields. */
function Intro({
  text,
  intent = 'info',
}: {
  text: string;
  intent?: 'info' | 'warning';
}): ReactElement {
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

/** The chosen product's key and picker label, when a row opened the dialog. */
const chosen = (product: ProductRow | undefined): FormValues =>
  product ? { JCCPID: product.ID, CPMC: productName(product) } : {};

/** 送检: the product due a dispatch, the sample, the unit and the testing agency ('请选择检验机构'). */
export function SampleDispatchDialog({ ctx, product, onClose }: ProductDialogProps): ReactElement {
  const [initial] = useState<FormValues>(() => ({
    RWID: ctx.RWID,
    JYRWZT: TEST_STATE.sent,
    SHDWMC: ctx.config.rwxx.DWMC ?? '',
    ...chosen(product),
    ...(product ? { YPMC: productName(product), LYLX: dueDispatch(product) ?? '' } : {}),
  }));
  return (
    <SmallFormDialog
      definition={sampleDispatchForm}
      initialValues={initial}
      runId={ctx.runId}
      columns={2}
      intro={<Intro text={M.sampleDispatchIntro} />}
      submitLabel={M.productDispatch}
      onClose={onClose ?? ctx.close}
      onSubmit={async (v) => {
        const r = await ctx.call('products:dispatch', {
          ...taskOf(ctx),
          JCCPID: textOf(v, 'JCCPID'),
          YPMC: textOf(v, 'YPMC'),
          SHDWMC: textOf(v, 'SHDWMC'),
          ZGDWID: textOf(v, 'ZGDWID'),
          ZGDWMC: textOf(v, 'ZGDWMC'),
          SM: textOf(v, 'SM'),
          LYLX: textOf(v, 'LYLX'),
          JYRWZT: TEST_STATE.sent,
        });
        await afterWrite(ctx, r, M.sampleDispatchDone);
      }}
    />
  );
}

/** A report document as the select names it: title, number or date, and a missing report said. */
export const reportLabel = (r: TreeRow): string => {
  const when = r.WH ?? (r.CRT_TIME ?? '').slice(0, 10);
  const base = when ? `${r.TITLE}（${when}）` : r.TITLE;
  return r.SFFJ === '1' ? base : `${base}（${M.testResultReportNoFile}）`;
};

/**
 * 检验结果: the conclusion of the product's test awaiting it, from one of the task's test reports.
 * The report must have its electronic version attached: checked here ('请在附件中，上传电子版检验
 * 报告'), then by the server (reportFileJudge) before the result is recorded (surveyReport).
 */
export function TestResultDialog({ ctx, product, onClose }: ProductDialogProps): ReactElement {
  const reports = useMemo(() => reportDocuments(ctx.tree, ctx.RWID), [ctx.tree, ctx.RWID]);
  const definition = useMemo(
    () => testResultForm(reports.map((r) => ({ value: r.FLWSID ?? '', label: reportLabel(r) }))),
    [reports],
  );
  const [initial] = useState<FormValues>(() => ({
    RWID: ctx.RWID,
    ...chosen(product),
    ...(product?.JYRWID ? { JYRWID: product.JYRWID } : {}),
  }));
  return (
    <SmallFormDialog
      definition={definition}
      initialValues={initial}
      runId={ctx.runId}
      columns={2}
      intro={
        reports.length === 0 ? (
          <Intro text={M.testResultNoReports} intent="warning" />
        ) : (
          <Intro text={M.testResultIntro} />
        )
      }
      onClose={onClose ?? ctx.close}
      onSubmit={async (v) => {
        const wsid = textOf(v, 'LYWSID');
        const report = reports.find((r) => r.FLWSID === wsid);
        const refused = report ? reportFileRefusal(report) : null;
        if (refused) throw new Error(refused);
        await ctx.call('products:reportCheck', { ...taskOf(ctx), wsid });
        const r = await ctx.call('products:testResult', {
          ...taskOf(ctx),
          JCCPID: textOf(v, 'JCCPID'),
          JYRWID: textOf(v, 'JYRWID'),
          JYJG: textOf(v, 'JYJG'),
          LYWSID: wsid,
          SM: textOf(v, 'SM'),
        });
        await afterWrite(ctx, r, M.testResultDone);
      }}
    />
  );
}

/** 复检费用: the method; normally collected, the date and the amount ('请填写必填项'). */
export function RetestFeeDialog({ ctx, product, onClose }: ProductDialogProps): ReactElement {
  const [initial] = useState<FormValues>(() => ({
    RWID: ctx.RWID,
    LYRWID: ctx.RWID,
    ...chosen(product),
    ...(product
      ? {
          JYBGID: product.JYRWID ?? '',
          LYWSID: product.JYBGWSID ?? '',
          // A fee recorded already is corrected (fjfyUpdate) until the re-test is sent.
          SQFS: product.SQFS ?? '',
          SQRQ: product.SQRQ?.slice(0, 10) ?? '',
          SQJE: product.SQJE === null ? '' : amountText(product.SQJE),
          SM: product.FYSM ?? '',
        }
      : {}),
  }));
  return (
    <SmallFormDialog
      definition={retestFeeForm}
      initialValues={initial}
      runId={ctx.runId}
      columns={2}
      intro={<Intro text={M.retestFeeIntro} />}
      onClose={onClose ?? ctx.close}
      onSubmit={async (v) => {
        // Not collected: no date or amount goes with it, whatever the fields still hold.
        const collected = isCollected(textOf(v, 'SQFS'));
        const r = await ctx.call('products:retestFee', {
          ...taskOf(ctx),
          JCCPID: textOf(v, 'JCCPID'),
          SQFS: textOf(v, 'SQFS'),
          SQRQ: collected ? textOf(v, 'SQRQ') : '',
          SQJE: collected ? textOf(v, 'SQJE') : '',
          SM: textOf(v, 'SM'),
          LYRWID: textOf(v, 'LYRWID') || ctx.RWID,
          LYWSID: textOf(v, 'LYWSID'),
          JYBGID: textOf(v, 'JYBGID'),
        });
        await afterWrite(ctx, r, M.retestFeeDone);
      }}
    />
  );
}

export type ProductDocDialogProps = {
  ctx: ButtonContext;
  /** The product document to add (232, 411, 412, 726) and its name. */
  rwwsszid: ProductDocType;
  name: string;
  onClose?(): void;
};

/**
 * The fire-product picker (spec 02 §2, §5, §9): the products a document of this type may pick
 * ('请选择消防产品' when none is chosen), the server's word on the choice (cpfcJudge), then the new
 * document's page with the product (CPID) and its check record (CPJCJLID).
 */
export function ProductDocDialog({
  ctx,
  rwwsszid,
  name,
  onClose,
}: ProductDocDialogProps): ReactElement {
  const definition = useMemo(() => productDocForm(rwwsszid), [rwwsszid]);
  const [initial] = useState<FormValues>(() => ({ RWID: ctx.RWID }));
  const opened = useRef(false);
  return (
    <SmallFormDialog
      definition={definition}
      title={M.productPickTitle(name)}
      initialValues={initial}
      runId={ctx.runId}
      confirmDiscard={false}
      intro={<Intro text={M.productPickIntro(name)} />}
      submitLabel={M.productPickOpen}
      onClose={() => (opened.current ? ctx.close() : (onClose ?? ctx.close)())}
      onSubmit={async (v) => {
        const CPID = textOf(v, 'JCCPID');
        await ctx.call('products:judge', { ...taskOf(ctx), rwwsszid, CPID });
        const CPJCJLID = textOf(v, 'CPJCJLID');
        opened.current = await openProductDocument(ctx, rwwsszid, {
          CPID,
          ...(CPJCJLID ? { CPJCJLID } : {}),
        });
      }}
    />
  );
}
