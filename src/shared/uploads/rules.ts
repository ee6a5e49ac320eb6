import { PERMISSION_CHUNKED_UPLOAD } from './constants';
import { MIB, suffixOf } from '../common/files';
import { M } from '../messages';

/** Extensions of the attachment upload dialog (spec 01 §5, spec 02 §5), lower case, no dot. */
export const ATTACHMENT_EXTENSIONS: readonly string[] = [
  'docx',
  'doc',
  'txt',
  'pdf',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'jpg',
  'png',
  'jpeg',
  'gif',
  'svg',
  'mp4',
  'avi',
  'mp3',
  'mov',
  'wav',
  'zip',
  'tar',
  'rar',
  'ofd',
  'cad',
  'dwg',
];

/** The attachment upload dialog: 100 MB per file, at most 5 files waiting. */
export const ATTACHMENT_MAX_MB = 100;

export const ATTACHMENT_MAX_PENDING = 5;

/** The chunked uploader's limit: the spec gives 500 without a unit; MB, as its neighbour. */
export const CHUNKED_MAX_MB = 500;

/** Default accept list of the second upload form (spec 01 §5, §9). */
export const FORM_DEFAULT_ACCEPT = '.avi,.mpg,.mpeg,.mp4';

/**
 * Slice size of the chunked protocol: the spec's exported constant 5242880 (5 MiB), "use not
 * shown"; it is the size the chunked uploader slices by.
 */
export const SLICE_SIZE = 5_242_880;

/** Three slices upload at once (spec 02 §9). */
export const SLICE_CONCURRENCY = 3;

/** Task types that, with permission 933001001, use the chunked uploader (spec 02 §6, §9). */
export const CHUNKED_TASK_TYPES: readonly number[] = [
  61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 75, 76,
];

/** Answers of the chunk check call (spec 02 §4). */
export const CHECK_CODE = {
  done: 2001,
  uploading: 2002,
  notUploaded: 2003,
  failure: 5001,
} as const;

/** Spec 02 §6: permission 933001001 and task types 61–70, 75, 76 select the chunked uploader. */
export function usesChunkedUploader(
  permissions: readonly string[] | string | null | undefined,
  rwlx: number | null | undefined,
): boolean {
  const list =
    typeof permissions === 'string'
      ? permissions.split(',').map((p) => p.trim())
      : (permissions ?? []);
  return (
    list.includes(PERMISSION_CHUNKED_UPLOAD) &&
    rwlx !== null &&
    rwlx !== undefined &&
    CHUNKED_TASK_TYPES.includes(rwlx)
  );
}

export type ChosenFile = { name: string; size: number };

/**
 * The attachment upload dialog's check of newly chosen files against those already waiting:
 * count first (the whole choice is refused), then each file's size and suffix.
 * Answers the first message, or null when every file may be added.
 */
export function checkAttachmentChoice(
  chosen: readonly ChosenFile[],
  pendingCount: number,
): string | null {
  if (pendingCount + chosen.length > ATTACHMENT_MAX_PENDING)
    return M.uploadTooMany(ATTACHMENT_MAX_PENDING);
  for (const f of chosen) {
    const reason = checkAttachmentFile(f, ATTACHMENT_MAX_MB);
    if (reason) return reason;
  }
  return null;
}

/** Size then suffix, against the attachment extension list and a limit in MB. */
export function checkAttachmentFile(f: ChosenFile, maxMb: number): string | null {
  if (f.size > maxMb * MIB) return M.uploadTooLarge(f.name, maxMb);
  if (!ATTACHMENT_EXTENSIONS.includes(suffixOf(f.name))) return M.uploadBadSuffix(f.name);
  return null;
}

/** Save of the attachment upload dialog: at least one file. */
export const checkAttachmentSave = (fileCount: number): string | null =>
  fileCount === 0 ? M.uploadFileRequired : null;

/** Parses an accept list such as '.avi,.mpg' into lower-case suffixes without dots. */
export function parseAccept(accept: string): string[] {
  return accept
    .split(',')
    .map((a) =>
      a
        .trim()
        .replace(/^\*?\./, '')
        .toLowerCase(),
    )
    .filter(Boolean);
}

/**
 * The second upload form's check of a chosen file: limit, duplicate, accept list. A duplicate is
 * the same name and size as a file already chosen or already stored for the business (`stored`).
 */
