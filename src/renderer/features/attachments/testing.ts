import { fresh, pageOf, type FakeHandlers } from '../../test/fakes';
import type {
  AttachmentFile,
  AttachmentGroup,
  AttachmentRecord,
} from '../../../shared/attachments/schemas';

// Attachment records and viewer groups shaped like main's answers, and the area's default fakes.

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

export const attachmentFile = (
  ID: string,
  FILE_TYPE: string,
  SHOW_NAME: string,
  SUFFIX: string,
  over: Partial<AttachmentFile> = {},
): AttachmentFile => ({
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
  {
    wsmc: '现场检查记录',
    fjlist: [
      attachmentFile('i1', '1', '现场照片1', 'jpg'),
      attachmentFile('d1', '2', '检查记录', 'pdf'),
    ],
  },
  {
    wsmc: '移动端附件',
    fjlist: [
      attachmentFile('v1', '3', '执法视频', 'mp4'),
      attachmentFile('s1', '6', '扫描件', 'pdf'),
    ],
  },
  {
    wsmc: '现场检查记录',
    fjlist: [
      attachmentFile('i2', '1', '现场照片2', 'png'),
      attachmentFile('a1', '4', '询问录音', 'mp3'),
    ],
  },
];

/** A tiny in-memory queue for the fake Api: enough for dialogs to see their files change state. */

export const attachmentsFakes = (): FakeHandlers => ({
  'attachments:list': (req) =>
    fresh(
      pageOf(
        [
          attachment('f1'),
          attachment('f2', { SHOW_NAME: '询问笔录', SUFFIX: 'pdf', FILE_TYPE: '2' }),
        ],
        req.current,
        req.size,
      ),
    ),
  'attachments:rename': () => ({ message: '操作成功!' }),
  'attachments:delete': () => ({ message: '删除成功!' }),
  'attachments:download': (req) => ({
    savedTo: `C:\\下载\\${req.fileName}`,
    fileName: req.fileName,
    bytes: 10,
  }),
  'attachments:groups': () => fresh(groups),
  'attachments:mobilePackage': () => ({
    savedTo: 'C:\\下载\\移动端附件.zip',
    fileName: '移动端附件.zip',
    bytes: 10,
  }),
  // The document's preview type (WSYLLX), read and set from this feature's attachment manager.
  'documents:previewType': () => fresh({ WSYLLX: '1' as const, fileId: null }),
  'documents:setPreviewType': (req) => ({
    message: req.WSYLLX === '2' ? '已设为文书预览' : '已恢复为系统文书',
  }),
  'attachments:mediaUrl': (req) => ({
    url: `http://127.0.0.1:18080/preview/media?md5=${req.md5 ?? ''}&expireTime=1`,
  }),
});
