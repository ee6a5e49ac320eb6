import type { Logger } from '../logger';
import { pickFiles, type FilePicker } from './pick';
import type { PickedFiles } from './picked';
import type { AreaHandlers } from '../../../shared/contract';
import type { FILES_CHANNELS } from '../../../shared/files/channels';

export type FilesHandlerDeps = {
  /** The native open dialog (desktop app); absent in browser mode, where the page stages files. */
  picker?: FilePicker;
  picked: PickedFiles;
  logger: Logger;
};

/** The files area's part of the handler map. */
export function filesHandlers(d: FilesHandlerDeps): AreaHandlers<(typeof FILES_CHANNELS)[number]> {
  return {
    'files:pick': async (req) => pickFiles(d.picker, d.picked, req, d.logger),
  };
}
