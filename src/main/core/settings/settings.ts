import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_TENANT_ID } from '../../../shared/constants';
import type { SettingsUpdate } from '../../../shared/contract';
import { InvalidArgumentError } from '../errors';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import { M } from '../../../shared/messages';

// Two layers: a machine-wide file IT deploys (defaults, optionally a locked server URL) and the
// officer's profile file. The profile wins unless IT locked the server URL.

const urlOrEmpty = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Working-day calendar years IT adds or corrects (State Council notice of that year). */
const workCalendarSchema = z.record(z.string().regex(/^\d{4}$/), z.object({ holidays: z.array(isoDate), workdays: z.array(isoDate) }));

export const machineConfigSchema = z.object({
  workCalendar: workCalendarSchema.optional(),
  serverUrl: urlOrEmpty.optional(),
  lockServerUrl: z.boolean().optional(),
  previewHost: urlOrEmpty.optional(),
  tenantId: z.string().trim().min(1).optional(),
});
export type MachineConfig = z.infer<typeof machineConfigSchema>;

const profileSchema = z.object({
  serverUrl: urlOrEmpty.optional(),
  previewHost: urlOrEmpty.optional(),
  tenantId: z.string().optional(),
});
type ProfileSettings = z.infer<typeof profileSchema>;

export type EffectiveSettings = {
  serverUrl: string;
  serverUrlLocked: boolean;
  previewHost: string;
  tenantId: string;
  workCalendar: Record<string, { holidays: string[]; workdays: string[] }>;
};

/** Where IT deploys the machine-wide file; XFJD_MACHINE_CONFIG overrides it (tests, odd installs). */
export function defaultMachineConfigPath(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.XFJD_MACHINE_CONFIG) return env.XFJD_MACHINE_CONFIG;
  if (platform === 'win32') return join(env.ProgramData ?? 'C:\\ProgramData', 'XfjdClient', 'config.json');
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
      serverUrl: (locked ? this.machine.serverUrl : (this.profile.serverUrl ?? this.machine.serverUrl)) ?? '',
      serverUrlLocked: locked,
      previewHost: this.profile.previewHost ?? this.machine.previewHost ?? '',
      tenantId: this.profile.tenantId || this.machine.tenantId || DEFAULT_TENANT_ID,
      workCalendar: this.machine.workCalendar ?? {},
    };
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
