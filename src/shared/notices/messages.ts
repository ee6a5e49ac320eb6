// The notification centre and the desktop's native notifications for long jobs.
export const noticesMessages = {
  noticesTitle: '通知中心',
  noticesShort: '通知',
  noticesButton: (unread: number): string =>
    unread > 0 ? `通知中心（${unread} 条未读）` : '通知中心',
  noticesEmpty: '暂无通知。操作结果、上传和导入完成的消息会保留在这里，直到退出客户端。',
  noticesClear: '清空',
  noticesClose: '关闭',
  noticesRepeated: (n: number): string => `（${n} 次）`,
  noticesIntent: { success: '成功', info: '提示', warning: '警告', error: '错误' } as const,
  nativeUploadsTitle: '上传完成',
  nativeImportTitle: '记录仪导入完成',
  nativePackageTitle: '下载完成',
  nativePackageBody: (name: string): string => `${name} 已保存到下载目录`,
  // A finished download's actions, on its toast and its notification centre entry (desktop app).
  savedFileOpen: '打开',
  savedFileReveal: '在文件夹中显示',
  savedFileActions: '下载的文件',
} as const;
