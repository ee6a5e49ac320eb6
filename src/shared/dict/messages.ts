// The dict area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const dictMessages = {
  /** A status code neither the dictionary nor the spec's known labels name: never the raw code. */
  dictUnknownStatus: '状态未知',
  /** A task type code neither the dictionary nor the known labels name. */
  dictUnknownTaskType: '其他任务',
  /** Any other dictionary's unknown code. */
  dictUnknown: '未知',
} as const;
