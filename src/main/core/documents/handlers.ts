import type { Write } from '../writes';
import type { DocumentService } from './document-service';
import type { DocumentFileService } from './file-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { DOCUMENTS_CHANNELS } from '../../../shared/documents/channels';

/** The documents area's part of the handler map: the documents themselves, and their files. */
export function documentsHandlers(
  docs: DocumentService,
  files: DocumentFileService,
  write: Write,
): AreaHandlers<(typeof DOCUMENTS_CHANNELS)[number]> {
  return {
    'documents:beforeAdd': async (req) => docs.beforeAdd(req),
    'documents:form': async (req) => docs.form(req),
    'documents:prefill': async (req) => docs.prefill(req),
    'documents:get': async (req) => docs.get(req),
    'documents:save': write('documents:save', async (req) => docs.save(req)),
    'documents:send': write('documents:send', async (req) => docs.send(req)),
    'documents:recall': write('documents:recall', async (req) => docs.recall(req)),
    'documents:delete': write('documents:delete', async (req) => docs.delete(req)),
    'documents:approvals': async (req) => docs.approvals(req),
    'documents:previewUrl': async (req) => files.previewUrl(req),
    'documents:download': async (req) => files.download(req),
    'documents:print': async (req) => files.print(req),
    'documents:package': async (req) => files.package(req),
    'documents:receiptCheck': async (req) => docs.receiptCheck(req),
    'documents:receiptDeadline': async (req) => docs.receiptDeadline(req),
    'documents:previewType': async (req) => docs.previewType(req),
    'documents:setPreviewType': write('documents:setPreviewType', async (req) =>
      docs.setPreviewType(req),
    ),
    'documents:cached': async (req) => docs.cached(req),
  };
}
