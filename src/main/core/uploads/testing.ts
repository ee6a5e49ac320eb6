import { createHash } from 'node:crypto';
import type { Hasher } from './hasher';
import type { Clock, TimerHandle } from './progress';
import type { NetSignal } from './queue-options';
import type { SourceStat } from './source';
import {
  TransferError,
  type BatchRequest,
  type BatchTarget,
  type CheckRequest,
  type InitRequest,
  type MergeRequest,
  type PutSliceRequest,
  type UploadTransport,
} from './transport';
import { CHECK_CODE, sliceCountOf } from '../../../shared/uploads/rules';
import type {
  ChunkCheck,
  ChunkInit,
  ChunkMerge,
  StoredFile,
} from '../../../shared/uploads/schemas';

// Fakes for the queue's unit tests: a hand-driven clock, a server model behind the transport
// interface with scripted faults, a hasher and a network switch.

export class FakeClock implements Clock {
  private t = 1_000_000;
  private timers: { at: number; fn: () => void; live: boolean }[] = [];

  now(): number {
    return this.t;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const timer = { at: this.t + Math.max(0, ms), fn, live: true };
    this.timers.push(timer);
    return { cancel: () => (timer.live = false) };
  }

  /** Moves time on, running every timer that falls due (in order) with the promises it starts. */
  async advance(ms: number): Promise<void> {
    const end = this.t + ms;
    for (;;) {
      const due = this.timers.filter((x) => x.live && x.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.t = Math.max(this.t, due.at);
      due.live = false;
      due.fn();
      await settle();
    }
    this.timers = this.timers.filter((x) => x.live);
    this.t = end;
    await settle();
  }
}

/** Lets every pending promise chain run (the fakes answer on the microtask and immediate queues). */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setImmediate(r));
}

export class FakeNet implements NetSignal {
  online = true;
  private readonly listeners = new Set<(s: { online: boolean }) => void>();

  onChange(listener: (s: { online: boolean }) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(online: boolean): void {
    this.online = online;
    for (const l of this.listeners) l({ online });
  }
}

export class FakeHasher implements Hasher {
  calls: string[] = [];
  /** md5 by path; a missing path hashes to 'md5:<path>'. */
  md5 = new Map<string, string>();
  async hash(path: string, onProgress: (b: number) => void, signal: AbortSignal): Promise<string> {
    this.calls.push(path);
    await Promise.resolve();
    if (signal.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    onProgress(1);
    return this.md5.get(path) ?? `md5:${path}`;
  }
}

export class FakeFiles {
  readonly files = new Map<string, SourceStat>();
  removed: string[] = [];
  stat = async (path: string): Promise<SourceStat | null> => this.files.get(path) ?? null;
  remove = async (path: string): Promise<void> => {
    this.removed.push(path);
  };
}

type Session = {
  uploadId: string;
  md5: string;
  size: number;
  sliceSize: number;
  held: Set<number>;
};
/**
 * check, init, merge, put: the chunked protocol. list: the batch's check; batch: the multipart call
 * before the server stores anything; answer: after it stored the batch (the answer is lost).
 */
export type Op = 'check' | 'init' | 'merge' | 'put' | 'list' | 'batch' | 'answer';
/** A scripted fault: throw it instead of answering (return null to answer normally). */
export type FaultScript = (
  op: Op,
  info: { uploadKey?: string; index?: number; names?: string[] },
) => Error | null;

/** An attachment the fake server stores from a batch: never deduplicated (as a plain BladeX). */
export type FakeAttachment = StoredFile & { businessId: string; removed: boolean };

/**
 * The server side of both transports, in memory: the chunked protocol, and the batch call with the
 * list it is checked against. Logs every call, every slice and every batch sent.
 */
export class FakeTransport implements UploadTransport {
  readonly sessions = new Map<string, Session>();
  readonly merged = new Map<string, string>();
  /** md5 → fileId of files the server stores (instant upload). */
  readonly stored = new Map<string, string>();
  /**
   * md5 → a stored file whose instant upload needs proof of possession (as the reference server
   * asks): its fileId and bytes. The challenge is bytes [2, 7) salted with 00ff.
   */
  readonly provable = new Map<string, { fileId: string; bytes: Buffer }>();
  private readonly challenges = new Map<string, string>();
  readonly log: string[] = [];
  /** Every slice PUT that reached the server: `${uploadId}:${index}`. */
  readonly puts: string[] = [];
  fault: FaultScript = () => null;
  /** When set, merge compares this with the md5 sent and refuses a mismatch. */
  trueMd5 = new Map<string, string>();
  /** Holds every PUT and batch request until released (to pause or cancel mid-upload). */
  gate: Promise<void> | null = null;
  /** Attachments stored by batches. */
  readonly attachments: FakeAttachment[] = [];
  /** The names of each batch request that reached the server, in order. */
  readonly batches: string[][] = [];
  /** The fields each batch carried: business, newProps. */
  readonly batchForms: Array<{
    target: BatchTarget;
    props: { showName: string; remark: string }[];
  }> = [];
  /** MD5 of the bytes the server receives, by path; default the FakeHasher's `md5:<path>`. */
  readonly receivedMd5 = new Map<string, string>();
  private seq = 0;

  async listStored(target: BatchTarget): Promise<StoredFile[]> {
    this.log.push(`list ${target.businessId}`);
    await Promise.resolve();
    const f = this.fault('list', {});
    if (f) throw f;
    return this.attachments
      .filter((a) => a.businessId === target.businessId && !a.removed)
      .map(({ ID, MD5, SHOW_NAME }) => ({ ID, MD5, SHOW_NAME }));
  }

