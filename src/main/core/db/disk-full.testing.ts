import type { QueueRow } from '../uploads/store';

// A queue row for the disk-full tests (the file need not exist: nothing is hashed).

export function queueRow(id: string, name: string, patch: Partial<QueueRow> = {}): QueueRow {
  return {
    id,
    name: `${name}.mp4`,
    title: name,
    remark: '',
    path: `/nowhere/${name}.mp4`,
    size: 10,
    mtimeMs: 1,
    staged: false,
    profile: 'chunked',
    target: { runId: 'r1', RWID: 'r1', businessId: 'r1', businessType: 'xmrw', label: '任务' },
    held: false,
    state: 'queued',
    md5: null,
    sliceSize: 5 * 1024 * 1024,
    uploadId: null,
    fileId: null,
    reason: null,
    attempts: 0,
    nextAttemptAt: null,
    createdAt: 1,
    updatedAt: 1,
    ...patch,
  };
}
