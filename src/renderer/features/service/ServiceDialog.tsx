import { Button } from '@fluentui/react-components';
import { Add16Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { NetButton } from '../../components/NetButton';
import { usePaging } from '../../components/usePaging';
import type { ButtonContext } from '../../platform/buttons';
import { AttachmentManagerDialog } from '../attachments';
import { TaskVideos } from '../videos';
import { AddElectronicView, servableDocuments } from './AddElectronicView';
import { PreviewView, type Served } from './PreviewView';
import { ProofView } from './ProofView';
import { RecordsView } from './RecordsView';
import { serviceKeys, useServiceRecords } from './useService';
import { useServiceStyles } from './service.styles';
import { BUSINESS_TYPE } from '../../../shared/uploads/constants';
import { SERVICE_PAGE_SIZE, type ProofUsage } from '../../../shared/service/constants';
import type { ServiceRecord } from '../../../shared/service/schemas';

// 文书送达 (spec 01 §2, §3, §7): one dialog whose body changes by step: the records, a new
// electronic service, its preview and sending, a record's proof. Adding proof files or binding a
// video replaces the dialog by the attachment manager or the task's videos (their own dialogs,
// reused), and closing them comes back here: never more than two dialogs deep.

type View =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'preview'; served: Served; title: string }
  | { kind: 'proof'; record: ServiceRecord }
  | { kind: 'files'; record: ServiceRecord; usage: ProofUsage; name: string }
  | { kind: 'videos'; record: ServiceRecord };

const PAGE_SIZES = [SERVICE_PAGE_SIZE] as const;

/** The task takes writes (未开始, 办理中). */
const isWritable = (rwzt: string | null): boolean => rwzt === '0' || rwzt === '1';

export function ServiceDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  const styles = useServiceStyles();
  const queryClient = useQueryClient();
  const paging = usePaging(PAGE_SIZES);
  const [history, setHistory] = useState(ctx.SFCXLSSJ === '1');
  const [view, setView] = useState<View>({ kind: 'list' });
  const [chosen, setChosen] = useState('');
  const [chooseError, setChooseError] = useState<string | null>(null);
  const writable = isWritable(ctx.config.rwxx.rwzt);
  const records = useServiceRecords(
    {
      runId: ctx.runId,
      RWID: ctx.RWID,
      SFCXLSSJ: history ? '1' : '0',
      current: paging.current,
      size: paging.size,
    },
    view.kind === 'proof',
  );
  // The proof step shows the record as last read (after an upload or a save, read again).
  const current =
    view.kind === 'proof'
      ? (records.data?.data.records.find((r) => r.ID === view.record.ID) ?? view.record)
      : null;
  const refresh = async (): Promise<void> => {
    await Promise.all([
      ctx.refresh(),
      queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
    ]);
  };
  const documents = servableDocuments(ctx.tree, ctx.RWID);

  if (view.kind === 'files')
    return (
      <AttachmentManagerDialog
        runId={ctx.runId}
        RWID={view.record.RWID ?? ctx.RWID}
        businessId={view.record.flwsid ?? ''}
        businessType={BUSINESS_TYPE.document}
        businessUsage={view.usage}
        label={`${view.name} · ${view.record.SDWSMCWH ?? ''}`}
        readOnly={!writable}
        onClose={() => {
          void refresh();
          setView({ kind: 'proof', record: view.record });
        }}
      />
    );
  if (view.kind === 'videos')
    return (
      <TaskVideos
        rwid={view.record.RWID ?? ctx.RWID}
        unit={{ id: ctx.user.company_id, name: ctx.user.company_name }}
        readOnly={!writable}
        onClose={() => {
          void refresh();
          setView({ kind: 'proof', record: view.record });
        }}
      />
    );

  const back = (): void => setView({ kind: 'list' });
  const addElectronic = async (): Promise<void> => {
    if (!chosen) {
      setChooseError(M.serviceChooseRequired);
      return;
    }
    const done = await ctx.run(
      () => ctx.call('service:addElectronic', { runId: ctx.runId, RWID: ctx.RWID, FLWSID: chosen }),
      (res) => res.message || M.serviceAddElectronicDone,
    );
    if (done) {
      await refresh();
      back();
    }
  };

  const title =
    view.kind === 'add'
      ? M.serviceAddElectronicTitle
      : view.kind === 'preview'
        ? `${M.servicePreviewTitle} · ${view.title}`
        : view.kind === 'proof'
          ? M.serviceProofTitle
          : M.serviceDialogTitle;
  const closeButton = (
    <Button appearance="secondary" onClick={ctx.close}>
      {M.close}
    </Button>
  );
  const backButton = <Button onClick={back}>{M.back}</Button>;
  const actions =
    view.kind === 'list' ? (
      closeButton
    ) : view.kind === 'add' ? (
      <>
        {backButton}
        <NetButton
          appearance="primary"
          offlineReason={M.serviceOffline}
          disabled={documents.length === 0}
          onClick={() => void addElectronic()}
        >
          {M.serviceAddElectronic}
        </NetButton>
      </>
    ) : (
      <>
        {backButton}
        {closeButton}
      </>
    );

  return (
    <DialogShell
      title={title}
      onClose={ctx.close}
      width={view.kind === 'list' ? 1400 : 900}
      contentClassName={styles.content}
      actions={actions}
    >
      {view.kind === 'list' ? (
        <>
          {writable ? (
            <div className={styles.toolbar}>
              <NetButton
                appearance="primary"
                size="small"
                icon={<Add16Regular />}
                offlineReason={M.serviceOffline}
                onClick={() => {
                  setChosen('');
                  setChooseError(null);
                  setView({ kind: 'add' });
                }}
              >
                {M.serviceAddElectronic}
              </NetButton>
            </div>
          ) : null}
          <RecordsView
            runId={ctx.runId}
            RWID={ctx.RWID}
            history={history}
            onHistory={setHistory}
            paging={paging}
            onProof={(record) => setView({ kind: 'proof', record })}
            onPreview={(r) =>
              setView({
                kind: 'preview',
                served: { runId: ctx.runId, flwssyid: r.flwssyid ?? '', flwsid: r.flwsid ?? '' },
                title: r.SDWSMCWH ?? '',
              })
            }
          />
        </>
      ) : null}
      {view.kind === 'add' ? (
        <AddElectronicView
          documents={documents}
          chosen={chosen}
          onChoose={(v) => {
            setChosen(v);
            setChooseError(null);
          }}
          error={chooseError}
        />
      ) : null}
      {view.kind === 'preview' ? (
        <PreviewView
          served={view.served}
          call={ctx.call}
          run={ctx.run}
          writable={writable}
          refresh={refresh}
        />
      ) : null}
      {view.kind === 'proof' && current ? (
        <ProofView
          record={current}
          runId={ctx.runId}
          writable={writable}
          call={ctx.call}
          run={ctx.run}
          confirm={ctx.confirm}
          refresh={refresh}
          onUpload={(usage, name) => setView({ kind: 'files', record: current, usage, name })}
          onBindVideo={() => setView({ kind: 'videos', record: current })}
        />
      ) : null}
    </DialogShell>
  );
}
