import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { BladeClient, TokenSource } from '../api/client';
import { CacheStore, cacheKey } from '../db/cache';
import { openDatabase, type AppDb } from '../db/database';
import { ApiError, AppError, AuthExpiredError, OfflineError } from '../errors';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import { requestToken } from './auth';
import type { SecretStore, StoredSession } from './secret-store';
import { M } from '../../../shared/messages';
import type { LoginRequest, SessionInfo } from '../../../shared/session/contract';
import { type UserInfo, userInfoSchema } from '../../../shared/session/schemas';
import { SESSION_API } from '../../../shared/session/constants';

export type ActiveSession = {
  info: SessionInfo;
  db: AppDb;
  cache: CacheStore;
};

export type SessionDeps = {
  client: () => BladeClient;
  store: SecretStore;
  profileDir: string;
  /** Identifies the server (URL, or 'embedded') so each server+account gets its own database. */
  serverKey: () => string;
  displayUrl: () => string;
  onExpired: (account: string) => void;
  now?: () => number;
  logger?: Logger;
};

const USER_INFO_KEY = cacheKey('user:info');

/** Holds the signed-in officer: tokens (via the secret store), user info and their database. */
export class SessionManager implements TokenSource {
  private active: ActiveSession | null = null;
  private tokens: StoredSession | null = null;
  private refreshing: Promise<boolean> | null = null;
  private expiredNotified = false;
  private readonly listeners = new Set<(active: ActiveSession | null) => void>();

  constructor(private readonly deps: SessionDeps) {}

  private get now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /**
   * Sign-in, restore and sign-out (the upload queue follows the account). A sign-out is announced
   * before the account's database closes, so listeners can stop using it.
   */
  onChange(listener: (active: ActiveSession | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  current(): ActiveSession | null {
    return this.active;
  }

  require(): ActiveSession {
    if (!this.active) throw new AppError('expired', M.loginExpired);
    return this.active;
  }

  /** Resume a stored login (tokens from the secret store, user info from the account's cache). */
  restore(): SessionInfo | null {
    const stored = this.deps.store.load();
    if (!stored || stored.serverKey !== this.deps.serverKey()) return null;
    const db = openDatabase(this.dbFile(stored.tenantId, stored.account));
    const cache = new CacheStore(db);
    const user = cache.get<UserInfo>(USER_INFO_KEY);
    if (!user) {
      db.close();
      return null;
    }
    this.tokens = stored;
    this.active = { info: this.toInfo(stored.tenantId, user.value), db, cache };
    this.notify();
    return this.active.info;
  }

  async login(req: LoginRequest): Promise<SessionInfo> {
    let token;
    try {
      token = await requestToken(this.deps.client(), req.tenantId, {
        grant_type: 'password',
        username: req.username,
        password: req.password,
      });
    } catch (err) {
      if (err instanceof OfflineError)
        throw new OfflineError(M.loginUnreachable(this.deps.displayUrl()));
      throw err;
    }
    const pending: StoredSession = {
      serverKey: this.deps.serverKey(),
      tenantId: token.tenant_id || req.tenantId,
      account: token.account,
      accessToken: token.access_token,
      refreshToken: token.refresh_token,
      expiresAt: this.now + token.expires_in * 1000,
    };
    const previous = this.tokens;
    this.tokens = pending;
    let user: UserInfo;
    try {
      user = await this.deps
        .client()
        .call({ path: SESSION_API.userInfo, schema: userInfoSchema, read: true });
    } catch (err) {
      this.tokens = previous;
      throw err;
    }
    this.switchTo(pending, user);
    this.deps.store.save(pending);
    this.notify();
    this.expiredNotified = false;
    this.deps.logger?.info(`signed in as ${pending.account}`);
    return this.active!.info;
  }

  logout(): void {
    this.detach();
    this.tokens = null;
    this.deps.store.clear();
  }

  /** Close the database without forgetting the login (shutdown). */
  close(): void {
    this.detach();
  }

  accessToken(): string | null {
    return this.tokens?.accessToken ?? null;
  }

  refresh(): Promise<boolean> {
    // One refresh at a time: parallel 401s share it instead of burning the refresh token twice.
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  expired(): void {
    if (this.expiredNotified || !this.tokens) return;
    this.expiredNotified = true;
    this.deps.onExpired(this.tokens.account);
  }

  private async doRefresh(): Promise<boolean> {
    const tokens = this.tokens;
    if (!tokens) return false;
    try {
      const next = await requestToken(this.deps.client(), tokens.tenantId, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
      });
      this.tokens = {
        ...tokens,
        accessToken: next.access_token,
        refreshToken: next.refresh_token,
        expiresAt: this.now + next.expires_in * 1000,
      };
      this.deps.store.save(this.tokens);
      return true;
    } catch (err) {
      if (err instanceof ApiError || err instanceof AuthExpiredError) {
        (this.deps.logger ?? silentLogger).warn('token refresh refused', err.message);
        return false;
      }
      throw err;
    }
  }

  private switchTo(tokens: StoredSession, user: UserInfo): void {
    const same =
      this.active &&
      this.active.info.account === tokens.account &&
      this.active.info.tenantId === tokens.tenantId;
    if (!same) {
      this.detach();
      const db = openDatabase(this.dbFile(tokens.tenantId, tokens.account));
      this.active = { info: this.toInfo(tokens.tenantId, user), db, cache: new CacheStore(db) };
    } else {
      this.active = { ...this.active!, info: this.toInfo(tokens.tenantId, user) };
    }
    this.active!.cache.put(USER_INFO_KEY, user, this.now);
  }

  private notify(): void {
    for (const l of this.listeners) l(this.active);
  }

  /** Forgets the account's database, telling listeners before it closes. */
  private detach(): void {
    const old = this.active;
    if (!old) return;
    this.active = null;
    this.notify();
    old.db.close();
  }

  private toInfo(tenantId: string, user: UserInfo): SessionInfo {
    return { account: user.account, realName: user.real_name, tenantId, user };
  }

  private dbFile(tenantId: string, account: string): string {
    const id = createHash('sha256')
      .update(`${this.deps.serverKey()}|${tenantId}|${account}`)
      .digest('hex')
      .slice(0, 16);
    return join(this.deps.profileDir, 'data', `${id}.sqlite`);
  }
}
