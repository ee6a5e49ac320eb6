// The stamping area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const stampingMessages = {
  stampTitle: '文书盖章',
  stampXmbh: '项目编号',
  stampWh: '文号',
  stampIfSign: '是否盖章',
  stampYes: '是',
  stampNo: '否',
  stampAction: '盖章',
  stampDownload: '下载',
  stampConfirm: '此操作将进行盖章操作, 是否继续?',
  stampEmpty: '暂无需要盖章的文书',
  stampDone: '盖章成功',
  helpStamp: '列出需要盖章的文书：加盖电子印章，已盖章的可下载。',
} as const;
