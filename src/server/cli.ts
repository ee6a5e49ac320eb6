import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { startServer, type FaultInjector } from './index';
import { approveInDataDir } from './actions/approval';

// npm run server -- --port 18080 --data .data/server [--slice-delay-ms 800] [--strict]
// --strict answers like a real BladeX where shapes differ (docs/reference-server.md); so does the
// environment variable XFJD_REFERENCE_STRICT=1.
// --slice-delay-ms holds every slice upload that long before taking it: a slow link, for
// demonstrations and for the end-to-end test that takes the server away mid-upload.

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '18080' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: '.data/server' },
    'slice-delay-ms': { type: 'string', default: '0' },
    strict: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid --port: ${values.port}`);
  process.exit(2);
}

const sliceDelayMs = Number(values['slice-delay-ms']);
if (!Number.isInteger(sliceDelayMs) || sliceDelayMs < 0 || sliceDelayMs > 60_000) {
  console.error(`invalid --slice-delay-ms: ${values['slice-delay-ms']}`);
  process.exit(2);
}
// Each held slice is announced on stdout, so a walk can take the server away while one is in flight.
const faults: FaultInjector | undefined =
  sliceDelayMs > 0
    ? {
        slicePut: ({ index }) => {
          console.log(`slice ${index} held`);
          return { kind: 'stall', ms: sliceDelayMs };
        },
      }
    : undefined;

const server = await startServer({
  port,
  host: values.host,
  dataDir: resolve(values.data),
  faults,
  strict: values.strict ? true : undefined,
  log: (msg) => console.error(msg),
}).catch((error: unknown) => {
  console.error(
    `failed to start the reference server: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
console.log(`listening on ${server.url}${server.strict ? ' (strict)' : ''}`);

// Commands on stdin, one per line, for demonstrations and end-to-end walks: `expire-access` ends
// every access token now (the client refreshes), `expire-all` ends the refresh tokens too;
// `approve <FLWSID>` approves a document in approval as the brigade leader and applies its effect
// (clock suspension, voiding, postponement: server/actions/approval.ts), answering `approve: …`.
createInterface({ input: process.stdin }).on('line', (line) => {
  const command = line.trim();
  const approve = /^approve\s+(\S+)$/.exec(command);
  if (approve) {
    const result = approveInDataDir(resolve(values.data), approve[1]);
    console.log(`approve: ${result.ok ? result.value : result.msg}`);
    return;
  }
  if (command !== 'expire-access' && command !== 'expire-all') return;
  const n = server.expireTokens(command === 'expire-all' ? 'all' : 'access');
  console.log(`${command}: ${n} tokens ended`);
});

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
