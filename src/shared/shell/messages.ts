// The shell area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const shellMessages = {
  navMyTasks: '我的任务',
  navSettings: '设置',
  officer: '执法人员',
  unit: '所属单位',
  // Renderer: frame, navigation, shared controls
  bridgeDisconnected: '与客户端后台的连接已断开',
  bootstrapFailed: '客户端后台启动失败，无法加载',
  mainNav: '主导航',
  openTabs: '已打开的页面',
  closeTab: (title: string): string => `关闭标签 ${title}`,
  pageNotFound: '页面不存在',
  backToTasks: '返回我的任务',
  breadcrumb: '当前位置',
} as const;
