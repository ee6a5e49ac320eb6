// Every user-visible text (zh-CN), merged from the areas' catalogues (src/shared/<area>/messages.ts).
// Messages the spec gives in Chinese are kept exactly as written. A key lives in one area only:
// messages.test.ts fails when two areas define the same key.

import { commonMessages } from './common/messages';
import { shellMessages } from './shell/messages';
import { sessionMessages } from './session/messages';
import { settingsMessages } from './settings/messages';
import { netMessages } from './net/messages';
import { tasksMessages } from './tasks/messages';
import { detailMessages } from './detail/messages';
import { documentsMessages } from './documents/messages';
import { stampingMessages } from './stamping/messages';
import { archiveMessages } from './archive/messages';
import { unitsMessages } from './units/messages';
import { filesMessages } from './files/messages';
import { uploadsMessages } from './uploads/messages';
import { attachmentsMessages } from './attachments/messages';
import { videosMessages } from './videos/messages';
import { recorderMessages } from './recorder/messages';
import { creditMessages } from './credit/messages';
import { historyMessages } from './history/messages';
import { fireMessages } from './fire/messages';
import { formsMessages } from './forms/messages';
import { actionsMessages } from './actions/messages';
import { penaltyMessages } from './penalty/messages';
import { productsMessages } from './products/messages';
import { inspectionMessages } from './inspection/messages';
import { serviceMessages } from './service/messages';
import { noticesMessages } from './notices/messages';
import { draftsMessages } from './drafts/messages';
import { dictMessages } from './dict/messages';

/** Each area's catalogue, for the uniqueness check. */
export const AREA_MESSAGES = {
  common: commonMessages,
  shell: shellMessages,
  session: sessionMessages,
  settings: settingsMessages,
  net: netMessages,
  tasks: tasksMessages,
  detail: detailMessages,
  documents: documentsMessages,
  stamping: stampingMessages,
  archive: archiveMessages,
  units: unitsMessages,
  files: filesMessages,
  uploads: uploadsMessages,
  attachments: attachmentsMessages,
  videos: videosMessages,
  recorder: recorderMessages,
  credit: creditMessages,
  history: historyMessages,
  fire: fireMessages,
  forms: formsMessages,
  actions: actionsMessages,
  notices: noticesMessages,
  drafts: draftsMessages,
  penalty: penaltyMessages,
  products: productsMessages,
  inspection: inspectionMessages,
  service: serviceMessages,
  dict: dictMessages,
} as const;

export const M = {
  ...commonMessages,
  ...shellMessages,
  ...sessionMessages,
  ...settingsMessages,
  ...netMessages,
  ...tasksMessages,
  ...detailMessages,
  ...documentsMessages,
  ...stampingMessages,
  ...archiveMessages,
  ...unitsMessages,
  ...filesMessages,
  ...uploadsMessages,
  ...attachmentsMessages,
  ...videosMessages,
  ...recorderMessages,
  ...creditMessages,
  ...historyMessages,
  ...fireMessages,
  ...formsMessages,
  ...actionsMessages,
  ...noticesMessages,
  ...draftsMessages,
  ...penaltyMessages,
  ...productsMessages,
  ...inspectionMessages,
  ...serviceMessages,
  ...dictMessages,
} as const;

export type MessageKey = keyof typeof M;
