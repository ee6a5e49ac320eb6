// The files area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const filesMessages = {
  pickTitleMany: '选择文件',
  pickTitleOne: '选择一个文件',
  pickButton: '选择',
  pickFilter: '支持的文件',
  // Renderer: attachment dialogs, the attachment manager and viewer, the upload centre (issue 4)
  fileStageFailed: (name: string, reason: string): string => `文件【${name}】读取失败：${reason}`,
  // Drag and drop onto the upload dialogs and file fields (issue 14)
  dropHere: '松开鼠标即可添加文件',
  dropHint: '也可将文件拖到此处',
  dropPlaceholder: '点击选择文件，或将文件拖到此处',
  dropFolderRefused: (name: string): string =>
    `【${name}】是文件夹，不能直接添加，请打开文件夹后拖入其中的文件`,
  dropNotFiles: '只能拖入文件：拖入的内容不是文件',
  dropOnlyOne: '只能添加一个文件，请只拖入一个文件',
  dropNotOnDisk: (name: string): string =>
    `文件【${name}】不在本机磁盘上，无法添加，请先保存到本机再拖入`,
  dropMissing: (name: string): string => `文件【${name}】不存在或已被移动，请重新拖入`,
  dropNotRegular: (name: string): string => `【${name}】不是普通文件，不能添加`,
  // The same words as main/ipc/register.ts answers an untrusted frame on the page's channels.
  dropUntrustedSender: '调用来源不受信任',
  dropUnavailable: '当前无法接收拖入的文件，请点击选择文件',
  // Chosen files shown at once while browser mode copies them (issue 29)
  filesPreparing: '正在准备…',
  filesPreparingList: (list: string): string => `正在准备…${list}`,
} as const;
