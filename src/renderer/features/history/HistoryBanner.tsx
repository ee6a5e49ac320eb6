import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LockClosed16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { formatServerTime } from '../../platform/format';
import { archiveRecordSchema } from '../../../shared/history/schemas';
import type { TaskInfo } from '../../../shared/detail/schemas';

const useStyles = makeStyles({
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground2,
  },
});

/**
 * The detail screen's history view (pagetype 2): says the task is only looked at, and with the
 * historical data (SFCXLSSJ 1) when and how it was archived.
 */
export function HistoryBanner({ rwxx }: { rwxx: TaskInfo }): ReactElement {
  const styles = useStyles();
  const archive = archiveRecordSchema.safeParse(rwxx);
  const record = archive.success ? archive.data : null;
  const facts = [
    record?.GDSJ ? M.historyArchivedAt(formatServerTime(record.GDSJ)) : null,
    record?.GDAJLBMC ? M.historyArchiveCategories(record.GDAJLBMC) : null,
    record?.GDGS ? M.historyArchiveFormat(record.GDGS) : null,
  ].filter((f): f is string => f !== null);
  return (
    <MessageBar intent="info" layout="multiline" icon={<LockClosed16Regular />} role="status">
      <MessageBarBody>
        <MessageBarTitle>{M.historyReadOnlyTitle}</MessageBarTitle>
        {M.historyReadOnlyText}
        {facts.length > 0 ? (
          <div className={styles.facts}>
            {facts.map((f) => (
              <span key={f}>{f}</span>
            ))}
          </div>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}
