import { describe, expect, it } from 'vitest';
import type { Handlers } from '../../../shared/contract';
import { EventHub } from '../events';
import { silentLogger } from '../logger';
import { notifyPackages, raiseNativeNotices } from './notices';

const collect = (): { shown: [string, string][]; notify: (t: string, b: string) => void } => {
  const shown: [string, string][] = [];
  return { shown, notify: (t, b) => shown.push([t, b]) };
};

describe('native notices for long jobs', () => {
  it('says when the upload queue drained and when a dock import finished, nothing else', () => {
    const events = new EventHub();
    const { shown, notify } = collect();
    const stop = raiseNativeNotices(events, notify, silentLogger);
    events.emit('uploads:drained', { count: 3 });
    events.emit('recorder:dockFinished', { folder: 'E:\\', imported: 5, duplicates: 1, errors: 0 });
    events.emit('net:changed', { online: false } as never);
    expect(shown).toEqual([
      ['上传完成', '网络已恢复，3 个文件已全部上传完成'],
      ['记录仪导入完成', '记录仪导入完成：导入 5 个，重复 1 个，失败 0 个'],
    ]);
    stop();
    events.emit('uploads:drained', { count: 1 });
    expect(shown).toHaveLength(2);
  });

  it('a notification that cannot be shown never breaks the job', () => {
    const events = new EventHub();
    raiseNativeNotices(
      events,
      () => {
        throw new Error('no notification daemon');
      },
      silentLogger,
    );
    expect(() => events.emit('uploads:drained', { count: 1 })).not.toThrow();
  });

  it('a finished package download is announced with its file name; a failed one is not', async () => {
    const { shown, notify } = collect();
    let fail = false;
    const base = {
      'documents:package': async () => {
        if (fail) throw new Error('磁盘已满');
        return { savedTo: '/d/案卷.zip', fileName: '案卷.zip', bytes: 10 };
      },
      'attachments:mobilePackage': async () => ({
        savedTo: '/d/移动端附件.zip',
        fileName: '移动端附件.zip',
        bytes: 10,
      }),
    } as unknown as Handlers;
    const h = notifyPackages(base, notify, silentLogger);
    const req = { runId: 'r', RWID: 't', md5s: [], fileName: '案卷' };
    await expect(h['documents:package'](req)).resolves.toMatchObject({ fileName: '案卷.zip' });
    fail = true;
    await expect(h['documents:package'](req)).rejects.toThrow('磁盘已满');
    await h['attachments:mobilePackage']({ RWID: 't' } as never);
    expect(shown).toEqual([
      ['下载完成', '案卷.zip 已保存到下载目录'],
      ['下载完成', '移动端附件.zip 已保存到下载目录'],
    ]);
  });
});
