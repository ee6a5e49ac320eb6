import type { Write } from '../writes';
import type { ServiceService } from './service-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { SERVICE_CHANNELS } from '../../../shared/service/channels';

/** The service area's part of the handler map; every write refreshes the other windows. */
export function serviceHandlers(
  service: ServiceService,
  write: Write,
): AreaHandlers<(typeof SERVICE_CHANNELS)[number]> {
  return {
    'service:records': async (req) => service.records(req),
    'service:preview': async (req) => service.preview(req),
    'service:addElectronic': write('service:addElectronic', async (req) =>
      service.addElectronic(req),
    ),
    'service:send': write('service:send', async (req) => service.send(req)),
    'service:saveProof': write('service:saveProof', async (req) => service.saveProof(req)),
    'service:confirm': write('service:confirm', async (req) => service.confirm(req)),
  };
}
