import type { Write } from '../writes';
import type { ProductService } from './product-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { PRODUCTS_CHANNELS } from '../../../shared/products/channels';

/** The products area's part of the handler map; every write refreshes the other windows. */
export function productsHandlers(
  products: ProductService,
  write: Write,
): AreaHandlers<(typeof PRODUCTS_CHANNELS)[number]> {
  return {
    'products:notices': async (req) => products.notices(req),
    'products:link': write('products:link', async (req) => products.link(req)),
    'products:unlink': write('products:unlink', async (req) => products.unlink(req)),
    'products:list': async (req) => products.list(req),
    'products:dispatch': write('products:dispatch', async (req) => products.dispatch(req)),
    'products:testResult': write('products:testResult', async (req) => products.testResult(req)),
    'products:retestFee': write('products:retestFee', async (req) => products.retestFee(req)),
    // The two checks write nothing: they answer before the dialog goes on.
    'products:judge': async (req) => products.judge(req),
    'products:reportCheck': async (req) => products.reportCheck(req),
  };
}
