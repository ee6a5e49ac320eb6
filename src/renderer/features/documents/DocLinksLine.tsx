import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import type { LinkedDoc } from '../../../shared/documents/schemas';

// The line under a document page's title naming what the document is linked to (issue 18): the
// document it comes from (来源文书), the inspection record it belongs to (检查记录), its serial
// (流水号) and, before a numbered document is saved, the number its serial will give.

const useStyles = makeStyles({
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground3,
  },
});

export type DocLinksLineProps = {
  source: LinkedDoc | null | undefined;
  record: LinkedDoc | null | undefined;
  serial: string | null | undefined;
  /** The number the serial gives, shown until the document is saved. */
  plannedWh?: string | null;
};

const named = (d: LinkedDoc): string => (d.WH ? `${d.TITLE}（${d.WH}）` : d.TITLE);

export function DocLinksLine({
  source,
  record,
  serial,
  plannedWh,
}: DocLinksLineProps): ReactElement | null {
  const styles = useStyles();
  const parts = [
    source ? `${M.docLinkSource}：${named(source)}` : null,
    record ? `${M.docLinkRecord}：${named(record)}` : null,
    serial ? `${M.docLinkSerial}：${serial}` : null,
    plannedWh ? M.docLinkPlannedWh(plannedWh) : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  return (
    <div className={styles.line} role="note" aria-label={M.docLinks}>
      {parts.map((p) => (
        <Text key={p} size={200}>
          {p}
        </Text>
      ))}
    </div>
  );
}
