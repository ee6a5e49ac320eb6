import { Button, Checkbox, Text } from '@fluentui/react-components';
import { ArrowSync16Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { useNotify } from '../../platform/notify';
import { useRunAction } from '../../platform/useRunAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogShell } from '../../components/DialogShell';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import { evidenceBatches, fileKey, type EvidenceFile } from './evidence';
import { EvidenceViewer } from './EvidenceViewer';
import { useEvidenceTree, videoKeys } from './useVideos';
import { useVideoStyles } from './videos.styles';
import { isImageSuffix, suffixOf } from '../../../shared/common/files';

/** 执法证据管理 (spec 02 §3, §5, §7): documents by category, their evidence files, select and sync. */
export function EvidenceDialog({
  runId,
  rwid,
  onClose,
}: {
  runId: string;
  rwid: string;
  onClose(): void;
}): ReactElement {
  const styles = useVideoStyles();
  const call = useCall();
  const run = useRunAction();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const tree = useEvidenceTree(rwid);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [viewing, setViewing] = useState<EvidenceFile | null>(null);
  const groups = tree.data?.data ?? [];

  const toggle = (keys: string[], on: boolean): void =>
    setSelected((s) => {
      const next = new Set(s);
      for (const k of keys)
        if (on) next.add(k);
        else next.delete(k);
      return next;
    });

  const askSync = (): void => {
    if (evidenceBatches(groups, selected).length === 0)
      return notify(M.evidenceSelectFiles, 'warning');
    setConfirming(true);
  };
  const sync = async (): Promise<void> => {
    // One call per document: sycnZfzjxtData names one document (wh, wssyid) and its files.
    const done = await run(
      async () => {
        for (const b of evidenceBatches(groups, selected))
          await call('videos:evidenceSync', { runId, ...b });
        return true;
      },
      () => M.evidenceSynced,
    );
    setConfirming(false);
    if (done) {
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: videoKeys.evidence(rwid) });
    }
  };
  const view = (f: EvidenceFile): void => {
    if (!f.fileUrl) return notify(M.evidenceNoViewer, 'warning');
    setViewing(f);
  };

  const body = (): ReactElement => (
    <div className={styles.evidenceBody} role="tree" aria-label={M.evidenceTitle}>
      {groups.map((g, gi) => (
        <section
          key={`${g.wslbmc ?? ''}:${gi}`}
          className={styles.group}
          role="treeitem"
          aria-expanded
          aria-label={g.wslbmc ?? ''}
        >
          <Text className={styles.groupTitle}>{g.wslbmc ?? ''}</Text>
          {g.children.map((d, di) => {
            const keys = d.children.map((f, fi) => fileKey(gi, di, fi, f));
            const all = keys.length > 0 && keys.every((k) => selected.has(k));
            const some = keys.some((k) => selected.has(k));
            const title = d.title ?? '';
            return (
              <div key={`${d.wssyid ?? ''}:${di}`} className={styles.doc}>
                <div className={styles.docHead}>
                  <Checkbox
                    aria-label={M.evidenceSelectDoc(title)}
                    checked={all ? true : some ? 'mixed' : false}
                    disabled={keys.length === 0}
                    onChange={(_, c) => toggle(keys, c.checked === true)}
                  />
                  <Text weight="semibold">{title}</Text>
                  {d.wh ? <Text className={styles.muted}>{M.evidenceDocNumber(d.wh)}</Text> : null}
                </div>
                {d.children.length === 0 ? (
                  <Text className={styles.muted}>{M.evidenceNoFiles}</Text>
                ) : null}
                {d.children.map((f, fi) => {
                  const key = fileKey(gi, di, fi, f);
                  const name = f.fileName ?? '';
                  return (
                    <div key={key} className={styles.fileRow}>
                      <Checkbox
                        className={styles.fileCheck}
                        label={name}
                        checked={selected.has(key)}
                        onChange={(_, c) => toggle([key], c.checked === true)}
                      />
                      <Button
                        size="small"
                        appearance="subtle"
                        aria-label={M.rowButtonLabel(M.evidenceView, name)}
                        onClick={() => view(f)}
                      >
                        {M.evidenceView}
                      </Button>
                    </div>
                  );
                })}
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );

  return (
    <DialogShell
      title={M.evidenceTitle}
      onClose={onClose}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={
        <>
          <Text className={styles.muted}>{M.evidenceSelected(selected.size)}</Text>
          <NetButton appearance="primary" icon={<ArrowSync16Regular />} onClick={askSync}>
            {M.evidenceSync}
          </NetButton>
          <Button onClick={onClose}>{M.close}</Button>
        </>
      }
    >
      <QueryBody
        query={tree}
        isEmpty={(d) => d.data.every((g) => g.children.length === 0)}
        emptyText={M.evidenceEmpty}
      >
        {body}
      </QueryBody>
      <ConfirmDialog
        message={confirming ? M.evidenceConfirmSync : null}
        onCancel={() => setConfirming(false)}
        onConfirm={sync}
      />
      {viewing ? (
        <EvidenceViewer
          file={viewing}
          image={isImageSuffix(suffixOf(viewing.fileName ?? ''))}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </DialogShell>
  );
}
