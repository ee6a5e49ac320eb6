import { M } from '../../../shared/messages';
import type { TaskButtonHandler } from '../../platform/buttons';
import type { SERVICE_TASK_BUTTONS } from '../../../shared/service/buttons';
import { ServiceDialog } from './ServiceDialog';

type ServiceType = (typeof SERVICE_TASK_BUTTONS)[number]['type'];

// 文书送达 reads the records through the cache (the list opens offline with the last answer); every
// write in it (电子送达, 确认发送, 送达证明, 确认送达) is a NetButton disabled offline with the reason.
export const serviceTaskButtons = {
  service: {
    help: M.helpDocService,
    offline: 'cached',
    run: (ctx) => ctx.show(<ServiceDialog ctx={ctx} />),
  },
} satisfies Record<ServiceType, TaskButtonHandler>;
