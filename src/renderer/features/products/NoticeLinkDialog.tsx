import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { qk } from '../../platform/queryKeys';
import { ReadDialog } from '../../components/ReadDialog';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import type { ButtonContext } from '../../platform/buttons';
import { buildPath, docPagePath } from '../../platform/routes';
import { confirmWrite, taskOf } from '../actions';
import { RECTIFICATION_NOTICE } from '../../../shared/products/constants';
import type { NoticeRow } from '../../../shared/products/schemas';

// 挂接整改通知书 (spec 02 §2, §3, §5, §8): the task's approved and delivered rectification notices.
// A row offers 挂接 while none is linked, the linked one 取消挂接 and 查看 (the notice page
// /ws/cpzlxqgztzs with rwwsszid 404 and lyId). Each write asks first (the table and the question:
// two dialogs), then the table, the task and its tree are read again.

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2 },
  colWh: { width: '230px' },
  colPerson: { width: '88px' },
  colTime: { width: '150px' },
  colAction: { width: '200px' },
  action: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Under the task's keys: the task's refresh reads the list again. */
export const noticesQueryKey = (runId: string, RWID: string): readonly unknown[] =>
  qk.taskPart('products', 'notices', runId, RWID);

/** The notice page of the linked notice (spec 02 §2: runId, RWID, rwwsszid 404, lyId). */
export const noticePagePath = (ctx: { runId: string; RWID: string }, row: NoticeRow): string =>
  buildPath(docPagePath(RECTIFICATION_NOTICE.form), {
    runId: ctx.runId,
    RWID: ctx.RWID,
    rwwsszid: RECTIFICATION_NOTICE.rwwsszid,
    lyId: row.ID,
    FLWSID: row.FLWSID,
  });

/** Asks, links or unlinks (one call, the server's words), then everything is read again. */
const changeLink = (ctx: ButtonContext, row: NoticeRow, link: boolean): void =>
  confirmWrite(
    ctx,
    link ? M.noticeLinkConfirm : M.noticeUnlinkConfirm,
    () => ctx.call(link ? 'products:link' : 'products:unlink', { ...taskOf(ctx), id: row.ID }),
    link ? M.noticeLinkDone : M.noticeUnlinkDone,
  );

export function NoticeLinkDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  const styles = useStyles();
  const query = useQuery({
    queryKey: noticesQueryKey(ctx.runId, ctx.RWID),
    queryFn: () => ctx.call('products:notices', { runId: ctx.runId, RWID: ctx.RWID }),
    staleTime: 0,
  });
  return (
    <ReadDialog title={M.noticeLinkTitle} onClose={ctx.close} width={960}>
      <Text className={styles.intro}>{M.noticeLinkIntro}</Text>
      <QueryBody query={query} isEmpty={(d) => d.data.length === 0} emptyText={M.noticeLinkNone}>
        {(d) => {
          const anyLinked = d.data.some((r) => r.SFGJ === '1');
          return (
            <Table size="small" aria-label={M.noticeLinkTitle}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell className={styles.colWh}>{M.noticeWh}</TableHeaderCell>
                  <TableHeaderCell className={styles.colPerson}>{M.noticeCreator}</TableHeaderCell>
                  <TableHeaderCell className={styles.colTime}>{M.noticeCreated}</TableHeaderCell>
                  <TableHeaderCell className={styles.colPerson}>{M.noticeApprover}</TableHeaderCell>
                  <TableHeaderCell className={styles.colTime}>{M.noticeApproved}</TableHeaderCell>
                  <TableHeaderCell className={styles.colAction}>{M.colActions}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {d.data.map((row) => {
                  const linked = row.SFGJ === '1';
                  const name = row.WH ?? row.ID;
                  return (
                    <TableRow key={row.ID}>
                      <TableCell>{row.WH}</TableCell>
                      <TableCell>{row.CRT_USERNAME}</TableCell>
                      <TableCell>{row.CRT_TIME}</TableCell>
                      <TableCell>{row.SPRXM}</TableCell>
                      <TableCell>{row.SPSJ}</TableCell>
                      <TableCell>
                        <div className={styles.action}>
                          {linked ? (
                            <Badge appearance="tint" color="success">
                              {M.noticeLinked}
                            </Badge>
                          ) : null}
                          {linked || !anyLinked ? (
                            <NetButton
                              size="small"
                              appearance={linked ? 'secondary' : 'primary'}
                              aria-label={M.rowButtonLabel(
                                linked ? M.noticeUnlink : M.noticeLink,
                                name,
                              )}
                              onClick={() => changeLink(ctx, row, !linked)}
                            >
                              {linked ? M.noticeUnlink : M.noticeLink}
                            </NetButton>
                          ) : null}
                          {linked ? (
                            <Button
                              size="small"
                              appearance="subtle"
                              aria-label={M.rowButtonLabel(M.noticeOpen, name)}
                              onClick={() => {
                                ctx.close();
                                ctx.navigate(noticePagePath(ctx, row));
                              }}
                            >
                              {M.noticeOpen}
                            </Button>
                          ) : null}
                        </div>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          );
        }}
      </QueryBody>
    </ReadDialog>
  );
}
