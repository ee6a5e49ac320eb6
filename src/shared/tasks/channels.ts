// The tasks area's channel and event names, with no imports: the sandboxed preload bundles these.

export const TASKS_CHANNELS = ['tasks:list', 'tasks:export'] as const;
export const TASKS_EVENTS = [] as const;
