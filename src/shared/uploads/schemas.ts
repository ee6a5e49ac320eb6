import { z } from 'zod';

/** Chunk check answer (data): code 2001 done (with fileId), 2002 uploading (with uploaded slices), 2003, 5001. */
export const chunkCheckSchema = z.object({
  code: z.coerce.number(),
  fileId: z.coerce.string().nullish(),
  uploadId: z.string().nullish(),
  uploaded: z
    .array(z.coerce.number())
    .nullish()
    .transform((v) => v ?? []),
  msg: z.string().nullish(),
});

export type ChunkCheck = z.infer<typeof chunkCheckSchema>;

/** Chunk init answer: one signed URL per slice (absolute or relative to the server). */
export const chunkInitSchema = z.object({
  uploadId: z.string(),
  sliceSize: z.coerce.number(),
  urls: z.array(z.string()),
  expiresAt: z.coerce.number(),
  uploaded: z
    .array(z.coerce.number())
    .nullish()
    .transform((v) => v ?? []),
});

export type ChunkInit = z.infer<typeof chunkInitSchema>;

/** Merge answer: the stored attachment. */
export const chunkMergeSchema = z.object({
  fileId: z.coerce.string(),
  md5: z.string(),
  size: z.coerce.number(),
  saveName: z.string().nullish(),
});

export type ChunkMerge = z.infer<typeof chunkMergeSchema>;
