import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Starts the real reference server and the real browser-mode client as separate processes, the
// way an officer's machine runs them, so tests can stop and restart the server mid-session.

const repo = resolve(import.meta.dirname, '../..');
const tsx = join(repo, 'node_modules', '.bin', 'tsx');

export const freePort = (): Promise<number> =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => ok(port));
    });
  });

type Proc = { child: ChildProcess; output: () => string; stop(): Promise<void> };

/** Resolves once the process has printed a line matching `pattern` (after what it printed so far). */
function printed(child: ChildProcess, output: () => string, pattern: RegExp): Promise<string> {
  const seen = output().length;
  return new Promise((ok, fail) => {
    const check = (): void => {
      const m = output().slice(seen).match(pattern);
      if (!m) return;
      child.stdout?.off('data', check);
      ok(m[0]);
    };
    child.stdout?.on('data', check);
    child.once('exit', () => fail(new Error(`exited before printing ${pattern}`)));
  });
}

function launch(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<Proc & { match: RegExpMatchArray }> {
  const child = spawn(tsx, args, {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  const stop = (): Promise<void> =>
    new Promise((ok) => {
      if (child.exitCode !== null || child.signalCode !== null) return ok();
      child.once('exit', () => ok());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return new Promise((ok, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`not ready after 60 s: ${args.join(' ')}\n${out}`)),
      60_000,
    );
    const onData = (d: Buffer): void => {
      out += d.toString();
      const m = out.match(ready);
      if (m) {
        clearTimeout(timer);
        ok({ child, match: m, output: () => out, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`exited with ${code}: ${args.join(' ')}\n${out}`));
    });
  });
}

export type ServerProc = {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  /** Ends the access tokens (`access`) or every token (`all`) now; resolves once the server did. */
  expireTokens(which: 'access' | 'all'): Promise<void>;
  /** Resolves when the server next prints a line matching `pattern` (e.g. a slice it holds). */
  prints(pattern: RegExp): Promise<string>;
};

export async function startReferenceServer(
  port: number,
  dataDir: string,
  opts: { sliceDelayMs?: number; strict?: boolean } = {},
): Promise<ServerProc> {
  const extra = opts.sliceDelayMs ? ['--slice-delay-ms', String(opts.sliceDelayMs)] : [];
  if (opts.strict) extra.push('--strict');
  const p = await launch(
    ['src/server/cli.ts', '--port', String(port), '--data', dataDir, ...extra],
    {},
    /listening on (http:\/\/127\.0\.0\.1:\d+)/,
  );
  const expireTokens = async (which: 'access' | 'all'): Promise<void> => {
    const done = printed(p.child, p.output, new RegExp(`expire-${which}: \\d+ tokens ended`));
    p.child.stdin?.write(`expire-${which}\n`);
    await done;
  };
  const prints = (pattern: RegExp): Promise<string> => printed(p.child, p.output, pattern);
  return { url: p.match[1], port, dataDir, stop: p.stop, expireTokens, prints };
}

export type ClientProc = {
  url: string;
  profileDir: string;
  stop(): Promise<void>;
  output(): string;
};

/** Browser-mode client with its own profile; `serverUrl` comes from a machine-wide config file. */
export async function startClient(
  serverUrl: string,
  opts: { lock?: boolean } = {},
): Promise<ClientProc> {
  const profileDir = mkdtempSync(join(tmpdir(), 'xfjd-e2e-profile-'));
  const machine = join(profileDir, 'machine-config.json');
  // The reference server signs its preview links (README "Machine configuration for IT").
  writeFileSync(
    machine,
    JSON.stringify({ serverUrl, lockServerUrl: opts.lock ?? false, signPreviewLinks: true }),
  );
  const p = await launch(
    ['src/main/browser/cli.ts', '--profile', profileDir],
    { XFJD_MACHINE_CONFIG: machine },
    /Browser mode ready: (\S+)/,
  );
  return { url: p.match[1], profileDir, stop: p.stop, output: p.output };
}

export const tempDir = (prefix: string): string => mkdtempSync(join(tmpdir(), prefix));

/** A server and a client for one spec file, started before its tests and stopped after them. */
export function useStack(
  hooks: {
    beforeAll(fn: () => Promise<void>): void;
    afterAll(fn: () => Promise<void>): void;
  },
  opts: { strict?: boolean } = {},
): { server: () => ServerProc; client: () => ClientProc } {
  let server: ServerProc | undefined;
  let client: ClientProc | undefined;
  hooks.beforeAll(async () => {
    server = await startReferenceServer(await freePort(), tempDir('xfjd-e2e-server-'), opts);
    client = await startClient(server.url);
  });
  hooks.afterAll(async () => {
    await client?.stop();
    await server?.stop();
  });
  return { server: () => server!, client: () => client! };
}
