// The shell area's channel and event names, with no imports: the sandboxed preload bundles these.

export const SHELL_CHANNELS = [
  'shell:bootstrap',
  'shell:openWindow',
  'shell:ping',
  'shell:openDownload',
  'shell:revealDownload',
] as const;
export const SHELL_EVENTS = ['shell:dataChanged'] as const;
