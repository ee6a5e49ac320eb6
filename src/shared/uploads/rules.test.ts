import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_EXTENSIONS,
  checkAttachmentChoice,
  checkAttachmentSave,
  checkChunkedChoice,
  checkEnqueue,
  checkFormChoice,
  checkFormSave,
  formSaveErrors,
  parseAccept,
  sliceCountOf,
  sliceRange,
  transportOf,
  usesChunkedUploader,
} from './rules';
import { MIB, baseNameOf, formatMb, formatSize, suffixOf } from '../common/files';
import { fileTypeOfSuffix, viewerTabOf } from '../attachments/rules';
describe('attachment upload dialog rules (spec 01 §5)', () => {
  it('asks for a file on Save with none', () => {
    expect(checkAttachmentSave(0)).toBe('请上传附件!');
    expect(checkAttachmentSave(1)).toBeNull();
  });

  it('refuses more than 5 pending files, counting those already waiting', () => {
    const three = [1, 2, 3].map((i) => ({ name: `${i}.pdf`, size: 10 }));
    expect(checkAttachmentChoice(three, 2)).toBeNull();
    expect(checkAttachmentChoice(three, 3)).toBe('超出最大上传文件数量 5');
  });

  it('refuses a file above 100 MB, naming it', () => {
    expect(checkAttachmentChoice([{ name: '现场.mp4', size: 100 * MIB }], 0)).toBeNull();
    expect(checkAttachmentChoice([{ name: '现场.mp4', size: 100 * MIB + 1 }], 0)).toBe(
      '您的附件【现场.mp4】过大，系统限制为100M，请缩小后再上传',
    );
  });

  it('refuses a suffix outside the list, naming the file', () => {
    expect(checkAttachmentChoice([{ name: '工具.exe', size: 1 }], 0)).toBe(
      '您的附件【工具.exe】后缀系统不支持，请修改后缀后重新上传',
    );
    expect(checkAttachmentChoice([{ name: '无后缀', size: 1 }], 0)).toBe(
      '您的附件【无后缀】后缀系统不支持，请修改后缀后重新上传',
    );
  });

  it('accepts every listed suffix in any case', () => {
    for (const ext of ATTACHMENT_EXTENSIONS)
      expect(checkAttachmentChoice([{ name: `a.${ext.toUpperCase()}`, size: 1 }], 0)).toBeNull();
    expect(ATTACHMENT_EXTENSIONS).toHaveLength(24);
  });
});

describe('second upload form rules (spec 01 §5)', () => {
  it('allows only one file with limit 1', () => {
    expect(
      checkFormChoice({ name: 'b.mp4', size: 2 }, [{ name: 'a.mp4', size: 1 }], { limit: 1 }),
    ).toBe('只能上传一个附件');
  });

  it('refuses the same file twice, chosen or already stored', () => {
    expect(checkFormChoice({ name: 'a.mp4', size: 1 }, [{ name: 'a.mp4', size: 1 }])).toBe(
      '当前文件已存在!',
    );
    expect(
      checkFormChoice({ name: 'a.mp4', size: 1 }, [], {
        limit: 1,
        stored: [{ name: 'a.mp4', size: 1 }],
      }),
    ).toBe('当前文件已存在!');
    expect(
      checkFormChoice({ name: 'a.mp4', size: 2 }, [], {
        limit: 1,
        stored: [{ name: 'a.mp4', size: 1 }],
      }),
    ).toBeNull();
  });

  it('checks the default accept list with its message', () => {
    expect(checkFormChoice({ name: 'a.MPEG', size: 1 }, [])).toBeNull();
    expect(checkFormChoice({ name: '照片.jpg', size: 1 }, [])).toBe(
      '您上传的附件(照片.jpg)不符合要求(上传类型是.avi,.mpg,.mpeg,.mp4)，请重新上传!',
    );
    expect(checkFormChoice({ name: '照片.jpg', size: 1 }, [], { accept: '.jpg,.png' })).toBeNull();
  });

  it('asks for the file, then the title, in that order', () => {
    expect(checkFormSave(0, '')).toBe('请选择附件!');
    // Both file fields refuse an empty list: the chooser 请选择附件!, the files field 请上传附件!.
    expect(formSaveErrors(0, '')).toEqual({
      file: '请选择附件!',
      files: '请上传附件!',
      title: '标题不能为空!',
    });
    expect(formSaveErrors(1, '询问笔录')).toEqual({ file: null, files: null, title: null });
    expect(checkFormSave(1, '  ')).toBe('标题不能为空!');
    expect(checkFormSave(1, '询问笔录')).toBeNull();
  });

  it('defaults the title to the file name without extension', () => {
    expect(baseNameOf('C:\\录像\\现场检查.2026.mp4')).toBe('现场检查.2026');
    expect(baseNameOf('.bashrc')).toBe('.bashrc');
  });

  it('parses accept lists', () => {
    expect(parseAccept('.avi, .MP4,*.mov,')).toEqual(['avi', 'mp4', 'mov']);
  });

  it("refuses a file above the batch call's 100 MB, naming it", () => {
    expect(checkFormChoice({ name: '录像.mp4', size: 100 * MIB }, [])).toBeNull();
    expect(checkFormChoice({ name: '录像.mp4', size: 100 * MIB + 1 }, [])).toBe(
      '您的附件【录像.mp4】过大，系统限制为100M，请缩小后再上传',
    );
  });
});

