import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { InvalidArgumentError } from '../errors';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import { M } from '../../../shared/messages';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  DEFAULT_DEPT_FIELDS,
  DEFAULT_TENANT_ID,
  DEFAULT_USER_FIELDS,
  GRANT_TYPES,
  type GrantType,
} from '../../../shared/session/constants';
import type {
  RecorderFolder,
  RecorderMapping,
  RecorderSettingsUpdate,
} from '../../../shared/recorder/contract';
import type { SettingsUpdate } from '../../../shared/settings/contract';
import { validateRecorderMap } from '../../../shared/recorder/rules';
// Two layers: a machine-wide file IT deploys (defaults, optionally a locked server URL) and the
// officer's profile file. The profile wins unless IT locked the server URL.

const urlOrEmpty = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Working-day calendar years IT adds or corrects (State Council notice of that year). */
const workCalendarSchema = z.record(
  z.string().regex(/^\d{4}$/),
  z.object({ holidays: z.array(isoDate), workdays: z.array(isoDate) }),
);

/** Dock folders and recorder → police number map (machine: IT's, locked; profile: the officer's). */
const recorderLayerSchema = z.object({
  folders: z.array(z.string().trim().min(1).max(1024)).max(64).optional(),
  recorders: z
    .record(z.string().trim().min(1).max(64), z.string().trim().min(1).max(64))
    .optional(),
});

