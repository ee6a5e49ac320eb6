import { describe, expect, it } from 'vitest';
import { createNoticeLog, REPEAT_WINDOW_MS } from './noticeLog';

describe('notice log', () => {
  it('keeps the newest first and folds a repeat within the window into one entry', () => {
    let t = 1_000_000;
    const log = createNoticeLog(() => t);
    expect(log.post('保存成功', 'success')).toBe(true);
    t += 1000;
    expect(log.post('网络不可用', 'error')).toBe(true);
    t += 1000;
    expect(log.post('网络不可用', 'error')).toBe(false);
    expect(log.list().map((e) => [e.text, e.times])).toEqual([
      ['网络不可用', 2],
      ['保存成功', 1],
    ]);
    t += REPEAT_WINDOW_MS + 1;
    expect(log.post('网络不可用', 'error')).toBe(true);
    // Same text with another intent is another notice.
    expect(log.post('网络不可用', 'warning')).toBe(true);
    expect(log.list()).toHaveLength(4);
  });

  it('counts unread, marks all read, clears, and tells subscribers', () => {
    const log = createNoticeLog(() => 0);
    let calls = 0;
    const off = log.subscribe(() => calls++);
    log.post('a', 'info');
    log.post('b', 'info');
    expect(log.unread()).toBe(2);
    log.markAllRead();
    expect(log.unread()).toBe(0);
    log.post('b', 'info');
    expect(log.unread()).toBe(1);
    log.clear();
    expect(log.list()).toEqual([]);
    off();
    log.post('c', 'info');
    expect(calls).toBe(5);
  });

  it('keeps at most the newest entries', () => {
    let t = 0;
    const log = createNoticeLog(() => (t += REPEAT_WINDOW_MS), 3);
    for (const x of ['1', '2', '3', '4']) log.post(x, 'info');
    expect(log.list().map((e) => e.text)).toEqual(['4', '3', '2']);
  });

  it("never shows one officer's notices to the next", () => {
    const log = createNoticeLog(() => 0);
    log.setOwner('000000/demo');
    log.post('已保存', 'success');
    log.setOwner('000000/demo');
    expect(log.list()).toHaveLength(1);
    log.setOwner('000000/lisi');
    expect(log.list()).toEqual([]);
  });
});

describe('a notice about a saved file', () => {
  it('keeps the file with the entry, and the newest file when the notice repeats', () => {
    let t = 0;
    const log = createNoticeLog(() => t);
    log.post('已下载到 C:\\下载\\a.pdf', 'success', { ref: '1'.repeat(32), canOpen: true });
    log.post('保存成功', 'success');
    expect(log.list().map((e) => e.file?.ref)).toEqual([undefined, '1'.repeat(32)]);
    t += 1000;
    log.post('保存成功', 'success', { ref: '2'.repeat(32), canOpen: false });
    expect(log.list()[0]).toMatchObject({ times: 2, file: { ref: '2'.repeat(32) } });
  });
});
