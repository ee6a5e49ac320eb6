import type { ServerDb } from '../../db/open';
import { hasTable, type SeedInput } from '../../seed/types';
import { relativePathOf, writeStoredFile } from '../../util/store';
import { approvals, docTypes, documentLinks, documents, files } from '../tables';
import { DOC_TYPES } from './catalog';
import { buildDocumentContent } from './content';
import { seedLinks, type SeededLinks } from './links';

/** The linked documents' values with the values the tasks' stories fix over them (tasks/seed/story.ts). */
export function storyOver(
  links: SeededLinks,
  rows: SeedInput['rows'],
): Map<string, Record<string, string>> {
  const values = new Map(links.values);
  for (const [id, v] of Object.entries(rows.values)) values.set(id, { ...values.get(id), ...v });
  return values;
}

/** The document-type catalogue, the tasks' documents with their content, approvals and files. */
export function seedDocuments(db: ServerDb, { rows, dataDir }: SeedInput): void {
  // Fills the documents' values and MD5s, so it runs before they are inserted.
  const links = seedLinks(rows.documents);
  const content = buildDocumentContent(rows.tasks, rows.documents, storyOver(links, rows));
  for (const f of content.files) writeStoredFile(dataDir, f.bytes);
  db.insert(docTypes)
    .values(
      DOC_TYPES.map((t, i) => ({
        id: String(t.id),
        name: t.name,
        form: t.form,
        categoryCode: t.category,
        addMode: t.tjfs,
        addUrl: t.url === undefined ? `/ws/${t.form}` : t.url,
        definitionId:
          t.definition === undefined ? `WSDY${String(t.id).padStart(4, '0')}` : t.definition,
        kglsh: t.kglsh ?? '0',
        printTemplateId: t.print ? `MB${String(t.id).padStart(4, '0')}` : null,
        numberWord: t.word ?? null,
        needsApproval: t.approval ? 1 : 0,
        sort: i + 1,
        settingId: t.setting === null ? null : String(t.id),
        templateId: t.template === null ? null : `WSMB${String(t.id).padStart(4, '0')}`,
      })),
    )
    .run();
  db.insert(documents).values(rows.documents).run();
  // A data folder of an older schema gains the links table only when it opens (db/ddl.ts).
  if (links.links.length > 0 && hasTable(db, documentLinks))
    db.insert(documentLinks).values(links.links).run();
  db.insert(approvals).values(content.approvals).run();
  db.insert(files)
    .values(
      content.files.map(({ bytes, ...f }) => ({
        ...f,
        path: relativePathOf(f.md5),
        size: bytes.length,
      })),
    )
    .onConflictDoNothing()
    .run();
}