  async sendBatch(req: BatchRequest): Promise<StoredFile[]> {
    const names = req.files.map((f) => f.name);
    this.log.push(`batch ${names.join(',')}`);
    if (this.gate) await this.gate;
    if (req.signal.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    const f = this.fault('batch', { names });
    if (f) throw f;
    this.batches.push(names);
    this.batchForms.push({
      target: req.target,
      props: req.files.map((x) => ({ showName: x.showName, remark: x.remark })),
    });
    const stored = req.files.map((file, i) => {
      req.onProgress(i, file.size);
      const record: FakeAttachment = {
        ID: `f-b${++this.seq}`,
        MD5: this.receivedMd5.get(file.path) ?? `md5:${file.path}`,
        SHOW_NAME: file.showName,
        businessId: req.target.businessId,
        removed: false,
      };
      this.attachments.push(record);
      return record;
    });
    const lost = this.fault('answer', { names });
    if (lost) throw lost;
    return stored.map(({ ID, MD5, SHOW_NAME }) => ({ ID, MD5, SHOW_NAME }));
  }

  async remove(fileId: string): Promise<void> {
    this.log.push(`remove ${fileId}`);
    await Promise.resolve();
    const found = this.attachments.find((a) => a.ID === fileId);
    if (found) found.removed = true;
  }

  async check(req: CheckRequest): Promise<ChunkCheck> {
    this.log.push(`check ${req.uploadKey}`);
    await Promise.resolve();
    const f = this.fault('check', { uploadKey: req.uploadKey });
    if (f) throw f;
    const held = this.provable.get(req.md5);
    if (held && !this.merged.has(req.uploadKey)) {
      if (req.proofId) {
        const expected = this.challenges.get(req.proofId);
        this.challenges.delete(req.proofId);
        if (expected === undefined || expected !== req.proofMd5)
          return { code: CHECK_CODE.notUploaded, uploaded: [] };
        this.merged.set(req.uploadKey, held.fileId);
        return { code: CHECK_CODE.done, fileId: held.fileId, uploaded: [] };
      }
      const proof = { id: `p${++this.seq}`, start: 2, end: 7, salt: '00ff' };
      const digest = createHash('md5')
        .update(Buffer.from(proof.salt, 'hex'))
        .update(held.bytes.subarray(proof.start, proof.end))
        .digest('hex');
      this.challenges.set(proof.id, digest);
      return { code: CHECK_CODE.notUploaded, uploaded: [], proof };
    }
    const merged = this.merged.get(req.uploadKey) ?? this.stored.get(req.md5);
    if (merged) return { code: CHECK_CODE.done, fileId: merged, uploaded: [] };
    const s = this.sessions.get(req.uploadKey);
    if (s)
      return {
        code: CHECK_CODE.uploading,
        uploadId: s.uploadId,
        uploaded: [...s.held].sort((a, b) => a - b),
      };
    return { code: CHECK_CODE.notUploaded, uploaded: [] };
  }

  async init(req: InitRequest): Promise<ChunkInit> {
    this.log.push(`init ${req.uploadKey}`);
    await Promise.resolve();
    const f = this.fault('init', { uploadKey: req.uploadKey });
    if (f) throw f;
    let s = this.sessions.get(req.uploadKey);
    if (!s || s.md5 !== req.md5) {
      s = {
        uploadId: `u${++this.seq}`,
        md5: req.md5,
        size: req.fileSize,
        sliceSize: req.sliceSize,
        held: new Set(),
      };
      this.sessions.set(req.uploadKey, s);
    }
    const count = sliceCountOf(s.size, s.sliceSize);
    const urls = Array.from(
      { length: count },
      (_, i) => `/oss/slice/${s.uploadId}/${i}?k=${req.uploadKey}`,
    );
    return {
      uploadId: s.uploadId,
      sliceSize: s.sliceSize,
      urls,
      expiresAt: 0,
      uploaded: [...s.held],
    };
  }

  async putSlice(req: PutSliceRequest): Promise<void> {
    const m = /\/oss\/slice\/([^/]+)\/(\d+)\?k=(.+)$/.exec(req.url);
    if (!m) throw new Error(`bad url ${req.url}`);
    const [, uploadId, idx, uploadKey] = m;
    const index = Number(idx);
    if (this.gate) await this.gate;
    if (req.signal.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    const f = this.fault('put', { uploadKey, index });
    if (f) throw f;
    this.puts.push(`${uploadId}:${index}`);
    req.onProgress(req.end - req.start);
    this.sessions.get(uploadKey)?.held.add(index);
  }

  async merge(req: MergeRequest): Promise<ChunkMerge> {
    this.log.push(`merge ${req.uploadKey}`);
    await Promise.resolve();
    const f = this.fault('merge', { uploadKey: req.uploadKey });
    if (f) throw f;
    const done = this.merged.get(req.uploadKey);
    if (done) return { fileId: done, md5: req.md5, size: 0 };
    const s = this.sessions.get(req.uploadKey);
    if (!s) throw new Error('merge without session');
    const truth = this.trueMd5.get(req.uploadKey);
    if (truth && truth !== req.md5) {
      this.sessions.delete(req.uploadKey);
      throw new TransferError('文件校验失败', { status: 400 }, null, true);
    }
    const fileId = `f-${req.uploadKey}`;
    this.merged.set(req.uploadKey, fileId);
    return { fileId, md5: req.md5, size: s.size };
  }

  /** Slice PUTs that reached the server more than once. */
  duplicates(): string[] {
    return this.puts.filter((p, i) => this.puts.indexOf(p) !== i);
  }
}
