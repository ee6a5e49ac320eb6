import { appendFileSync } from 'node:fs';
import { openDatabase } from '../db/database';
import { createRecorderService } from './service';

// The process the recorder crash test kills with SIGKILL at random moments: it opens the profile
// database, runs the dock service over the test's docks, appends every onImported delivery to a
// file, prints READY once started and DONE when every expected file is imported or a duplicate.
// Config comes in XFJD_RECORDER_CRASH as JSON.

type Config = {
  dbFile: string;
  evidenceDir: string;
  docks: string[];
  expected: number;
  deliveries: string;
};

const config = JSON.parse(process.env.XFJD_RECORDER_CRASH ?? '{}') as Config;
const db = openDatabase(config.dbFile);
const svc = createRecorderService({
  db: db.sqlite,
  evidenceDir: config.evidenceDir,
  officerAccount: () => 'officer01',
  onImported: (f) => appendFileSync(config.deliveries, `${f.importId} ${f.md5}\n`),
  timing: { pollMs: 10, stablePolls: 2, presenceMs: 50, rescanMs: 60_000 },
  workstation: 'WS-CRASH',
});
const last = new Map<string, string>();
const settled = (): number =>
  svc.imports().filter((r) => (r.state === 'done' && r.notified) || r.state === 'duplicate').length;
svc.on('changed', (st) => {
  // State transitions, so the test can kill right inside a chosen step.
  for (const f of st.files) {
    if (last.get(f.path) === f.state) continue;
    last.set(f.path, f.state);
    process.stdout.write(`STATE ${f.state} ${f.name}\n`);
  }
  if (settled() >= config.expected) {
    process.stdout.write('DONE\n');
    process.exit(0);
  }
});
svc.on('imported', (f) => process.stdout.write(`IMPORTED ${f.name}\n`));
await svc.start({ folders: config.docks, recorders: {} });
process.stdout.write('READY\n');
