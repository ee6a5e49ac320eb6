// The shell area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const shellMessages = {
  navMyTasks: '我的任务',
  navSettings: '设置',
  officer: '执法人员',
  unit: '所属单位',
  // Renderer: frame, navigation, shared controls
  bridgeDisconnected: '与客户端后台的连接已断开',
  bootstrapFailed: '客户端后台启动失败，无法加载',
  // Browser mode opened by its bare address (no ?token=): the bridge refuses it (issue 29).
  bridgeTokenMissingTitle: '请使用启动时给出的完整地址打开',
  bridgeTokenMissing:
    '浏览器模式的地址带有一次性访问令牌（?token=…），不带令牌的地址无法连接客户端后台。请打开启动终端中“Browser mode ready:”后面的完整地址；若已关闭终端，请重新运行 npm start。',
  mainNav: '主导航',
  openTabs: '已打开的页面',
  closeTab: (title: string): string => `关闭标签 ${title}`,
  // The tab strip's right-click menu (issue 14)
  tabMenu: (title: string): string => `标签 ${title} 的操作`,
  tabCloseOthers: '关闭其他',
  tabCloseRight: '关闭右侧',
  tabReload: '刷新',
  // The connection badge when the client's own back end (main process, or browser mode's bridge)
  // no longer answers: the server's state is then unknown.
  backendLost: '后台已断开',
  backendLostHint: '与客户端后台的连接已断开，正在重新连接；恢复前无法办理业务',
  backendBack: '已重新连接客户端后台',
  // Never lose typed work (issue 14): asked before a tab, the session or the server is left with
  // unsaved input (renderer/platform/UnsavedProvider.tsx).
  unsavedTitle: '尚未保存的修改',
  unsavedLead: '以下内容尚未保存，离开后所做的修改将丢失：',
  unsavedDiscard: '放弃修改',
  unsavedKeepEditing: '继续编辑',
  /** A form without a title in the list of what would be lost. */
  unsavedForm: '正在填写的表单',
  /** The desktop window's own question when it is closed with unsaved input (main-window.ts). */
  unsavedWindowClose:
    '有尚未保存的修改，关闭窗口后这些修改将丢失。文书的草稿已保存在本机，下次打开该文书时可恢复。',
  pageNotFound: '页面不存在',
  backToTasks: '返回我的任务',
  breadcrumb: '当前位置',
  // Main: the desktop start-up failure window (src/main/windows/startup-failure.ts); its title
  // and log line are common's startupFailed and startupSeeLog, shared with browser mode.
  startupFailedMessage: '消防监督执法客户端未能启动。',
  startupFailedUnknown: '客户端内部错误，详细信息已写入日志。',
  startupRendererMissing: '界面文件缺失或无法加载，客户端安装可能已损坏，请重新安装。',
  startupFailedAdvice: '请重新启动客户端；仍无法启动时，请将日志文件发给信息技术人员。',
  startupFailedQuit: '退出',
  startupFailedOpenLog: '打开日志所在文件夹',
  // Main: opening a file the client saved (a finished download's 打开 and 在文件夹中显示).
  downloadUnknown: '找不到该下载记录，请重新下载',
  downloadGone: '文件已被移动或删除',
  downloadNotOpened: '为安全起见，客户端不直接打开程序或脚本文件，请在文件夹中查看',
  downloadOpenFailed: '无法打开该文件（可能没有能打开它的程序），请在文件夹中查看',
  downloadNoShell: '浏览器模式下无法打开文件，请到下载目录中查看',
} as const;
