// The products area's channel and event names, with no imports: the sandboxed preload bundles these.

export const PRODUCTS_CHANNELS = ['products:notices', 'products:link', 'products:unlink'] as const;
export const PRODUCTS_EVENTS = [] as const;
