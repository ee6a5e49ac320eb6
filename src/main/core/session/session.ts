import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { BladeClient, TokenSource } from '../api/client';
import { CacheStore, cacheKey } from '../db/cache';
import { openDatabase, type AppDb } from '../db/database';
import { takeNotices } from '../db/notices';
import {
  ApiError,
  AppError,
  AuthExpiredError,
  InvalidArgumentError,
  OfflineError,
} from '../errors';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import { DEFAULT_AUTH, requestCaptcha, requestToken, type AuthOptions } from './auth';
import { buildUserContext, type ContextFields } from './context';
import type { SecretStore, StoredSession } from './secret-store';
import { M } from '../../../shared/messages';
import type { LoginRequest, SessionInfo } from '../../../shared/session/contract';
import type { Captcha, UserInfo } from '../../../shared/session/schemas';
import { DEFAULT_DEPT_FIELDS, DEFAULT_USER_FIELDS } from '../../../shared/session/constants';

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
  /** The OAuth client and grant type (machine config `auth`); today's defaults when absent. */
  auth?: () => AuthOptions;
  /** Which record fields carry the unit, region code and police number (machine config). */
  contextFields?: () => ContextFields;
  /** Bound of each call building the officer's context at login. */
  contextTimeoutMs?: number;
  /** Why the server may not be given a password or token now (plain HTTP), else null. */
  insecure?: () => string | null;
};

const DEFAULT_CONTEXT_FIELDS: ContextFields = {
  deptFields: DEFAULT_DEPT_FIELDS,
  userFields: DEFAULT_USER_FIELDS,
};

/** When a token answer leaves `expires_in` out: BladeX's usual access-token lifetime. */
const DEFAULT_EXPIRES_IN_S = 3600;

const USER_INFO_KEY = cacheKey('user:info');

