import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useReferenceCore } from './reference';
import { SEED_TASK, writeRandomFiles } from '../uploads/testing-server';
import type { TreeRow } from '../../../shared/detail/schemas';
import type { UploadItem } from '../../../shared/uploads/contract';

// The core against the strict reference server (answers like a real BladeX: expiry as HTTP 200 with
// code 401 in the body, null-to-empty, Spring errors, escaped text, reusable refresh tokens). The
// other integration files run against it too when XFJD_REFERENCE_STRICT=1; this one always does,
// over the officer's main path: sign in, tasks, a task's detail, a document's preview and download,
// an upload (and the same bytes again, proven instead of sent), and an expiry signalled in the body.

let skew = 0;
const ref = useReferenceCore('strict', { strict: true, now: () => Date.now() + skew });

const flatten = (rows: TreeRow[]): TreeRow[] => rows.flatMap((r) => [r, ...flatten(r.children)]);
const md5 = (file: string): string => createHash('md5').update(readFileSync(file)).digest('hex');

async function uploaded(id: string): Promise<UploadItem> {
  let item: UploadItem | undefined;
  await vi.waitFor(
    async () => {
      item = (await ref.value('uploads:list', undefined)).find((i) => i.id === id);
      expect(item?.state).toBe('done');
    },
    { timeout: 15_000, interval: 50 },
  );
  return item!;
}

describe('the core against the strict reference server', () => {
  it('signs in and lists the tasks', () => {
    expect(ref.server.strict).toBe(true);
    expect(ref.tasks.length).toBeGreaterThan(0);
  });

  it('opens a task, previews a document through a signed link and downloads it', async () => {
    let row: TreeRow | undefined;
    for (const t of ref.tasks) {
      const detail = await ref.value('detail:get', { runId: t.runId, RWID: t.RWID });
      row = flatten(detail.data.tree).find((r) => r.TREE_LEVEL === 3 && r.MD5);
      if (row) break;
    }
    expect(row?.MD5).toBeTruthy();
    const { url } = await ref.value('documents:previewUrl', { md5: row!.MD5 });
    expect(url).toMatch(/[?&]sign=[0-9a-f]{64}/);
    expect((await fetch(url)).status).toBe(200);
    const saved = await ref.value('documents:download', {
      md5: row!.MD5,
      fileName: `${row!.TITLE}.pdf`,
    });
    expect(md5(saved.savedTo)).toBe(row!.MD5);
  });

  it('uploads a file, then the same bytes again by proof of possession, no slice sent twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xfjd-strict-files-'));
    const [a] = writeRandomFiles(dir, [400_000]);
    const first = ref.core.picked.register(a.path, a.name, a.size, false).ref;
    const [queued] = await ref.value('uploads:enqueue', {
      target: SEED_TASK,
      profile: 'chunked',
      files: [{ ref: first }],
    });
    const done = await uploaded(queued.id);
    expect(done.md5).toBe(a.md5);
    const writes = ref.server.uploadStats().sliceWrites.length;

    const again = ref.core.picked.register(a.path, `副本-${a.name}`, a.size, false).ref;
    const [second] = await ref.value('uploads:enqueue', {
      target: SEED_TASK,
      profile: 'chunked',
      files: [{ ref: again }],
    });
    const instant = await uploaded(second.id);
    expect(instant.fileId).toBeTruthy();
    expect(instant.fileId).not.toBe(done.fileId);
    expect(ref.server.uploadStats().sliceWrites.length).toBe(writes);
  });

  it('refreshes after an expiry signalled in the body and goes on', async () => {
    // Past the access token's two hours (the refresh token lives for days): the next call meets
    // HTTP 200 with code 401, and the core refreshes once and repeats it.
    skew += 2 * 3600_000 + 60_000;
    const tasks = await ref.value('tasks:list', { current: 1, size: 200 });
    expect(tasks.source).toBe('network');
    expect(tasks.data.records.map((t) => t.RWID)).toEqual(ref.tasks.map((t) => t.RWID));
    const detail = await ref.value('detail:get', {
      runId: ref.tasks[0].runId,
      RWID: ref.tasks[0].RWID,
    });
    expect(detail.source).toBe('network');
    expect(detail.data.tree.length).toBeGreaterThan(0);
  });
});
