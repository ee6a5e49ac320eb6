import { createHash } from 'node:crypto';
import type { ServerDb } from '../db/open';
import { enforcementVideos, evidenceFiles, missingVideos, orgUnits, videos } from '../db/video-schema';
import { approvals, attachments, brigades, caseCategories, categories, dictItems, docTypes, documents, files, objects, opLogs, tasks, units, users } from '../db/schema';
import { relativePathOf, writeStoredFile } from '../files/store';
import { formatDateTime } from '../util/time';
import { buildSeedAttachments } from './attachments';
import { buildTaskRows } from './build';
import { CASE_CATEGORY_ROWS } from './case-categories';
import { DOC_TYPES } from './catalog';
import { buildDocumentContent } from './content';
import { DICTIONARIES } from './dicts';
import { BRIGADES, UNITS, USERS } from './people';
import { DEMO_TASKS } from './tasks-demo';
import { OTHER_TASKS } from './tasks-others';
import { UNIT_EXTRA } from './unit-extra';
import { buildVideoSeed } from './videos';
import { DEFAULT_TENANT_ID } from '../../shared/session/constants';

export const md5Hex = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

/** Fills an empty database with the demo data set (accounts are listed in people.ts). */
export function seedDatabase(db: ServerDb, now: number, dataDir: string): void {
  const rows = buildTaskRows(now, [...DEMO_TASKS, ...OTHER_TASKS]);
  const content = buildDocumentContent(rows.tasks, rows.documents);
  const attached = buildSeedAttachments(rows);
  for (const f of content.files) writeStoredFile(dataDir, f.bytes);
  for (const o of attached.objects) writeStoredFile(dataDir, o.bytes);
  const platform = buildVideoSeed(now, rows);
  for (const o of platform.objects) writeStoredFile(dataDir, o.bytes);
  db.transaction((tx) => {
    tx.insert(brigades)
      .values(BRIGADES.map((b) => ({ id: b.id, name: b.name, abbr: b.abbr, regionCode: b.regionCode, leader: b.leader })))
      .run();
    tx.insert(users)
      .values(
        USERS.map((u) => ({
          id: u.id,
          tenantId: DEFAULT_TENANT_ID,
          account: u.account,
          passwordMd5: md5Hex(u.password),
          realName: u.realName,
          companyId: u.brigadeId,
          deptId: u.deptId,
          policeNumber: u.policeNumber,
          roleName: '执法人员',
          permissions: JSON.stringify(u.permissions),
        })),
      )
      .run();
    tx.insert(units)
      .values(UNITS.map((u) => ({ ...u, safetyOwner: u.legalPerson, extra: UNIT_EXTRA[u.id] ? JSON.stringify(UNIT_EXTRA[u.id]) : null })))
      .run();
    tx.insert(dictItems)
      .values(
        Object.entries(DICTIONARIES).flatMap(([code, items]) =>
          items.map((item, i) => ({ code, dictKey: item.key, dictValue: item.value, sort: i + 1, remark: item.remark ?? null })),
        ),
      )
      .run();
    tx.insert(docTypes)
      .values(
        DOC_TYPES.map((t, i) => ({
          id: String(t.id),
          name: t.name,
          form: t.form,
          categoryCode: t.category,
          addMode: t.tjfs,
          addUrl: t.url === undefined ? `/ws/${t.form}` : t.url,
          definitionId: t.definition === undefined ? `WSDY${String(t.id).padStart(4, '0')}` : t.definition,
          kglsh: t.kglsh ?? '0',
          printTemplateId: t.print ? `MB${String(t.id).padStart(4, '0')}` : null,
          numberWord: t.word ?? null,
          needsApproval: t.approval ? 1 : 0,
          sort: i + 1,
          settingId: String(t.id),
          templateId: `WSMB${String(t.id).padStart(4, '0')}`,
        })),
      )
      .run();
    tx.insert(tasks).values(rows.tasks).run();
    tx.insert(categories).values(rows.categories).run();
    tx.insert(documents).values(rows.documents).run();
    tx.insert(opLogs).values(rows.logs).run();
    tx.insert(approvals).values(content.approvals).run();
    tx.insert(caseCategories).values(CASE_CATEGORY_ROWS).run();
    tx.insert(files)
      .values(content.files.map(({ bytes, ...f }) => ({ ...f, path: relativePathOf(f.md5), size: bytes.length })))
      .onConflictDoNothing()
      .run();
    if (attached.rows.length > 0) {
      const at = attached.rows[0].createdAt;
      tx.insert(objects)
        .values(attached.objects.map((o) => ({ md5: o.md5, size: o.bytes.length, path: relativePathOf(o.md5), createdAt: at })))
        .run();
      tx.insert(attachments).values(attached.rows).run();
    }
    const at = formatDateTime(now);
    tx.insert(objects)
      .values(platform.objects.map((o) => ({ md5: o.md5, size: o.bytes.length, path: relativePathOf(o.md5), createdAt: at })))
      .onConflictDoNothing()
      .run();
    tx.insert(orgUnits).values(platform.orgUnits).run();
    tx.insert(videos).values(platform.videos).run();
    tx.insert(missingVideos).values(platform.missing).run();
    tx.insert(enforcementVideos).values(platform.enforcement).run();
    if (platform.evidence.length > 0) tx.insert(evidenceFiles).values(platform.evidence).run();
  });
}
