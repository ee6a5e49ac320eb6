import type { z } from 'zod';
import { CHANNELS, EVENT_NAMES } from './channels';
import { shellRequests, type ShellResponses, type ShellEvents } from './shell/contract';
import { sessionRequests, type SessionResponses, type SessionEvents } from './session/contract';
import { settingsRequests, type SettingsResponses } from './settings/contract';
import { netRequests, type NetResponses, type NetEvents } from './net/contract';
import { dictRequests, type DictResponses } from './dict/contract';
import { tasksRequests, type TasksResponses } from './tasks/contract';
import { detailRequests, type DetailResponses } from './detail/contract';
import { documentsRequests, type DocumentsResponses } from './documents/contract';
import { stampingRequests, type StampingResponses } from './stamping/contract';
import { archiveRequests, type ArchiveResponses } from './archive/contract';
import { unitsRequests, type UnitsResponses } from './units/contract';
import { filesRequests, type FilesResponses } from './files/contract';
import { uploadsRequests, type UploadsResponses, type UploadsEvents } from './uploads/contract';
import { attachmentsRequests, type AttachmentsResponses } from './attachments/contract';
import { videosRequests, type VideosResponses } from './videos/contract';
import { recorderRequests, type RecorderResponses, type RecorderEvents } from './recorder/contract';
import { genericRequests, type GenericResponses } from './generic/contract';
import { actionsRequests, type ActionsResponses } from './actions/contract';
import { draftsRequests, type DraftsResponses } from './drafts/contract';
import { penaltyRequests, type PenaltyResponses } from './penalty/contract';
import { productsRequests, type ProductsResponses } from './products/contract';
import { inspectionRequests, type InspectionResponses } from './inspection/contract';
import { serviceRequests, type ServiceResponses } from './service/contract';
import { creditRequests, type CreditResponses } from './credit/contract';
import { historyRequests, type HistoryResponses } from './history/contract';
import { fireRequests, type FireResponses } from './fire/contract';

export { CHANNELS, EVENT_NAMES };

// The one typed contract between renderer and main, merged from the areas (src/shared/<area>/
// contract.ts). Each channel `area:action` maps a request to a response; `requestSchemas` checks
// every argument in main before a handler sees it.

export const requestSchemas = {
  ...shellRequests,
  ...sessionRequests,
  ...settingsRequests,
  ...netRequests,
  ...dictRequests,
  ...tasksRequests,
  ...detailRequests,
  ...documentsRequests,
  ...stampingRequests,
  ...archiveRequests,
  ...unitsRequests,
  ...filesRequests,
  ...uploadsRequests,
  ...attachmentsRequests,
  ...videosRequests,
  ...recorderRequests,
  ...genericRequests,
  ...actionsRequests,
  ...draftsRequests,
  ...penaltyRequests,
  ...productsRequests,
  ...inspectionRequests,
  ...serviceRequests,
  ...creditRequests,
  ...historyRequests,
  ...fireRequests,
} as const;

export type Channel = keyof typeof requestSchemas;

// The preload's zod-free name list and the schemas must name the same channels, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const channelsMatch: Same<Channel, (typeof CHANNELS)[number]> = true;
void channelsMatch;

export type Responses = ShellResponses &
  SessionResponses &
  SettingsResponses &
  NetResponses &
  DictResponses &
  TasksResponses &
  DetailResponses &
  DocumentsResponses &
  StampingResponses &
  ArchiveResponses &
  UnitsResponses &
  FilesResponses &
  UploadsResponses &
  AttachmentsResponses &
  VideosResponses &
  RecorderResponses &
  GenericResponses &
  ActionsResponses &
  DraftsResponses &
  PenaltyResponses &
  ProductsResponses &
  InspectionResponses &
  ServiceResponses &
  CreditResponses &
  HistoryResponses &
  FireResponses;
const responsesMatch: Same<Channel, keyof Responses> = true;
void responsesMatch;

export type Request<C extends Channel> = z.input<(typeof requestSchemas)[C]>;
export type ParsedRequest<C extends Channel> = z.output<(typeof requestSchemas)[C]>;
export type Response<C extends Channel> = Responses[C];

/** Main-side implementation of the contract, shared by Electron IPC and the browser-mode bridge. */
export type Handlers = { [C in Channel]: (req: ParsedRequest<C>) => Promise<Response<C>> };
/** One area's part of the handler map (src/main/core/<area>/handlers.ts). */
export type AreaHandlers<C extends Channel> = Pick<Handlers, C>;

/** Events pushed from main to the renderer. */
export type Events = ShellEvents & SessionEvents & NetEvents & UploadsEvents & RecorderEvents;
export type EventName = keyof Events;
const eventsMatch: Same<EventName, (typeof EVENT_NAMES)[number]> = true;
void eventsMatch;

/** Errors cross the bridge as plain data; `kind` tells the renderer how to react. */
export type ErrorKind = 'server' | 'offline' | 'expired' | 'needs-network' | 'invalid' | 'internal';
export type ErrorPayload = { kind: ErrorKind; message: string };
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: ErrorPayload };

/** What preload exposes as `window.api` (and the browser-mode bridge mimics). */
export type Api = {
  invoke<C extends Channel>(channel: C, req: Request<C>): Promise<IpcResult<Response<C>>>;
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void;
};
