import { join } from 'node:path';
import type { Bootstrap, Channel, Handlers, SettingsView } from '../../shared/contract';
import { BladeClient } from './api/client';
import { createDictService } from './dict/dict-service';
import { AppError, OfflineError } from './errors';
import { EventHub } from './events';
import type { Logger } from './logger';
import { silentLogger } from './logger';
import { Connectivity } from './net/connectivity';
import type { ReadContext } from './reads';
import { MemorySecretStore, type SecretStore } from './session/secret-store';
import { SessionManager } from './session/session';
import { defaultMachineConfigPath, SettingsStore } from './settings/settings';
import { createTaskService } from './tasks/task-service';

export type EmbeddedServer = { url: string; close(): Promise<void> };
export type EmbeddedServerFactory = (dataDir: string) => Promise<EmbeddedServer>;

export type CoreOptions = {
  profileDir: string;
  machineConfigPath?: string;
  secretStore?: SecretStore;
  logger?: Logger;
  version?: string;
  /** Starts the reference server when no production server is configured. */
  startEmbeddedServer?: EmbeddedServerFactory;
  requestTimeoutMs?: number;
  net?: { onlineIntervalMs?: number; offlineMinMs?: number; offlineMaxMs?: number };
};

export type Core = {
  handlers: Handlers;
  events: EventHub;
  dispose(): Promise<void>;
};

const defaultEmbedded: EmbeddedServerFactory = async (dataDir) => {
  const { startServer } = await import('../../server/index');
  return startServer({ port: 0, dataDir });
};

function notYetBuilt<C extends Channel>(channels: C[]): Pick<Handlers, C> {
  const out = {} as Record<C, () => Promise<never>>;
  for (const c of channels) out[c] = () => Promise.reject(new AppError('internal', '该功能尚未实现'));
  return out as unknown as Pick<Handlers, C>;
}

/** Builds the Electron-free core: settings, server connection, session, services, handlers. */
export async function createCore(opts: CoreOptions): Promise<Core> {
  const logger = opts.logger ?? silentLogger;
  const events = new EventHub();
  const settings = new SettingsStore(opts.profileDir, opts.machineConfigPath ?? defaultMachineConfigPath(), logger);
  const startEmbedded = opts.startEmbeddedServer ?? defaultEmbedded;
  let embedded: EmbeddedServer | null = null;
  let baseUrl = '';

  const serverKey = (): string => settings.get().serverUrl || 'embedded';

  async function connect(): Promise<void> {
    const configured = settings.get().serverUrl;
    if (configured) {
      if (embedded) await embedded.close();
      embedded = null;
      baseUrl = configured;
    } else {
      embedded ??= await startEmbedded(join(opts.profileDir, 'reference-server'));
      baseUrl = embedded.url;
    }
    logger.info(`server: ${baseUrl}${embedded ? ' (embedded)' : ''}`);
  }
  await connect();

  const probeClient = new BladeClient({ baseUrl: () => baseUrl, timeoutMs: 3000, logger });
  const connectivity = new Connectivity({
    ...opts.net,
    logger,
    probe: async () => {
      try {
        // Any HTTP answer, even 401 or 404, means the server is reachable.
        await probeClient.raw('/', { method: 'GET' });
        return true;
      } catch (err) {
        if (err instanceof OfflineError) return false;
        throw err;
      }
    },
  });
  connectivity.onChange((s) => events.emit('net:changed', s));

  // The client and the session need each other (tokens <-> calls): the session reaches the client
  // through a getter that is only called after both exist.
  const session: SessionManager = new SessionManager({
    client: () => client,
    store: opts.secretStore ?? new MemorySecretStore(),
    profileDir: opts.profileDir,
    serverKey,
    displayUrl: () => baseUrl,
    onExpired: (account) => events.emit('auth:expired', { account }),
    logger,
  });
  const client = new BladeClient({ baseUrl: () => baseUrl, tokens: session, net: connectivity, timeoutMs: opts.requestTimeoutMs, logger });
  session.restore();
  connectivity.start();

  const reads = (): ReadContext => ({ cache: session.require().cache, online: () => connectivity.online });
  const tasks = createTaskService(() => client, reads);
  const dicts = createDictService(() => client, reads);

  const settingsView = (): SettingsView => {
    const s = settings.get();
    return { ...s, effectiveServerUrl: baseUrl, embedded: embedded !== null };
  };

  const handlers: Handlers = {
    'app:bootstrap': async (): Promise<Bootstrap> => ({
      version: opts.version ?? '0.0.0',
      settings: settingsView(),
      session: session.current()?.info ?? null,
      net: connectivity.status(),
    }),
    'auth:login': async (req) => {
      const info = await session.login(req);
      settings.rememberTenant(req.tenantId);
      return info;
    },
    'auth:logout': async () => {
      session.logout();
      return null;
    },
    'settings:get': async () => settingsView(),
    'settings:update': async (req) => {
      const before = settings.get().serverUrl;
      const after = settings.update(req).serverUrl;
      if (after !== before) {
        // Another server means another account database and another login.
        session.logout();
        await connect();
        void connectivity.check();
      }
      return settingsView();
    },
    'dict:get': async (req) => dicts.get(req.code as Parameters<typeof dicts.get>[0]),
    'tasks:list': async (req) => tasks.list(req),
    'task:detail': async (req) => tasks.detail(req),
    'task:opLog': async (req) => tasks.opLog(req),
    'net:check': async () => connectivity.check(),
    // Issue 3 channels: contract first, implementations land in the next commits.
    ...notYetBuilt([
      'doc:beforeAdd',
      'doc:form',
      'doc:get',
      'doc:save',
      'doc:send',
      'doc:recall',
      'doc:delete',
      'doc:approvals',
      'doc:previewUrl',
      'doc:download',
      'doc:print',
      'doc:package',
      'stamp:list',
      'stamp:seal',
      'archive:categories',
      'archive:close',
      'task:canSwitch',
      'unit:get',
    ]),
  };

  return {
    handlers,
    events,
    dispose: async () => {
      connectivity.stop();
      session.close();
      if (embedded) await embedded.close();
      embedded = null;
    },
  };
}
