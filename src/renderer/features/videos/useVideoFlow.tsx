import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PromptDialog } from '../../components/PromptDialog';
import { useVideoActions } from './useVideos';
import { VideoManageDialog } from './VideoManageDialog';
import { videoNameOf } from '../../../shared/videos/rules';
import type { VideoRecord } from '../../../shared/videos/schemas';

export type VideoFlow = {
  /** The task is archived or voided: rows and the management dialog offer no bind or unbind. */
  readOnly: boolean;
  askBind(v: VideoRecord): void;
  askUnbind(v: VideoRecord): void;
  editRemark(v: VideoRecord): void;
  view(v: VideoRecord): void;
  /** The confirmations, the remark prompt and the management dialog; render inside the dialog. */
  dialogs: ReactElement;
};

type Pending = { kind: 'bind' | 'unbind'; video: VideoRecord };

/**
 * Row actions shared by the bound-videos and video-list dialogs: confirm, then act, then refresh.
 * On a closed task (`readOnly`) binding and unbinding are not offered: the server refuses them.
 */
export function useVideoFlow(rwid: string, readOnly = false): VideoFlow {
  const actions = useVideoActions(rwid);
  const [pending, setPending] = useState<Pending | null>(null);
  const [remarking, setRemarking] = useState<VideoRecord | null>(null);
  const [viewing, setViewing] = useState<VideoRecord | null>(null);

  const confirm = async (): Promise<void> => {
    if (!pending) return;
    const { kind, video } = pending;
    const done = kind === 'bind' ? await actions.bind(video.ID) : await actions.unbind(video.ID);
    setPending(null);
    // The management dialog showed the old state: back to the refreshed list.
    if (done && viewing?.ID === video.ID) setViewing(null);
  };

  const saveRemark = async (remark: string): Promise<void> => {
    if (!remarking) return;
    if (await actions.remark(remarking.ID, remark)) setRemarking(null);
  };

  const dialogs = (
    <>
      {viewing ? (
        <VideoManageDialog
          video={viewing}
          rwid={rwid}
          readOnly={readOnly}
          onBind={(video) => setPending({ kind: 'bind', video })}
          onUnbind={(video) => setPending({ kind: 'unbind', video })}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {/* The remark prompt '请输入要修改的备注' (updateRemark); an empty remark clears it. The title names the video. */}
      <PromptDialog
        value={remarking ? (remarking.REMARK ?? '') : null}
        title={
          remarking && videoNameOf(remarking)
            ? M.titled(M.videoRemarkTitle, videoNameOf(remarking))
            : M.videoRemarkTitle
        }
        label={M.videoRemarkPrompt}
        multiline
        maxLength={500}
        onCancel={() => setRemarking(null)}
        onConfirm={saveRemark}
      />
      <ConfirmDialog
        message={
          pending ? (pending.kind === 'bind' ? M.videoConfirmBind : M.videoConfirmUnbind) : null
        }
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );

  return {
    readOnly,
    askBind: (video) => setPending({ kind: 'bind', video }),
    askUnbind: (video) => setPending({ kind: 'unbind', video }),
    editRemark: (video) => setRemarking(video),
    view: (video) => setViewing(video),
    dialogs,
  };
}
