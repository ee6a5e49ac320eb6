// The stamping area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const stampingMessages = {
  stampTitle: '文书盖章',
  /** The row's project number (xmbh, an internal id): only on hover over the document's name. */
  stampXmbhTitle: (xmbh: string): string => `项目编号 ${xmbh}`,
  stampDocName: '文书名称',
  stampDocUnnamed: '—',
  stampTask: (name: string): string => `所属任务：${name}`,
  stampWh: '文号',
  stampIfSign: '是否盖章',
  stampYes: '是',
  stampNo: '否',
  stampAction: '盖章',
  stampAgain: '重新盖章',
  stampPreview: '预览',
  stampDownload: '下载',
  stampConfirm: '此操作将进行盖章操作, 是否继续?',
  stampEmpty: '暂无需要盖章的文书',
  stampDone: '盖章成功',
  /** Shown above the list when the officer's province has no sealing service of its own. */
  stampNoOwnVariant: (province: string): string =>
    `当前账号所属省份（${province}）未配置专用盖章服务，已使用默认盖章服务；如盖章失败，请联系管理员。`,
  /** The same when the regional code names no province we know (the code is on hover). */
  stampNoOwnVariantUnnamed:
    '当前账号所属省份未配置专用盖章服务，已使用默认盖章服务；如盖章失败，请联系管理员。',
  stampRegionTitle: (code: string): string => `区域代码 ${code}`,
  stampUnknownProvince:
    '当前账号缺少区域单位代码，无法确定所属省份，已使用默认盖章服务；如盖章失败，请联系管理员。',
  helpStamp: '列出需要盖章的文书：加盖电子印章，已盖章的可预览、下载（按所属省份的盖章服务）。',
} as const;
