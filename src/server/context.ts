import type { FastifyRequest } from 'fastify';
import type { ServerDb } from './db/open';
import type { UserRow } from './session/tables';
import type { GenericRegistry } from './generic/registry';
import type { UploadRuntime } from './uploads/runtime';
import type { LoginGuard } from './session/lockout';

/** What every route needs: the database, token lifetimes, the clock and a logger. */
export type ServerContext = {
  /** Answer like a real BladeX where shapes differ (docs/reference-server.md "Strict mode"). */
  strict: boolean;
  db: ServerDb;
  /** Folder of the database; stored files live under `<dataDir>/files`. */
  dataDir: string;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  now(): number;
  log(msg: string): void;
  /** The chunked protocol's secret, prepared statements, running hashes and test hooks. */
  uploads: UploadRuntime;
  /** What the areas serve through the generic calls (dwId pages, lookups, saves, interfaces). */
  generic: GenericRegistry;
  /** Failed password logins per account, and the accounts locked for a while because of them. */
  logins: LoginGuard;
};

const signedIn = new WeakMap<FastifyRequest, UserRow>();

export function setCurrentUser(request: FastifyRequest, user: UserRow): void {
  signedIn.set(request, user);
}

/** The officer the request's token belongs to; the auth hook has already refused requests without one. */
export function currentUser(request: FastifyRequest): UserRow {
  const user = signedIn.get(request);
  if (!user) throw new Error('currentUser called on a request that passed no authentication');
  return user;
}
