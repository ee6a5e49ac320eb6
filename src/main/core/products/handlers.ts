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
  };
}
