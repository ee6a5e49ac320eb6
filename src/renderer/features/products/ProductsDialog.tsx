import {
  Badge,
  Button,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { M } from '../../../shared/messages';
import { ReadDialog } from '../../components/ReadDialog';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import type { ButtonContext } from '../../platform/buttons';
import { buildPath, docPagePath } from '../../platform/routes';
import { useProducts } from './queries';
import {
  ProductDocDialog,
  RetestFeeDialog,
  SampleDispatchDialog,
  TestResultDialog,
  type ProductDialogProps,
} from './FormDialogs';
import { openProductDocument, taskOf } from './write';
import {
  OUTCOME,
  PRODUCT_DOC_TYPES,
  RESULT_NOTICES,
  SAMPLING_RECORD,
  isQualityTask,
} from '../../../shared/products/constants';
import {
  STAGE_LABELS,
  amountText,
  isCollected,
  mayPick,
  outcomeLabel,
  productName,
  productStage,
  type ProductStage,
} from '../../../shared/products/rules';
import type { ProductRow } from '../../../shared/products/schemas';

// 检查产品 (spec 01 §2, §3, §4; spec 02 §2, §3): the task's inspected products (generic query 3662)
// with the outcomes of market access and quality in Chinese, the non-compliances, and where a
// sampled product stands in testing. A row opens its sampling record (/ws/xfcpzljdcccyd with
// runId, RWID, rwwsszid 232, CPID, CPJCJLID) and, on an open quality task, the dialogs its stage
// allows (送检, 检验结果, 复检费用) and the result notice; 新增产品文书 adds a product document
// through the fire-product picker.

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  intro: { color: tokens.colorNeutralForeground3, flexGrow: 1 },
  table: { tableLayout: 'fixed' },
  // Each cell adds 16 px of padding to its width; the actions take what is left (about 190 px in
  // the 1184 px the dialog has on a 1280 px window), so their buttons are never cut off.
  colName: { width: '170px' },
  colProducer: { width: '130px' },
  colCert: { width: '120px' },
  colCount: { width: '84px' },
  colOutcome: { width: '120px' },
  colTesting: { width: '112px' },
  cell: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  issue: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const OUTCOME_COLORS: Readonly<Record<string, BadgeProps['color']>> = {
  [OUTCOME.none]: 'success',
  [OUTCOME.nonCompliant]: 'danger',
  [OUTCOME.sampled]: 'warning',
  [OUTCOME.notChecked]: 'subtle',
};

const STAGE_COLORS: Readonly<Record<ProductStage, BadgeProps['color']>> = {
  awaitDispatch: 'warning',
  testing: 'informative',
  qualified: 'success',
  unqualified: 'danger',
  retestApplied: 'warning',
  retesting: 'informative',
  retestQualified: 'success',
  retestUnqualified: 'danger',
};

/** The result notice a stage calls for: after the first test, or after the re-test. */
const NOTICE_OF: Partial<
  Record<ProductStage, (typeof RESULT_NOTICES)[keyof typeof RESULT_NOTICES]>
> = {
  qualified: RESULT_NOTICES.first,
  unqualified: RESULT_NOTICES.first,
  retestApplied: RESULT_NOTICES.first,
  retestQualified: RESULT_NOTICES.retest,
  retestUnqualified: RESULT_NOTICES.retest,
};

/** The sampling record of a product row (spec 01 §2); its own record when one was made for it. */
export const samplingRecordPath = (ctx: { runId: string; RWID: string }, p: ProductRow): string =>
  buildPath(docPagePath(SAMPLING_RECORD.form), {
    runId: ctx.runId,
    RWID: ctx.RWID,
    rwwsszid: SAMPLING_RECORD.rwwsszid,
    CPID: p.ID,
    ...(p.CPJCJLID ? { CPJCJLID: p.CPJCJLID } : {}),
    ...(p.CYDID ? { FLWSID: p.CYDID } : {}),
  });

function Outcome({
  code,
  issues,
}: {
  code: string | null;
  issues: readonly string[];
}): ReactElement {
  const styles = useStyles();
  return (
    <div className={styles.cell}>
      {code ? (
        <Badge appearance="tint" color={OUTCOME_COLORS[code] ?? 'subtle'}>
          {outcomeLabel(code)}
        </Badge>
      ) : null}
      {issues.map((i) => (
        <Text key={i} size={200} className={styles.issue}>
          {i}
        </Text>
      ))}
    </div>
  );
}

function Testing({ p }: { p: ProductRow }): ReactElement {
  const styles = useStyles();
  const stage = productStage(p);
  if (!stage) return <Text className={styles.muted}>—</Text>;
  return (
    <div className={styles.cell}>
      <Badge appearance="tint" color={STAGE_COLORS[stage]}>
        {STAGE_LABELS[stage]}
      </Badge>
      {p.ZGDWMC && stage !== 'awaitDispatch' ? (
        <Text size={200} className={styles.muted}>
          {M.productAgency(p.ZGDWMC)}
        </Text>
      ) : null}
      {p.SQFS ? (
        <Text size={200} className={styles.muted}>
          {isCollected(p.SQFS)
            ? M.productFeeCollected(
                p.SQJE === null ? '' : amountText(p.SQJE),
                (p.SQRQ ?? '').slice(0, 10),
              )
            : M.productFeeNotCollected}
        </Text>
      ) : null}
    </div>
  );
}

export function ProductsDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  const styles = useStyles();
  const query = useProducts(ctx.call, taskOf(ctx));
  const { rwxx, wssList } = ctx.config;
  const open = rwxx.rwzt === '0' || rwxx.rwzt === '1';
  const writes = open && isQualityTask(rwxx.RWLX);
  const backHere = (): void => ctx.show(<ProductsDialog ctx={ctx} />);
  const docTypes = open
    ? PRODUCT_DOC_TYPES.flatMap((id) => {
        const ws = wssList.find((w) => w.id === id);
        return ws ? [{ id, name: ws.wsmc }] : [];
      })
    : [];

  const dialog = (Dialog: ComponentType<ProductDialogProps>, p: ProductRow) => (): void =>
    ctx.show(<Dialog ctx={ctx} product={p} onClose={backHere} />);

  const actionsOf = (p: ProductRow): ReactNode[] => {
    const name = productName(p);
    const out: ReactNode[] = [];
    const net = (label: string, onClick: () => void): void =>
      void out.push(
        <NetButton
          key={label}
          size="small"
          appearance="secondary"
          offlineReason={M.productsOffline}
          aria-label={M.rowButtonLabel(label, name)}
          onClick={onClick}
        >
          {label}
        </NetButton>,
      );
    if (mayPick('232', p))
      out.push(
        <Button
          key="sampling"
          size="small"
          appearance="subtle"
          aria-label={M.rowButtonLabel(M.productOpenSampling, name)}
          onClick={() => {
            ctx.close();
            void ctx.openDocument(samplingRecordPath(ctx, p));
          }}
        >
          {M.productOpenSampling}
        </Button>,
      );
    if (!writes) return out;
    if (mayPick('dispatch', p)) net(M.productDispatch, dialog(SampleDispatchDialog, p));
    if (mayPick('result', p)) net(M.productTestResult, dialog(TestResultDialog, p));
    if (mayPick('fee', p)) net(M.productRetestFee, dialog(RetestFeeDialog, p));
    const stage = productStage(p);
    const notice = stage ? NOTICE_OF[stage] : undefined;
    if (notice && wssList.some((w) => w.id === notice.rwwsszid))
      net(M.productResultNotice, () => {
        ctx.close();
        void openProductDocument(ctx, notice.rwwsszid, {
          CPID: p.ID,
          ...(p.JYRWID ? { JYBGID: p.JYRWID } : {}),
        });
      });
    return out;
  };

  return (
    <ReadDialog title={M.productsTitle} onClose={ctx.close} width={1240}>
      <div className={styles.bar}>
        <Text className={styles.intro}>{M.productsIntro}</Text>
        {docTypes.length > 0 ? (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <MenuButton appearance="primary">{M.productAddDoc}</MenuButton>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {docTypes.map((t) => (
                  <MenuItem
                    key={t.id}
                    onClick={() =>
                      ctx.show(
                        <ProductDocDialog
                          ctx={ctx}
                          rwwsszid={t.id}
                          name={t.name}
                          onClose={backHere}
                        />,
                      )
                    }
                  >
                    {t.name}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        ) : null}
      </div>
      <QueryBody query={query} isEmpty={(d) => d.data.length === 0} emptyText={M.productsEmpty}>
        {(d) => (
          <Table size="small" aria-label={M.productsTitle} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.colName}>{M.productColName}</TableHeaderCell>
                <TableHeaderCell className={styles.colProducer}>
                  {M.productColProducer}
                </TableHeaderCell>
                <TableHeaderCell className={styles.colCert}>{M.productColCert}</TableHeaderCell>
                <TableHeaderCell className={styles.colCount}>{M.productColCount}</TableHeaderCell>
                <TableHeaderCell className={styles.colOutcome}>
                  {M.productColMarket}
                </TableHeaderCell>
                <TableHeaderCell className={styles.colOutcome}>
                  {M.productColQuality}
                </TableHeaderCell>
                <TableHeaderCell className={styles.colTesting}>
                  {M.productColTesting}
                </TableHeaderCell>
                <TableHeaderCell>{M.productColActions}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {d.data.map((p) => (
                <TableRow key={p.ID}>
                  <TableCell>
                    <div className={styles.cell}>
                      <Text weight="semibold">{p.DXCP}</Text>
                      <Text size={200} className={styles.muted}>
                        {p.GGXH}
                      </Text>
                    </div>
                  </TableCell>
                  <TableCell>
                    <div className={styles.cell}>{p.BCSCZ}</div>
                  </TableCell>
                  <TableCell>
                    <div className={styles.cell}>
                      <Text>{p.CPZSBW}</Text>
                      {p.CPZRBH.length > 0 ? (
                        <Text size={200} className={styles.muted}>
                          {M.productAccessNumbers(p.CPZRBH.join('、'))}
                        </Text>
                      ) : null}
                    </div>
                  </TableCell>
                  <TableCell>{p.JCSL !== null ? M.productCount(p.JCSL, p.JCJS) : null}</TableCell>
                  <TableCell>
                    <Outcome code={p.SCZRJCQKDX} issues={p.BHGQK1} />
                  </TableCell>
                  <TableCell>
                    <Outcome code={p.CPZLXCJCQKDX} issues={p.BHGQK2} />
                  </TableCell>
                  <TableCell>
                    <Testing p={p} />
                  </TableCell>
                  <TableCell>
                    <div className={styles.actions}>{actionsOf(p)}</div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryBody>
    </ReadDialog>
  );
}
