import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { tokens } from './tables';

/**
 * Which logins a demonstration or an end-to-end walk ends at once: `access` lets every access token
 * run out (a refresh then renews it), `all` also ends the refresh tokens (the officer must sign in).
 */
export type TokenExpiry = 'access' | 'all';

/** Ends tokens now, as if their time had passed; answers how many were still alive. */
export function expireTokens(ctx: ServerContext, which: TokenExpiry): number {
  const past = ctx.now() - 1;
  const query = ctx.db.update(tokens).set({ expiresAt: past });
  const result = which === 'all' ? query.run() : query.where(eq(tokens.kind, 'access')).run();
  return result.changes;
}
