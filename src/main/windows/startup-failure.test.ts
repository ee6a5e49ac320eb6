import { describe, expect, it } from 'vitest';
import { AppError, OfflineError } from '../core/errors';
import { M } from '../../shared/messages';
import { errorBoxContent, RendererLoadError, startupFailureText } from './startup-failure';

const log = 'C:\\Users\\officer\\AppData\\Roaming\\xfjd\\logs\\main.log';

describe('start-up failure text', () => {
  it('names the failure and where the log is, with a way out', () => {
    const t = startupFailureText(new AppError('internal', '无法打开本机数据库（a.sqlite）'), log);
    expect(t.title).toBe('客户端启动失败');
    expect(t.message).toBe('消防监督执法客户端未能启动。\n无法打开本机数据库（a.sqlite）');
    expect(t.detail).toContain(log);
    expect(t.detail).toBe(`${M.startupSeeLog(log)}\n${M.startupFailedAdvice}`);
    expect(t.buttons).toEqual(['退出', '打开日志所在文件夹']);
  });

  it("keeps the officer's message of any error already written in Chinese", () => {
    expect(startupFailureText(new OfflineError(), log).message).toContain(M.errOffline);
    expect(startupFailureText(new Error('磁盘空间不足'), log).message).toContain('磁盘空间不足');
  });

  it('never shows English framework text: a plain sentence, the stack stays in the log', () => {
    for (const err of [
      new Error('SQLITE_NOTADB: file is not a database'),
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      'a string was thrown',
      undefined,
    ]) {
      const t = startupFailureText(err, log);
      expect(t.message).toBe(`${M.startupFailedMessage}\n${M.startupFailedUnknown}`);
      expect(t.message).not.toMatch(/[A-Za-z]{3}/);
      expect(t.detail).toContain(log);
    }
  });

  it('tells a damaged installation apart', () => {
    const t = startupFailureText(new RendererLoadError('index.html is missing'), log);
    expect(t.message).toContain(M.startupRendererMissing);
  });

  it('puts everything in the error box used when no window can be shown', () => {
    const t = startupFailureText(new Error('x'), log);
    const box = errorBoxContent(t);
    expect(box).toContain(M.startupFailedUnknown);
    expect(box).toContain(log);
  });
});
