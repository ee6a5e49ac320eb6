import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from './index';

// npm run server -- --port 18080 --data .data/server

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '18080' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: '.data/server' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid --port: ${values.port}`);
  process.exit(2);
}

const server = await startServer({ port, host: values.host, dataDir: resolve(values.data), log: (msg) => console.error(msg) }).catch(
  (error: unknown) => {
    console.error(`failed to start the reference server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
console.log(`listening on ${server.url}`);

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
