import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../errors';
import { silentLogger } from '../logger';
import { done, useScriptedService, type ScriptedRig } from '../testing/services';
import { createActionService, type ActionService } from './action-service';
import type { TaskFileUploader } from './task-files';
import type { UploadTarget } from '../../../shared/uploads/contract';

// The action service's unit tests share this rig: a scripted server, a client and cache on it, and
// a file uploader that records what it was given.

export const T = { runId: 'run1', RWID: 'rw1' } as const;
/** The task as every call names it on the wire. */
export const TASK = { rwid: 'rw1', runId: 'run1' };

export { done };

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

export type ActionRig = ScriptedRig<ActionService> & {
  readonly files: FakeFiles;
  readonly downloads: string;
};

/** For one describe block: a fresh server and service before each test, closed after. */
export function useActionRig(): ActionRig {
  let files = new FakeFiles();
  let downloads = '';
  const rig = useScriptedService((d) => {
    files = new FakeFiles();
    downloads = mkdtempSync(join(tmpdir(), 'xfjd-actions-'));
    return createActionService({
      client: () => d.client,
      reads: d.reads,
      generic: d.generic,
      files,
      downloadsDir: () => downloads,
      logger: silentLogger,
    });
  });
  return {
    get server() {
      return rig.server;
    },
    get deps() {
      return rig.deps;
    },
    get service() {
      return rig.service;
    },
    get files() {
      return files;
    },
    get downloads() {
      return downloads;
    },
    answer: rig.answer,
    sent: rig.sent,
  };
}
