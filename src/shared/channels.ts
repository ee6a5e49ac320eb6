// Channel and event names alone: the sandboxed preload bundles this file and the areas' channels
// files, which import nothing (a sandboxed preload cannot require npm packages such as zod).

import { SHELL_CHANNELS, SHELL_EVENTS } from './shell/channels';
import { SESSION_CHANNELS, SESSION_EVENTS } from './session/channels';
import { SETTINGS_CHANNELS, SETTINGS_EVENTS } from './settings/channels';
import { NET_CHANNELS, NET_EVENTS } from './net/channels';
import { DICT_CHANNELS, DICT_EVENTS } from './dict/channels';
import { TASKS_CHANNELS, TASKS_EVENTS } from './tasks/channels';
import { DETAIL_CHANNELS, DETAIL_EVENTS } from './detail/channels';
import { DOCUMENTS_CHANNELS, DOCUMENTS_EVENTS } from './documents/channels';
import { STAMPING_CHANNELS, STAMPING_EVENTS } from './stamping/channels';
import { ARCHIVE_CHANNELS, ARCHIVE_EVENTS } from './archive/channels';
import { UNITS_CHANNELS, UNITS_EVENTS } from './units/channels';
import { FILES_CHANNELS, FILES_EVENTS } from './files/channels';
import { UPLOADS_CHANNELS, UPLOADS_EVENTS } from './uploads/channels';
import { ATTACHMENTS_CHANNELS, ATTACHMENTS_EVENTS } from './attachments/channels';
import { VIDEOS_CHANNELS, VIDEOS_EVENTS } from './videos/channels';
import { RECORDER_CHANNELS, RECORDER_EVENTS } from './recorder/channels';
import { GENERIC_CHANNELS, GENERIC_EVENTS } from './generic/channels';
import { ACTIONS_CHANNELS, ACTIONS_EVENTS } from './actions/channels';
import { DRAFTS_CHANNELS, DRAFTS_EVENTS } from './drafts/channels';
import { PENALTY_CHANNELS, PENALTY_EVENTS } from './penalty/channels';
import { PRODUCTS_CHANNELS, PRODUCTS_EVENTS } from './products/channels';
import { INSPECTION_CHANNELS, INSPECTION_EVENTS } from './inspection/channels';
import { SERVICE_CHANNELS, SERVICE_EVENTS } from './service/channels';
import { CREDIT_CHANNELS, CREDIT_EVENTS } from './credit/channels';
import { HISTORY_CHANNELS, HISTORY_EVENTS } from './history/channels';
import { FIRE_CHANNELS, FIRE_EVENTS } from './fire/channels';

export const CHANNELS = [
  ...SHELL_CHANNELS,
  ...SESSION_CHANNELS,
  ...SETTINGS_CHANNELS,
  ...NET_CHANNELS,
  ...DICT_CHANNELS,
  ...TASKS_CHANNELS,
  ...DETAIL_CHANNELS,
  ...DOCUMENTS_CHANNELS,
  ...STAMPING_CHANNELS,
  ...ARCHIVE_CHANNELS,
  ...UNITS_CHANNELS,
  ...FILES_CHANNELS,
  ...UPLOADS_CHANNELS,
  ...ATTACHMENTS_CHANNELS,
  ...VIDEOS_CHANNELS,
  ...RECORDER_CHANNELS,
  ...GENERIC_CHANNELS,
  ...ACTIONS_CHANNELS,
  ...DRAFTS_CHANNELS,
  ...PENALTY_CHANNELS,
  ...PRODUCTS_CHANNELS,
  ...INSPECTION_CHANNELS,
  ...SERVICE_CHANNELS,
  ...CREDIT_CHANNELS,
  ...HISTORY_CHANNELS,
  ...FIRE_CHANNELS,
] as const;

export const EVENT_NAMES = [
  ...SHELL_EVENTS,
  ...SESSION_EVENTS,
  ...SETTINGS_EVENTS,
  ...NET_EVENTS,
  ...DICT_EVENTS,
  ...TASKS_EVENTS,
  ...DETAIL_EVENTS,
  ...DOCUMENTS_EVENTS,
  ...STAMPING_EVENTS,
  ...ARCHIVE_EVENTS,
  ...UNITS_EVENTS,
  ...FILES_EVENTS,
  ...UPLOADS_EVENTS,
  ...ATTACHMENTS_EVENTS,
  ...VIDEOS_EVENTS,
  ...RECORDER_EVENTS,
  ...GENERIC_EVENTS,
  ...ACTIONS_EVENTS,
  ...DRAFTS_EVENTS,
  ...PENALTY_EVENTS,
  ...PRODUCTS_EVENTS,
  ...INSPECTION_EVENTS,
  ...SERVICE_EVENTS,
  ...CREDIT_EVENTS,
  ...HISTORY_EVENTS,
  ...FIRE_EVENTS,
] as const;
