import type { ServerDb } from '../db/open';
import { seedActions } from '../actions/seed';
import { seedPenalty } from '../penalty/seed';
import { seedProducts } from '../products/seed';
import { seedInspection } from '../inspection/seed';
import { seedService } from '../service/seed';
import { seedCredit } from '../credit/seed';
import { seedFire } from '../fire/seed';
import { seedHistory } from '../history/seed';
import { planArchiveReadiness, seedArchive } from '../archive/seed';
import { seedAttachments } from '../attachments/seed';
import { seedDetail } from '../detail/seed';
import { seedDict } from '../dict/seed';
import { seedDocuments } from '../documents/seed';
import { seedSession } from '../session/seed';
import { planTasks, seedTasks } from '../tasks/seed';
import { seedUnits } from '../units/seed';
import { seedVideos } from '../videos/seed';
import type { AreaSeed } from './types';

/**
 * The areas' demo data, one line per area, in the order their foreign keys need (officers before
 * tasks, tasks before documents, documents before their attachments).
 */
const AREA_SEEDS: readonly AreaSeed[] = [
  seedSession,
  seedUnits,
  seedDict,
  seedTasks,
  planArchiveReadiness,
  seedDetail,
  seedDocuments,
  seedArchive,
  seedAttachments,
  seedVideos,
  seedActions,
  seedPenalty,
  seedProducts,
  seedInspection,
  seedService,
  seedCredit,
  seedFire,
  seedHistory,
];

/** Fills an empty database with the demo data set (accounts are listed in session/seed.ts). */
export function seedDatabase(db: ServerDb, now: number, dataDir: string): void {
  const input = { now, dataDir, rows: planTasks(now) };
  db.transaction(() => {
    for (const seed of AREA_SEEDS) seed(db, input);
  });
}
