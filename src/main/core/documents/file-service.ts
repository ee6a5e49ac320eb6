import { M } from '../../../shared/messages';
import type { BladeClient, StreamOptions } from '../api/client';
import { trimSlash } from '../api/wire';
import { DEFAULT_PREVIEW_PREFIX, PREVIEW_PAGE } from '../../../shared/documents/constants';
import { fetchDownload } from '../downloads/save-download';
import { InvalidArgumentError } from '../errors';
import type { Logger } from '../logger';
import type { Download } from '../../../shared/common/types';
import type { ParsedRequest } from '../../../shared/contract';
import {
  previewLinkQuery,
  previewTimeSchema,
  type PreviewTime,
} from '../../../shared/attachments/schemas';
import { GENERIC_API } from '../../../shared/generic/constants';
import { DOCUMENTS_API } from '../../../shared/documents/constants';

// The files behind documents: online preview link, download, print by template, package download.

export interface DocumentFileService {
  previewUrl(req: ParsedRequest<'documents:previewUrl'>): Promise<{ url: string }>;
  download(req: ParsedRequest<'documents:download'>): Promise<Download>;
  print(req: ParsedRequest<'documents:print'>): Promise<{ html: string }>;
  package(req: ParsedRequest<'documents:package'>): Promise<Download>;
}

export type DocumentFileDeps = {
  client: () => BladeClient;
  /** The preview host setting ('' when not configured). */
  previewHost: () => string;
  /** Whether the server signs preview links (the time call then carries the md5). */
  signPreviewLinks: () => boolean;
  /** The server URL in use (the embedded server's address when none is configured). */
  serverUrl: () => string;
  downloadsDir: () => string;
  logger: Logger;
};

/**
 * `<previewHost>/onlinePreview?md5=…&expireTime=…[&uid=…&sign=…]`; with no preview host, the
 * server's `/preview`. Signed when the server signs (the reference server), plain otherwise.
 */
export function buildPreviewUrl(
  previewHost: string,
  serverUrl: string,
  md5: string,
  time: number | PreviewTime,
): string {
  const host = previewHost.trim()
    ? trimSlash(previewHost.trim())
    : trimSlash(serverUrl) + DEFAULT_PREVIEW_PREFIX;
  const t = typeof time === 'number' ? { expireTime: time, signed: null } : time;
  return `${host}${PREVIEW_PAGE}?${previewLinkQuery(md5, t)}`;
}

/**
 * The expireTime of a preview or media link (getConnectionTime): with no payload, as the spec
 * sends it; only where the server signs links is it asked with the md5, and answers the signature
 * with the time (docs/reference-server.md "Signed preview links").
 */
export function previewTime(
  client: BladeClient,
  md5: string,
  signed: boolean,
): Promise<PreviewTime> {
  return client.call({
    path: GENERIC_API.connectionTime,
    form: signed ? { md5 } : {},
    schema: previewTimeSchema,
    read: true,
  });
}

export function createDocumentFileService(deps: DocumentFileDeps): DocumentFileService {
  const fetchFile = (options: StreamOptions, fallbackName: string): Promise<Download> =>
    fetchDownload(deps.client(), options, deps.downloadsDir(), fallbackName, deps.logger);

  return {
    previewUrl: async (req) => {
      const md5 = req.md5?.trim();
      if (!md5) throw new InvalidArgumentError(M.filePreviewUnavailable);
      const time = await previewTime(deps.client(), md5, deps.signPreviewLinks());
      return { url: buildPreviewUrl(deps.previewHost(), deps.serverUrl(), md5, time) };
    },

    download: async (req) => {
      const md5 = req.md5?.trim();
      if (!md5) throw new InvalidArgumentError(M.fileDownloadUnavailable);
      return fetchFile(
        { path: DOCUMENTS_API.download, method: 'GET', query: { md5 } },
        req.fileName,
      );
    },

    print: async (req) => {
      const template = req.DYMBID?.trim();
      if (!template) throw new InvalidArgumentError(M.docMissingTemplate);
      const html = await deps.client().text({
        path: DOCUMENTS_API.print,
        method: 'GET',
        query: { FLWSID: req.FLWSID, DYMBID: template },
      });
      return { html };
    },

    package: async (req) => {
      const md5s = req.md5s.map((m) => m.trim()).filter(Boolean);
      if (md5s.length === 0) throw new InvalidArgumentError(M.packageSelectFiles);
      return fetchFile(
        {
          path: DOCUMENTS_API.packageDownload,
          method: 'POST',
          form: { runId: req.runId, RWID: req.RWID, md5s: [...new Set(md5s)].join(',') },
        },
        req.fileName,
      );
    },
  };
}
