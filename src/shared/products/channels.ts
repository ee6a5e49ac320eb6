// The products area's channel and event names, with no imports: the sandboxed preload bundles these.

export const PRODUCTS_CHANNELS = [
  'products:notices',
  'products:link',
  'products:unlink',
  'products:list',
  'products:dispatch',
  'products:testResult',
  'products:retestFee',
  'products:judge',
  'products:reportCheck',
] as const;
export const PRODUCTS_EVENTS = [] as const;
