import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { AppError } from '../errors';
import { silentLogger } from '../logger';
import { startFakeServer, type FakeReply, type FakeServer } from '../testing/fake-http';
import { formOf, pathOf, serviceDeps, type ServiceTestDeps } from '../testing/services';
import { createActionService, type ActionService } from './action-service';
import type { TaskFileUploader } from './task-files';
import type { UploadTarget } from '../../../shared/uploads/contract';

// The action service's unit tests share this rig: a scripted server, a client and cache on it, and
// a file uploader that records what it was given.

export const T = { runId: 'run1', RWID: 'rw1' } as const;
/** The task as every call names it on the wire. */
export const TASK = { rwid: 'rw1', runId: 'run1' };

/** A write's success envelope, with the server's msg or none at all. */
export const done = (msg: string | null): FakeReply => ({
  body: { code: 200, success: true, data: null, ...(msg === null ? {} : { msg }) },
});

export const SUSPENDED = {
  RWMC: '某单位消防检查',
  sjtbzt: '1',
  LDSPSJ: '2024-05-08 10:00:00',
  ZZYY: '等待检验结果',
};

/** Records what the resume dialog's files would upload; answers ids or a refusal. */
export class FakeFiles implements TaskFileUploader {
  calls: { target: UploadTarget; refs: readonly string[] }[] = [];
  failWith: string | null = null;
  async upload(target: UploadTarget, refs: readonly string[]): Promise<string[]> {
    this.calls.push({ target, refs });
    if (this.failWith) throw new AppError('server', this.failWith);
    return refs.map((r) => `file-${r}`);
  }
}

export type ActionRig = {
  readonly server: FakeServer;
  readonly deps: ServiceTestDeps;
  readonly files: FakeFiles;
  readonly service: ActionService;
  readonly downloads: string;
  /** Answers by path; every other path answers done('操作成功'). */
  answer(replies: Partial<Record<string, FakeReply>>): void;
  /** What reached the server: path and form of each call. */
  sent(): { path: string; form: Record<string, string> }[];
};

/** For one describe block: a fresh server and service before each test, closed after. */
export function useActionRig(): ActionRig {
  let server: FakeServer | undefined;
  let deps: ServiceTestDeps | undefined;
  let files: FakeFiles | undefined;
  let service: ActionService | undefined;
  let downloads = '';
  const started = <V>(v: V | undefined): V => {
    if (v === undefined) throw new Error('the rig is used before beforeEach');
    return v;
  };
  beforeEach(async () => {
    server = await startFakeServer();
    const d = serviceDeps(server);
    deps = d;
    files = new FakeFiles();
    downloads = mkdtempSync(join(tmpdir(), 'xfjd-actions-'));
    service = createActionService({
      client: () => d.client,
      reads: d.reads,
      files,
      downloadsDir: () => downloads,
      logger: silentLogger,
    });
  });
  afterEach(async () => {
    await server?.close();
  });
  return {
    get server() {
      return started(server);
    },
    get deps() {
      return started(deps);
    },
    get files() {
      return started(files);
    },
    get service() {
      return started(service);
    },
    get downloads() {
      return downloads;
    },
    answer: (replies) => started(server).handle((c) => replies[pathOf(c.path)] ?? done('操作成功')),
    sent: () => started(server).calls.map((c) => ({ path: pathOf(c.path), form: formOf(c.body) })),
  };
}
