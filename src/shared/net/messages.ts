// The net area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const netMessages = {
  // Frame
  online: '在线',
  offline: '离线',
  offlineBanner: (time: string): string => `离线，数据更新于 ${time}`,
  backOnline: '网络已恢复',
  networkStatus: '网络状态',
} as const;
