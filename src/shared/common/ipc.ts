import { z } from 'zod';

export const none = z.undefined().or(z.null()).optional();

export const id = z.string().min(1).max(64);
