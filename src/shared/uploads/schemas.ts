import { z } from 'zod';
import { textField } from '../common/schemas';

/**
 * Proof of possession asked by a check that answers 2003 while the server holds the bytes: the
 * client answers MD5(salt ‖ bytes [start, end) of its file) in a second check (proofId, proofMd5).
 * A real BladeX never asks; anything incomplete (null, "", {}) means no challenge.
 */
const proofChallengeSchema = z.object({
  id: z.string().min(1),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  salt: z.string().regex(/^([0-9a-f]{2})*$/i),
});

export type ProofChallenge = z.infer<typeof proofChallengeSchema>;

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
  proof: z
    .unknown()
    .optional()
    .transform((v): ProofChallenge | null => {
      const parsed = proofChallengeSchema.safeParse(v);
      return parsed.success && parsed.data.end >= parsed.data.start ? parsed.data : null;
    }),
});

/** The check's answer; `proof` is left out by servers that never ask for one. */
export type ChunkCheck = Omit<z.infer<typeof chunkCheckSchema>, 'proof'> & {
  proof?: ProofChallenge | null;
};

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

/**
 * What the queue reads of an attachment record (the batch upload's answer, in file order, and the
 * list it checks before sending): its id, its MD5 and its title. Other fields are left alone.
 */
export const storedFileSchema = z.object({
  ID: z.coerce.string(),
  MD5: textField,
  SHOW_NAME: textField,
});

export type StoredFile = z.infer<typeof storedFileSchema>;
