import { z } from 'zod';
import { type UPLOADS_CHANNELS } from './channels';
import { id, none } from '../common/ipc';
import { type UploadState } from './queue-rules';

// ---- Attachments and the upload queue (issue 4) ----

/** Where an uploaded file goes: a task (businessType xmrw, businessId RWID) or a document (flws, FLWSID). */
export const uploadTarget = z.object({
  runId: id,
  RWID: id,
  businessId: id,
  businessType: z.string().min(1).max(32),
  businessUsage: z.string().max(64).optional(),
  wsyllx: z.string().max(64).optional(),
  /** What the officer sees in the upload centre: the task or document name. */
  label: z.string().max(200),
  /** A recorder import (businessType zfjly): recorder number, police number and record time for the platform. */
  recorder: z
    .object({
      sn: z.string().max(64).optional(),
      policeNumber: z.string().max(64).optional(),
      recordTime: z.string().max(20).optional(),
    })
    .optional(),
});

export type UploadTarget = z.infer<typeof uploadTarget>;

export const enqueueRequest = z.object({
  target: uploadTarget,
  /** Which dialog's limits apply (main checks them again). */
  profile: z.enum(['attachment', 'form', 'chunked']),
  accept: z.string().max(300).optional(),
  /** held: the attachment dialog's files wait for Save (upload:start); others start at once. */
  hold: z.boolean().optional(),
  files: z
    .array(
      z.object({
        ref: z.string().min(1).max(100),
        title: z.string().max(200).optional(),
        remark: z.string().max(500).optional(),
      }),
    )
    .min(1)
    .max(50),
});

export type EnqueueRequest = z.infer<typeof enqueueRequest>;

/** One file of the upload queue as the renderer sees it. */
export type UploadItem = {
  id: string;
  name: string;
  title: string;
  remark: string;
  size: number;
  md5: string | null;
  state: UploadState;
  /** Bytes the server holds (confirmed slices) plus the confirmed part of slices in flight. */
  bytesDone: number;
  /** Bytes hashed so far while hashing. */
  bytesHashed: number;
  sliceCount: number;
  slicesDone: number;
  /** Bytes per second over the last few seconds; 0 when idle. */
  speed: number;
  etaSeconds: number | null;
  /** Why it waits or failed, in Chinese; null when nothing to say. */
  reason: string | null;
  nextAttemptAt: number | null;
  attempts: number;
  profile: 'attachment' | 'form' | 'chunked';
  target: UploadTarget;
  /** The server's attachment id once done. */
  fileId: string | null;
  createdAt: number;
  updatedAt: number;
};

export const ids = z.object({ ids: z.array(id).min(1).max(500) });

export const uploadsRequests = {
  'uploads:enqueue': enqueueRequest,
  /** Releases held files (the attachment dialog's Save) with their titles and descriptions. */
  'uploads:start': z.object({
    items: z
      .array(z.object({ id, title: z.string().max(200), remark: z.string().max(500) }))
      .min(1)
      .max(50),
  }),
  'uploads:list': none,
  'uploads:pause': ids,
  'uploads:resume': ids,
  'uploads:cancel': ids,
  'uploads:retry': ids,
  /** Forgets finished (done or cancelled) files. */
  'uploads:clear': none,
} as const satisfies Record<(typeof UPLOADS_CHANNELS)[number], unknown>;

export type UploadsResponses = {
  'uploads:enqueue': UploadItem[];
  'uploads:start': UploadItem[];
  'uploads:list': UploadItem[];
  'uploads:pause': UploadItem[];
  'uploads:resume': UploadItem[];
  'uploads:cancel': UploadItem[];
  'uploads:retry': UploadItem[];
  'uploads:clear': null;
};

export type UploadsEvents = {
  /** Queue items whose state or progress changed (progress at most a few times a second). */
  'uploads:changed': { items: UploadItem[] };
  /** The network came back and every file that waited for it is done. */
  'uploads:drained': { count: number };
};