const fieldNames = z.array(z.string().trim().min(1).max(64)).min(1).max(16);
/** An API path as docs/api.md names it ('/api/blade-…'); a trailing '*' takes every path below. */
const apiPath = z
  .string()
  .trim()
  .regex(/^\/[^\s?#]*\*?$/);

/** How the client talks to the gateway: IT's settings, today's behaviour as defaults. */
const authSchema = z.object({
  clientId: z.string().trim().min(1).max(128).optional(),
  clientSecret: z.string().min(1).max(256).optional(),
  grantType: z.enum(GRANT_TYPES).optional(),
});
const apiSchema = z.object({
  /** Replaces the '/api' every path starts with ('' when the gateway is reached without nginx). */
  prefix: z
    .string()
    .trim()
    .regex(/^(\/[^\s?#]*[^\s?#/])?$/)
    .optional(),
  /** Paths whose body is sent as JSON instead of a form. */
  json: z.array(apiPath).max(500).optional(),
});
const deptFieldsSchema = z.object({
  unitId: fieldNames.optional(),
  unitName: fieldNames.optional(),
  regionCode: fieldNames.optional(),
});
const userFieldsSchema = z.object({ policeNumber: fieldNames.optional() });

export const machineConfigSchema = z.object({
  auth: authSchema.optional(),
  api: apiSchema.optional(),
  deptFields: deptFieldsSchema.optional(),
  userFields: userFieldsSchema.optional(),
  /** Allows `http://` to a non-loopback server (passwords and tokens in the clear). */
  allowInsecureHttp: z.boolean().optional(),
  recorder: recorderLayerSchema.optional(),
  workCalendar: workCalendarSchema.optional(),
  serverUrl: urlOrEmpty.optional(),
  lockServerUrl: z.boolean().optional(),
  previewHost: urlOrEmpty.optional(),
  tenantId: z.string().trim().min(1).optional(),
  /** The server signs preview links: the time call is asked with the file's md5 (a reference server). */
  signPreviewLinks: z.boolean().optional(),
});
export type MachineConfig = z.infer<typeof machineConfigSchema>;

const profileSchema = z.object({
  serverUrl: urlOrEmpty.optional(),
  previewHost: urlOrEmpty.optional(),
  tenantId: z.string().optional(),
  recorder: recorderLayerSchema.optional(),
});
type ProfileSettings = z.infer<typeof profileSchema>;

export type EffectiveSettings = {
  serverUrl: string;
  serverUrlLocked: boolean;
  previewHost: string;
  tenantId: string;
  workCalendar: Record<string, { holidays: string[]; workdays: string[] }>;
};

/** IT's gateway options with the defaults filled in (README "Machine configuration for IT"). */
export type MachineOptions = {
  auth: { clientId: string; clientSecret: string; grantType: GrantType };
  api: { prefix: string; json: readonly string[] };
  deptFields: {
    unitId: readonly string[];
    unitName: readonly string[];
    regionCode: readonly string[];
  };
  userFields: { policeNumber: readonly string[] };
  allowInsecureHttp: boolean;
  signPreviewLinks: boolean;
};

/** Fills the defaults in: today's compiled-in values. */
export function machineOptions(m: MachineConfig): MachineOptions {
  return {
    auth: {
      clientId: m.auth?.clientId ?? CLIENT_ID,
      clientSecret: m.auth?.clientSecret ?? CLIENT_SECRET,
      grantType: m.auth?.grantType ?? 'password',
    },
    api: { prefix: m.api?.prefix ?? '/api', json: m.api?.json ?? [] },
    deptFields: {
      unitId: m.deptFields?.unitId ?? DEFAULT_DEPT_FIELDS.unitId,
      unitName: m.deptFields?.unitName ?? DEFAULT_DEPT_FIELDS.unitName,
      regionCode: m.deptFields?.regionCode ?? DEFAULT_DEPT_FIELDS.regionCode,
    },
    userFields: { policeNumber: m.userFields?.policeNumber ?? DEFAULT_USER_FIELDS.policeNumber },
    allowInsecureHttp: m.allowInsecureHttp === true,
    signPreviewLinks: m.signPreviewLinks === true,
  };
}

/** Whether a call's body goes as JSON: its path is listed, or falls under a listed 'prefix*'. */
export function sendsJson(json: readonly string[], path: string): boolean {
  const bare = path.split('?')[0];
  return json.some((p) => (p.endsWith('*') ? bare.startsWith(p.slice(0, -1)) : bare === p));
}

/** Where IT deploys the machine-wide file; XFJD_MACHINE_CONFIG overrides it (tests, odd installs). */
export function defaultMachineConfigPath(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  if (env.XFJD_MACHINE_CONFIG) return env.XFJD_MACHINE_CONFIG;
  if (platform === 'win32')
    return join(env.ProgramData ?? 'C:\\ProgramData', 'XfjdClient', 'config.json');
  return '/etc/xfjd-client/config.json';
}

function readJson<T>(file: string, schema: z.ZodType<T>, logger: Logger): T | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
    logger.warn(`ignoring invalid settings file ${file}`, parsed.error.issues);
  } catch (err) {
    logger.warn(`ignoring unreadable settings file ${file}`, err);
  }
  return null;
}

export class SettingsStore {
  private readonly profileFile: string;
  private machine: MachineConfig;
  private profile: ProfileSettings;

  constructor(
    profileDir: string,
    private readonly machineConfigPath: string,
    private readonly logger: Logger = silentLogger,
  ) {
    this.profileFile = join(profileDir, 'settings.json');
    this.machine = readJson(machineConfigPath, machineConfigSchema, logger) ?? {};
    this.profile = readJson(this.profileFile, profileSchema, logger) ?? {};
  }

  get(): EffectiveSettings {
    const locked = this.machine.lockServerUrl === true;
    return {
      serverUrl:
        (locked ? this.machine.serverUrl : (this.profile.serverUrl ?? this.machine.serverUrl)) ??
        '',
      serverUrlLocked: locked,
      previewHost: this.profile.previewHost ?? this.machine.previewHost ?? '',
      tenantId: this.profile.tenantId || this.machine.tenantId || DEFAULT_TENANT_ID,
      workCalendar: this.machine.workCalendar ?? {},
    };
  }

  /** IT's gateway options (client, grant type, API prefix and encoding, field names, plain HTTP). */
  machineOptions(): MachineOptions {
    return machineOptions(this.machine);
  }

  update(change: SettingsUpdate): EffectiveSettings {
    const current = this.get();
    if (current.serverUrlLocked && change.serverUrl.trim() !== current.serverUrl) {
      throw new InvalidArgumentError(M.settingsServerLocked);
    }
    this.profile = {
      ...this.profile,
      serverUrl: current.serverUrlLocked ? this.profile.serverUrl : change.serverUrl.trim(),
      previewHost: change.previewHost.trim(),
    };
    this.persist();
    return this.get();
  }

  /** IT's folders and recorders first (locked), then the officer's. */
  recorder(): { folders: RecorderFolder[]; recorders: RecorderMapping[] } {
    const m = this.machine.recorder ?? {};
    const p = this.profile.recorder ?? {};
    const folders: RecorderFolder[] = (m.folders ?? []).map((path) => ({ path, locked: true }));
    for (const path of p.folders ?? [])
      if (!folders.some((f) => samePath(f.path, path))) folders.push({ path, locked: false });
    const recorders: RecorderMapping[] = Object.entries(m.recorders ?? {}).map(
      ([recorderNumber, policeNumber]) => ({ recorderNumber, policeNumber, locked: true }),
    );
    for (const [recorderNumber, policeNumber] of Object.entries(p.recorders ?? {})) {
      if (!recorders.some((r) => r.recorderNumber === recorderNumber))
        recorders.push({ recorderNumber, policeNumber, locked: false });
    }
    return { folders, recorders };
  }

  /** Replaces the officer's own folders and recorders; IT's stay whatever the change says. */
  updateRecorder(change: RecorderSettingsUpdate): void {
    const machine = this.machine.recorder ?? {};
    const folders: string[] = [];
    for (const raw of change.folders) {
      const path = raw.trim();
      if (!isAbsolute(path)) throw new InvalidArgumentError(M.recorderFolderNotAbsolute(path));
      if (
        (machine.folders ?? []).some((f) => samePath(f, path)) ||
        folders.some((f) => samePath(f, path))
      )
        continue;
      folders.push(path);
    }
    const rows = [
      ...Object.entries(machine.recorders ?? {}).map(([recorderNumber, policeNumber]) => ({
        recorderNumber,
        policeNumber,
        locked: true,
      })),
      ...change.recorders.map((r) => ({ ...r, locked: false })),
    ];
    const first = validateRecorderMap(rows).find((e) => e.recorderNumber || e.policeNumber);
    if (first) throw new InvalidArgumentError(first.recorderNumber ?? first.policeNumber);
    const recorders = Object.fromEntries(
      change.recorders.map((r) => [r.recorderNumber.trim(), r.policeNumber.trim()]),
    );
    this.profile = { ...this.profile, recorder: { folders, recorders } };
    this.persist();
  }

  rememberTenant(tenantId: string): void {
    if (this.profile.tenantId === tenantId) return;
    this.profile = { ...this.profile, tenantId };
    this.persist();
  }

  private persist(): void {
    mkdirSync(dirname(this.profileFile), { recursive: true });
    // Write-then-rename so a crash never leaves half a settings file.
    const tmp = `${this.profileFile}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.profile, null, 2));
    renameSync(tmp, this.profileFile);
  }
}

/** Windows paths compare without case; a trailing separator does not make another folder. */
function samePath(a: string, b: string): boolean {
  const norm = (p: string): string =>
    process.platform === 'win32' ? resolve(p).toLowerCase() : resolve(p);
  return norm(a) === norm(b);
}
