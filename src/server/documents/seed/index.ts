import type { ServerDb } from '../../db/open';
import type { SeedInput } from '../../seed/types';
import { relativePathOf, writeStoredFile } from '../../util/store';
import { approvals, docTypes, documents, files } from '../tables';
import { DOC_TYPES } from './catalog';
import { buildDocumentContent } from './content';

/** The document-type catalogue, the tasks' documents with their content, approvals and files. */
export function seedDocuments(db: ServerDb, { rows, dataDir }: SeedInput): void {
  // Fills the documents' values and MD5s, so it runs before they are inserted.
  const content = buildDocumentContent(rows.tasks, rows.documents);
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
