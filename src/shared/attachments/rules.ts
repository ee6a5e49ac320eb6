import { IMAGE } from '../common/files';

/** FILE_TYPE of attachments: 1 image, 2 document, 3 video, 4 audio, 5 other (6 mobile scan, 7-9 other). */
export const FILE_TYPE = {
  image: '1',
  document: '2',
  video: '3',
  audio: '4',
  other: '5',
  scan: '6',
} as const;

const DOCUMENT = new Set(['doc', 'docx', 'txt', 'pdf', 'xls', 'xlsx', 'ppt', 'pptx', 'ofd']);

const VIDEO = new Set(['mp4', 'avi', 'mov', 'mpg', 'mpeg', 'mkv', 'wmv']);

const AUDIO = new Set(['mp3', 'wav', 'aac', 'm4a', 'amr']);

export function fileTypeOfSuffix(suffix: string): string {
  const s = suffix.replace(/^\./, '').toLowerCase();
  if (IMAGE.has(s)) return FILE_TYPE.image;
  if (DOCUMENT.has(s)) return FILE_TYPE.document;
  if (VIDEO.has(s)) return FILE_TYPE.video;
  if (AUDIO.has(s)) return FILE_TYPE.audio;
  return FILE_TYPE.other;
}

export type ViewerTab = 'images' | 'files' | 'videos' | 'audio' | 'other';

/** Attachment viewer tabs (spec 01 §4): 1 images; 2 and 6 files; 3 video; 4 audio; 5, 7, 8, 9 other. */
export function viewerTabOf(fileType: string | number | null | undefined): ViewerTab {
  switch (String(fileType ?? '')) {
    case '1':
      return 'images';
    case '2':
    case '6':
      return 'files';
    case '3':
      return 'videos';
    case '4':
      return 'audio';
    default:
      return 'other';
  }
}

/** FILE_TYPE list of the mobile-attachment package download (spec 01 §7). */
export const MOBILE_PACKAGE_FILE_TYPES = '1,2,3,4,6';

/** The business an attachment call acts in (spec 01 §7 `params`): a task or a document, maybe in link mode. */
export type AttachmentBusiness = { businessId: string; businessType: string; linkType?: string };

/**
 * `params` of every attachment file call (list, upload, delete, download, rename; spec 01 §7):
 * JSON `{businessId, businessType, linkType?}`, keys in that order, linkType only when given.
 */
export function attachmentParams(b: AttachmentBusiness): string {
  const out: Record<string, string> = { businessId: b.businessId, businessType: b.businessType };
  if (b.linkType) out.linkType = b.linkType;
  return JSON.stringify(out);
}