/** Holds the signed-in officer: tokens (via the secret store), user info and their database. */
export class SessionManager implements TokenSource {
  private active: ActiveSession | null = null;
  private tokens: StoredSession | null = null;
  private refreshing: Promise<boolean> | null = null;
  private expiredNotified = false;
  /** While login builds the context, a refused call is a missing piece, not an expired login. */
  private signingIn = false;
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
    // Tokens stay unused rather than travel in the clear; the login page says why.
    if (this.deps.insecure?.()) return null;
    const stored = this.deps.store.load();
    if (!stored || stored.serverKey !== this.deps.serverKey()) return null;
    let db: AppDb;
    try {
      db = this.open(stored.tenantId, stored.account);
    } catch (err) {
      // The login page opens instead; signing in tries again and shows why it cannot.
      (this.deps.logger ?? silentLogger).warn('stored login not resumed', err);
      return null;
    }
    const cache = new CacheStore(db);
    const user = cache.get<UserInfo>(USER_INFO_KEY);
    if (!user) {
      db.close();
      return null;
    }
    this.tokens = stored;
    this.active = {
      info: this.withNotices(this.toInfo(stored.tenantId, user.value), db),
      db,
      cache,
    };
    this.notify();
    return this.active.info;
  }

  async login(req: LoginRequest): Promise<SessionInfo> {
    this.guard();
    const auth = this.auth();
    if (auth.grantType === 'captcha' && (!req.captchaKey || !req.captchaCode))
      throw new InvalidArgumentError(M.loginCaptchaRequired);
    let token;
    try {
      token = await requestToken(
        this.deps.client(),
        req.tenantId,
        {
          grant_type: 'password',
          username: req.username,
          password: req.password,
          captcha:
            req.captchaKey && req.captchaCode
              ? { key: req.captchaKey, code: req.captchaCode }
              : undefined,
        },
        auth,
      );
    } catch (err) {
      if (err instanceof OfflineError)
        throw new OfflineError(M.loginUnreachable(this.deps.displayUrl()));
      throw err;
    }
    const pending: StoredSession = {
      serverKey: this.deps.serverKey(),
      tenantId: token.tenant_id || req.tenantId,
      account: token.account ?? req.username,
      accessToken: token.access_token,
      refreshToken: token.refresh_token,
      expiresAt: this.now + (token.expires_in ?? DEFAULT_EXPIRES_IN_S) * 1000,
    };
    const previous = this.tokens;
    this.tokens = pending;
    this.signingIn = true;
    let user: UserInfo;
    try {
      user = await buildUserContext(
        this.deps.client(),
        token,
        { username: req.username },
        {
          ...(this.deps.contextFields?.() ?? DEFAULT_CONTEXT_FIELDS),
          timeoutMs: this.deps.contextTimeoutMs,
          logger: this.deps.logger,
        },
      );
    } catch (err) {
      this.tokens = previous;
      throw err;
    } finally {
      this.signingIn = false;
    }
    if (user.missing?.length)
      this.deps.logger?.warn(
        `signed in without ${user.missing.map((g) => g.piece).join(', ')}`,
        user.missing,
      );
    // A context call may have refreshed the pending tokens: keep the latest.
    const signed = this.tokens ?? pending;
    this.tokens = signed;
    this.switchTo(signed, user);
    this.deps.store.save(signed);
    this.notify();
    this.expiredNotified = false;
    this.deps.logger?.info(`signed in as ${signed.account}`);
    return this.active!.info;
  }

  /** A captcha image for the login form (grant type captcha). */
  async captcha(tenantId: string): Promise<Captcha> {
    this.guard();
    try {
      return await requestCaptcha(this.deps.client(), tenantId, this.auth());
    } catch (err) {
      if (err instanceof OfflineError)
        throw new OfflineError(M.loginUnreachable(this.deps.displayUrl()));
      throw err;
    }
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
    if (this.expiredNotified || !this.tokens || this.signingIn) return;
    this.expiredNotified = true;
    this.deps.onExpired(this.tokens.account);
  }

  private async doRefresh(): Promise<boolean> {
    const tokens = this.tokens;
    if (!tokens || this.deps.insecure?.()) return false;
    try {
      const next = await requestToken(
        this.deps.client(),
        tokens.tenantId,
        { grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
        this.auth(),
      );
      this.tokens = {
        ...tokens,
        accessToken: next.access_token,
        refreshToken: next.refresh_token,
        expiresAt: this.now + (next.expires_in ?? DEFAULT_EXPIRES_IN_S) * 1000,
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

  private auth(): AuthOptions {
    return this.deps.auth?.() ?? DEFAULT_AUTH;
  }

  /** Refuses to send a password or token over plain HTTP (machine config `allowInsecureHttp`). */
  private guard(): void {
    const refusal = this.deps.insecure?.();
    if (refusal) throw new InvalidArgumentError(refusal);
  }

  private switchTo(tokens: StoredSession, user: UserInfo): void {
    const same =
      this.active &&
      this.active.info.account === tokens.account &&
      this.active.info.tenantId === tokens.tenantId;
    if (!same) {
      this.detach();
      const db = this.open(tokens.tenantId, tokens.account);
      this.active = {
        info: this.withNotices(this.toInfo(tokens.tenantId, user), db),
        db,
        cache: new CacheStore(db),
      };
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

  private open(tenantId: string, account: string): AppDb {
    return openDatabase(this.dbFile(tenantId, account), { logger: this.deps.logger });
  }

  /** A rebuilt database's report (what was kept, what was lost) goes to the officer once. */
  private withNotices(info: SessionInfo, db: AppDb): SessionInfo {
    const notices = takeNotices(db);
    return notices.length ? { ...info, notices } : info;
  }

  private toInfo(tenantId: string, user: UserInfo): SessionInfo {
    return {
      account: user.account,
      realName: user.real_name,
      tenantId,
      user,
      scope: this.scopeId(tenantId, user.account),
    };
  }

  /** One officer on one server: names their database here and what the renderer keeps for them. */
  private scopeId(tenantId: string, account: string): string {
    return createHash('sha256')
      .update(`${this.deps.serverKey()}|${tenantId}|${account}`)
      .digest('hex')
      .slice(0, 16);
  }

  private dbFile(tenantId: string, account: string): string {
    return join(this.deps.profileDir, 'data', `${this.scopeId(tenantId, account)}.sqlite`);
  }
}
