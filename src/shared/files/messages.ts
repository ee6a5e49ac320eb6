// The files area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const filesMessages = {
  pickTitleMany: '选择文件',
  pickTitleOne: '选择一个文件',
  pickButton: '选择',
  pickFilter: '支持的文件',
  // Renderer: attachment dialogs, the attachment manager and viewer, the upload centre (issue 4)
  fileStageFailed: (name: string, reason: string): string => `文件【${name}】读取失败：${reason}`,
} as const;
