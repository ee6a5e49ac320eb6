import { z } from 'zod';
import { codeField, listOf, numberField, textField } from '../common/schemas';

// The server's answers of the service area (spec 01 §3, §7). Fields beyond the spec's columns are
// the proof of delivery (docs/decisions.md "Issue 16: legal-document service and proof of
// delivery"); a server that does not send them leaves them null, which reads as "no proof".

const idField = z.union([z.string(), z.number()]).transform(String);
/** A count or a flag ('1'/'0', 2, "") as a number, 0 when absent. */
const countField = numberField.transform((n) => n ?? 0);

/** A service record (送达记录, generic query dwId 3934). */
export const serviceRecordSchema = z.looseObject({
  ID: idField,
  RWID: textField,
  /** The served document: its index id and FLWSID (what dzsdinfo and suredzsd name). */
  flwssyid: textField,
  flwsid: textField,
  /** 送达文书名称及文号, its 文号 alone. */
  SDWSMCWH: textField,
  WH: textField,
  SDDATE: textField,
  SDPLACE: textField,
  /** 1 registration, 2 electronic (spec 02 §9). */
  SDFS: codeField,
  /** 送达人（单位签名） and 受送达人. */
  SDRDWQM: textField,
  SSDRXM: textField,
  /** When the unit opened the service link (the electronic delivery's arrival). */
  XZTIME: textField,
  REMARK: textField,
  // Proof of delivery (not in the spec).
  /** Manner 1-6 (MANNER). */
  SDXS: codeField.optional().transform((v) => v ?? null),
  /** Electronic state: 0 pending, 1 sent, 2 arrived (ELECTRONIC_STATE). */
  ZT: codeField.optional().transform((v) => v ?? null),
  /** 1 not delivered, 2 delivered with its proof. */
  SFSD: codeField.optional().transform((v) => v ?? null),
  /** The receipt (送达回证) the record was registered from. */
  LYWSID: textField.optional().transform((v) => v ?? null),
  HZFJ: countField.optional().transform((v) => v ?? 0),
  ZPFJ: countField.optional().transform((v) => v ?? 0),
  YJHZFJ: countField.optional().transform((v) => v ?? 0),
  WTSDHFJ: countField.optional().transform((v) => v ?? 0),
  GGFJ: countField.optional().transform((v) => v ?? 0),
  /** The bound recorder video chosen as proof, and its name. */
  SPID: textField.optional().transform((v) => v ?? null),
  SPMC: textField.optional().transform((v) => v ?? null),
  /** '1' when the run holds the unit's signed 电子送达地址确认书. */
  DZSDQRS: codeField.optional().transform((v) => v ?? null),
  GGKSRQ: textField.optional().transform((v) => v ?? null),
  KDDH: textField.optional().transform((v) => v ?? null),
  CRT_TIME: textField.optional().transform((v) => v ?? null),
});

export type ServiceRecord = z.infer<typeof serviceRecordSchema>;

/** One line of the served document as the unit sees it. */
export const previewFieldSchema = z.looseObject({ label: z.string(), value: textField });

/**
 * dzsdinfo: the electronic service as the unit will receive it (data.data is the form): who is
 * served where, the document, its content, and once sent the link and times.
 */
export const servicePreviewSchema = z.looseObject({
  SSDR: textField,
  SJHM: textField,
  DZYX: textField,
  WSMC: textField,
  WH: textField,
  FSDW: textField,
  NR: listOf(previewFieldSchema),
  ZT: codeField,
  SDLJ: textField,
  FSSJ: textField,
  XZTIME: textField,
});

export type ServicePreview = z.infer<typeof servicePreviewSchema>;

/** suredzsd: the service link the unit opens (its token makes it unguessable). */
export const sentSchema = z.looseObject({ SDLJ: z.string().min(1) });
