import { z } from 'zod';
import { type SETTINGS_CHANNELS } from './channels';
import { none } from '../common/ipc';

export type SettingsView = {
  /** Production server; empty means the embedded reference server. */
  serverUrl: string;
  /** True when IT's machine-wide config fixes the server URL. */
  serverUrlLocked: boolean;
  previewHost: string;
  tenantId: string;
  /** The base URL actually in use (the embedded server's loopback address when serverUrl is empty). */
  effectiveServerUrl: string;
  embedded: boolean;
  /** Working-day calendar years from IT's machine-wide config, on top of the built-in ones. */
  workCalendar?: Record<string, { holidays: string[]; workdays: string[] }>;
  /** How the officer signs in (machine config `auth.grantType`): 'captcha' shows the captcha field. */
  grantType?: 'password' | 'captcha';
  /** IT allows plain `http://` to a non-loopback server (machine config `allowInsecureHttp`). */
  allowInsecureHttp?: boolean;
};

export const settingsUpdate = z.object({
  serverUrl: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
      message: '服务器地址须以 http:// 或 https:// 开头',
    }),
  previewHost: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
      message: '预览地址须以 http:// 或 https:// 开头',
    }),
});

export type SettingsUpdate = z.infer<typeof settingsUpdate>;

export const settingsRequests = {
  'settings:get': none,
  'settings:update': settingsUpdate,
} as const satisfies Record<(typeof SETTINGS_CHANNELS)[number], unknown>;

export type SettingsResponses = {
  'settings:get': SettingsView;
  'settings:update': SettingsView;
};