export function checkFormChoice(
  f: ChosenFile,
  existing: readonly ChosenFile[],
  opts: { accept?: string; limit?: number; stored?: readonly ChosenFile[] } = {},
): string | null {
  const accept = opts.accept ?? FORM_DEFAULT_ACCEPT;
  if (opts.limit !== undefined && existing.length >= opts.limit)
    return opts.limit === 1 ? M.formOnlyOne : M.uploadTooMany(opts.limit);
  const same = (e: ChosenFile): boolean => e.name === f.name && e.size === f.size;
  if (existing.some(same) || (opts.stored ?? []).some(same)) return M.formDuplicate;
  if (!parseAccept(accept).includes(suffixOf(f.name))) return M.formBadType(f.name, accept);
  // The form's files go up by the batch call, whose limit is the spec's 100 MB per file (§9).
  if (f.size > ATTACHMENT_MAX_MB * MIB) return M.uploadTooLarge(f.name, ATTACHMENT_MAX_MB);
  return null;
}

/**
 * Every field of the second upload form that refuses a save (spec 01 §5): the chooser (file,
 * 请选择附件!), the chosen files (files, 请上传附件!) and the title.
 */
export function formSaveErrors(
  fileCount: number,
  title: string,
): { file: string | null; files: string | null; title: string | null } {
  return {
    file: fileCount === 0 ? M.formFileRequired : null,
    files: fileCount === 0 ? M.formFilesRequired : null,
    title: title.trim() ? null : M.formTitleRequired,
  };
}

/** The second upload form's save: file, then title, in that order. */
export function checkFormSave(fileCount: number, title: string): string | null {
  if (fileCount === 0) return M.formFileRequired;
  if (!title.trim()) return M.formTitleRequired;
  return null;
}

/** The chunked uploader: at least one file, 500 MB each, the attachment extensions. */
export function checkChunkedChoice(chosen: readonly ChosenFile[]): string | null {
  if (chosen.length === 0) return M.chunkedFileRequired;
  for (const f of chosen) {
    const reason = checkAttachmentFile(f, CHUNKED_MAX_MB);
    if (reason) return reason;
  }
  return null;
}

/** Which limits apply to a file entering the queue (each dialog has its own). */
export type UploadProfile = 'attachment' | 'form' | 'chunked';

/** Main's re-check of one file at enqueue, by the dialog it came from. */
export function checkEnqueue(
  f: ChosenFile,
  profile: UploadProfile,
  accept?: string,
): string | null {
  if (profile === 'attachment') return checkAttachmentFile(f, ATTACHMENT_MAX_MB);
  if (profile === 'chunked') return checkAttachmentFile(f, CHUNKED_MAX_MB);
  if (!parseAccept(accept ?? FORM_DEFAULT_ACCEPT).includes(suffixOf(f.name)))
    return M.formBadType(f.name, accept ?? FORM_DEFAULT_ACCEPT);
  return f.size > ATTACHMENT_MAX_MB * MIB ? M.uploadTooLarge(f.name, ATTACHMENT_MAX_MB) : null;
}

/**
 * How a queued file travels (spec 01 §7, spec 02 §6/§7): the chunked uploader (permission
 * 933001001 with task types 61–70, 75, 76) and the app's own files (recorder imports) by the
 * chunked protocol; the older attachment dialog and the attachment manager's upload form by the
 * multipart batch call (files, newProps, businessType, businessUsage, params, runId).
 */
export type UploadTransportKind = 'multipart' | 'chunked';

export const transportOf = (profile: UploadProfile): UploadTransportKind =>
  profile === 'chunked' ? 'chunked' : 'multipart';

/** At most this many files go in one batch request: the dialogs' pending limit (spec 01 §9). */
export const MAX_BATCH_FILES = ATTACHMENT_MAX_PENDING;

export const sliceCountOf = (size: number, sliceSize: number = SLICE_SIZE): number =>
  Math.max(1, Math.ceil(size / sliceSize));

/** Byte range [start, end) of slice `index`. */
export function sliceRange(
  index: number,
  size: number,
  sliceSize: number = SLICE_SIZE,
): { start: number; end: number } {
  const start = index * sliceSize;
  return { start, end: Math.min(size, start + sliceSize) };
}
