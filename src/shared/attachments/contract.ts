import { z } from 'zod';
import { type ATTACHMENTS_CHANNELS } from './channels';
import { type ActionResult, type Cached, type Download } from '../common/types';
import { id } from '../common/ipc';
import { type Page } from '../common/schemas';
import { type AttachmentGroup, type AttachmentRecord } from './schemas';
export const business = { runId: id, businessId: id, businessType: z.string().min(1).max(32) };
/** The business a file call acts in, sent as `params` (spec 01 §7); linkType in link mode. */
const fileBusiness = { ...business, linkType: z.string().max(10).optional() };

export const attachmentsRequests = {
  'attachments:list': z.object({
    ...business,
    current: z.number().int().min(1),
    size: z.number().int().min(1).max(100),
    fileType: z.string().max(20).optional(),
    linkType: z.string().max(10).optional(),
  }),
  'attachments:rename': z.object({
    ...fileBusiness,
    fileId: id,
    showName: z.string().trim().min(1).max(200),
    businessUsage: z.string().max(64).optional(),
    wsyllx: z.string().max(64).optional(),
  }),
  'attachments:delete': z.object({ ...fileBusiness, fileId: id }),
  'attachments:download': z.object({
    ...fileBusiness,
    fileId: id,
    fileName: z.string().min(1).max(200),
  }),
  'attachments:groups': z.object({
    RWID: id,
    FILE_TYPE: z.string().max(20).optional(),
    SFCXLSSJ: z.string().max(10).optional(),
  }),
  'attachments:mobilePackage': z.object({ RWID: id }),
  /** A playable/viewable address of an attachment's bytes (md5 + expireTime, no Blade-Auth). */
  'attachments:mediaUrl': z.object({ md5: z.string().max(64).nullable() }),
} as const satisfies Record<(typeof ATTACHMENTS_CHANNELS)[number], unknown>;

export type AttachmentsResponses = {
  'attachments:list': Cached<Page<AttachmentRecord>>;
  'attachments:rename': ActionResult;
  'attachments:delete': ActionResult;
  'attachments:download': Download;
  'attachments:groups': Cached<AttachmentGroup[]>;
  'attachments:mobilePackage': Download;
  'attachments:mediaUrl': { url: string };
};
