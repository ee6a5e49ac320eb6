import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tasks } from '../tasks/tables';
import { documents } from '../documents/tables';

// The service area's table (issue 16): service records (送达记录, generic query 3934), one per
// delivery of a document. Registration records come from saved delivery receipts (送达回证, 46),
// electronic ones from the service dialog; the proof of delivery is read from the attachments of
// the served document, the bound videos and the run's 电子送达地址确认书 when a row is answered.

export const serviceRecords = sqliteTable(
  'xfjd_sdjl',
  {
    id: text('ID').primaryKey(),
    /** The served document's task (a receipt may be saved in a later task of the run). */
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    runId: text('RUN_ID').notNull(),
    /** The served document (its index id; FLWSID is read from it). */
    documentId: text('FLWSSYID')
      .notNull()
      .references(() => documents.id),
    /** 1 registration, 2 electronic. */
    method: text('SDFS').notNull(),
    /** Manner 1-6 (shared/service/constants.ts MANNER). */
    manner: text('SDXS').notNull(),
    /** The receipt a registration came from. */
    receiptId: text('LYWSID'),
    servedAt: text('SDDATE'),
    place: text('SDPLACE'),
    server: text('SDRDWQM'),
    served: text('SSDRXM'),
    remark: text('REMARK'),
    /** Electronic: 0 pending, 1 sent, 2 arrived; null for a registration. */
    state: text('ZT'),
    /** The service link's secret (32 random bytes, hex); null until sent. */
    token: text('TOKEN').unique(),
    sentAt: text('FSSJ'),
    /** When the unit opened the link (or a registered electronic delivery arrived). */
    arrivedAt: text('XZTIME'),
    // Proof details the officer enters (the files are attachments of the served document).
    expressNo: text('KDDH'),
    noticeStart: text('GGKSRQ'),
    videoId: text('SPID'),
    /** 1 not delivered, 2 delivered with its proof. */
    delivered: text('SFSD').notNull(),
    createdBy: text('CRT_USERNAME').notNull(),
    createdAt: text('CRT_TIME').notNull(),
  },
  (t) => [index('xfjd_sdjl_task').on(t.rwid), index('xfjd_sdjl_doc').on(t.documentId)],
);

export type ServiceRecordRow = typeof serviceRecords.$inferSelect;
