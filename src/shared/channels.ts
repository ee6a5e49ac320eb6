// Channel and event names alone, with no imports: the sandboxed preload bundles this file and
// nothing else of ours (a sandboxed preload cannot require npm packages such as zod).

export const CHANNELS = [
  'app:bootstrap',
  'auth:login',
  'auth:logout',
  'settings:get',
  'settings:update',
  'dict:get',
  'tasks:list',
  'task:detail',
  'task:opLog',
  'net:check',
  'doc:beforeAdd',
  'doc:form',
  'doc:get',
  'doc:save',
  'doc:send',
  'doc:recall',
  'doc:delete',
  'doc:approvals',
  'doc:previewUrl',
  'doc:download',
  'doc:print',
  'doc:package',
  'stamp:list',
  'stamp:seal',
  'archive:categories',
  'archive:close',
  'task:canSwitch',
  'unit:get',
  'app:openWindow',
] as const;

export const EVENT_NAMES = ['net:changed', 'auth:expired', 'data:changed'] as const;
