import type { PickedFile } from '../../shared/files/contract';
import type { UploadItem, UploadTarget } from '../../shared/uploads/contract';
import type { UploadState } from '../../shared/uploads/queue-rules';
import type { AttachmentFile, AttachmentGroup, AttachmentRecord } from '../../shared/attachments/schemas';
// Fixtures of issue 4: queue items, attachment records and viewer groups, shaped like main's answers.

export const taskTarget: UploadTarget = { runId: 'run1', RWID: 'rw1', businessId: 'rw1', businessType: 'xmrw', label: '某商场消防监督抽查' };

export const picked = (name: string, size = 1024, ref = `ref-${name}`): PickedFile => ({ ref, name, size });

let seq = 0;
export function uploadItem(over: Partial<UploadItem> & { name?: string; state?: UploadState } = {}): UploadItem {
  seq += 1;
  const name = over.name ?? `文件${seq}.pdf`;
  return {
    id: `u${seq}`,
    name,
    title: name,
    remark: '',
    size: 2 * 1024 * 1024,
    md5: null,
    state: 'queued',
    bytesDone: 0,
    bytesHashed: 0,
    sliceCount: 1,
    slicesDone: 0,
    speed: 0,
    etaSeconds: null,
    reason: null,
    nextAttemptAt: null,
    attempts: 0,
    profile: 'attachment',
    target: taskTarget,
    fileId: null,
    createdAt: 1_700_000_000_000 + seq,
    updatedAt: 1_700_000_000_000 + seq,
    ...over,
  };
}

export const attachment = (ID: string, over: Partial<AttachmentRecord> = {}): AttachmentRecord => ({
  ID,
  SHOW_NAME: `现场照片${ID}`,
  SUFFIX: 'jpg',
  FILE_SIZE: 1_572_864,
  FILE_TYPE: '1',
  CRT_USERNAME: '张伟',
  CRT_TIME: '2024-05-01 10:00:00',
  UPD_USERNAME: '李强',
  UPD_TIME: '2024-05-02 11:30:00',
  MD5: `md5-${ID}`,
  BUSINESS_ID: 'ws1',
  BUSINESS_TYPE: 'flws',
  BUSINESS_USAGE: null,
  WSYLLX: null,
  REMARK: null,
  SFHG: '1',
  ...over,
});

export const attachmentFile = (ID: string, FILE_TYPE: string, SHOW_NAME: string, SUFFIX: string, over: Partial<AttachmentFile> = {}): AttachmentFile => ({
  ID,
  SAVE_PATH: `${ID}.${SUFFIX}`,
  SHOW_NAME,
  SUFFIX,
  MD5: `md5-${ID}`,
  FILE_TYPE,
  FILE_SIZE: 2048,
  CRT_TIME: '2024-05-01 10:00:00',
  ...over,
});

export const groups: AttachmentGroup[] = [
  { wsmc: '现场检查记录', fjlist: [attachmentFile('i1', '1', '现场照片1', 'jpg'), attachmentFile('d1', '2', '检查记录', 'pdf')] },
  { wsmc: '移动端附件', fjlist: [attachmentFile('v1', '3', '执法视频', 'mp4'), attachmentFile('s1', '6', '扫描件', 'pdf')] },
  { wsmc: '现场检查记录', fjlist: [attachmentFile('i2', '1', '现场照片2', 'png'), attachmentFile('a1', '4', '询问录音', 'mp3')] },
];

/** A tiny in-memory queue for the fake Api: enough for dialogs to see their files change state. */
export function fakeQueue(): {
  items: Map<string, UploadItem>;
  enqueue(req: { target: UploadTarget; profile: UploadItem['profile']; hold?: boolean; files: Array<{ ref: string; title?: string; remark?: string }> }): UploadItem[];
  set(ids: readonly string[], state: UploadState): UploadItem[];
} {
  const items = new Map<string, UploadItem>();
  let n = 0;
  return {
    items,
    enqueue(req) {
      return req.files.map((f) => {
        n += 1;
        const name = f.ref.replace(/^ref-/, '');
        const item = uploadItem({ id: `q${n}`, name, title: f.title ?? name, remark: f.remark ?? '', state: req.hold ? 'held' : 'queued', profile: req.profile, target: req.target });
        items.set(item.id, item);
        return item;
      });
    },
    set(ids, state) {
      return ids.flatMap((id) => {
        const known = items.get(id);
        if (!known) return [];
        const next = { ...known, state, updatedAt: known.updatedAt + 1 };
        items.set(id, next);
        return [next];
      });
    },
  };
}