describe('transport of each dialog (spec 01 §7, spec 02 §6, §7)', () => {
  it('the attachment dialog and the upload form use the batch call; the chunked uploader the chunks', () => {
    expect(transportOf('attachment')).toBe('multipart');
    expect(transportOf('form')).toBe('multipart');
    expect(transportOf('chunked')).toBe('chunked');
  });
});

describe('chunked uploader rules (spec 02 §5, §6, §9)', () => {
  it('asks for a file when none is chosen', () => {
    expect(checkChunkedChoice([])).toBe('请选择上传的文件');
  });

  it('allows 500 MB per file', () => {
    expect(checkChunkedChoice([{ name: 'a.mp4', size: 500 * MIB }])).toBeNull();
    expect(checkChunkedChoice([{ name: 'a.mp4', size: 500 * MIB + 1 }])).toBe(
      '您的附件【a.mp4】过大，系统限制为500M，请缩小后再上传',
    );
  });

  it('is used with permission 933001001 and task types 61–70, 75, 76 only', () => {
    for (const t of [61, 65, 70, 75, 76]) expect(usesChunkedUploader(['933001001'], t)).toBe(true);
    for (const t of [60, 71, 74, 77, 31]) expect(usesChunkedUploader(['933001001'], t)).toBe(false);
    expect(usesChunkedUploader(['933001002'], 61)).toBe(false);
    expect(usesChunkedUploader('1,933001001', 62)).toBe(true);
    expect(usesChunkedUploader(['933001001'], null)).toBe(false);
  });

  it('re-checks each dialog profile in main', () => {
    expect(checkEnqueue({ name: 'a.pdf', size: 101 * MIB }, 'attachment')).toBe(
      '您的附件【a.pdf】过大，系统限制为100M，请缩小后再上传',
    );
    expect(checkEnqueue({ name: 'a.pdf', size: 101 * MIB }, 'chunked')).toBeNull();
    expect(checkEnqueue({ name: 'a.pdf', size: 1 }, 'form')).toBe(
      '您上传的附件(a.pdf)不符合要求(上传类型是.avi,.mpg,.mpeg,.mp4)，请重新上传!',
    );
    expect(checkEnqueue({ name: 'a.pdf', size: 1 }, 'form', '.pdf')).toBeNull();
    expect(checkEnqueue({ name: 'a.mp4', size: 101 * MIB }, 'form')).toBe(
      '您的附件【a.mp4】过大，系统限制为100M，请缩小后再上传',
    );
  });
});

describe('slices', () => {
  it('cuts 5 MiB slices with a short last one', () => {
    expect(sliceCountOf(0)).toBe(1);
    expect(sliceCountOf(5_242_880)).toBe(1);
    expect(sliceCountOf(5_242_881)).toBe(2);
    expect(sliceRange(1, 5_242_881)).toEqual({ start: 5_242_880, end: 5_242_881 });
  });
});

describe('sizes and types', () => {
  it('formats sizes in 1024 steps (spec 01 §9)', () => {
    expect(formatSize(0)).toBe('0B');
    expect(formatSize(1023)).toBe('1023B');
    expect(formatSize(1024)).toBe('1.00KB');
    expect(formatSize(1536 * 1024)).toBe('1.50MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3.00GB');
    expect(formatSize(5 * 1024 ** 4)).toBe('5120.00GB');
    expect(formatSize(null)).toBe('');
  });

  it('shows the manager size in MB with 2 decimals', () => {
    expect(formatMb(1_048_576)).toBe('1.00');
    expect(formatMb(1_572_864)).toBe('1.50');
    expect(formatMb(10_486)).toBe('0.01');
    expect(formatMb(null)).toBe('');
  });

  it('shows a manager size under 0.01 MB in MB too, with 2 decimals (spec 01 §3)', () => {
    expect(formatMb(1000)).toBe('0.00');
    expect(formatMb(5243)).toBe('0.01');
    expect(formatMb(0)).toBe('0.00');
  });

  it('sorts viewer tabs by FILE_TYPE (spec 01 §4)', () => {
    expect(viewerTabOf('1')).toBe('images');
    expect(viewerTabOf(2)).toBe('files');
    expect(viewerTabOf('6')).toBe('files');
    expect(viewerTabOf('3')).toBe('videos');
    expect(viewerTabOf('4')).toBe('audio');
    for (const t of ['5', '7', '8', '9', null]) expect(viewerTabOf(t)).toBe('other');
  });

  it('derives FILE_TYPE from the suffix', () => {
    expect(fileTypeOfSuffix('JPG')).toBe('1');
    expect(fileTypeOfSuffix('.pdf')).toBe('2');
    expect(fileTypeOfSuffix('avi')).toBe('3');
    expect(fileTypeOfSuffix('wav')).toBe('4');
    expect(fileTypeOfSuffix('dwg')).toBe('5');
    expect(suffixOf('a.b.TXT')).toBe('txt');
    expect(suffixOf('noext.')).toBe('');
  });
});
