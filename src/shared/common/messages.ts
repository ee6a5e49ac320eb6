// The common area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

import type { QuickRangeKey } from './dates';

const QUICK_RANGE_LABELS: Record<QuickRangeKey, string> = {
  today: '今天',
  week: '最近一周',
  month: '最近一个月',
  threeMonths: '最近三个月',
  year: '最近一年',
  twoYears: '最近两年',
};

export const commonMessages = {
  appName: '消防监督执法客户端',
  loading: '正在加载…',
  retry: '重试',
  back: '返回',
  /** The tab title of a page about one task: what it is, then the task once known. */
  pageOfTask: (page: string, task: string | null | undefined): string =>
    task ? `${page} · ${task}` : page,
  close: '关闭',
  cancel: '取消',
  confirm: '确定',
  search: '查询',
  reset: '重置',
  all: '全部',
  emptyData: '暂无数据',
  // Errors shown for each failure kind
  errOffline: '网络不可用，无法连接服务器',
  errNeedsNetwork: '该数据尚未在本机缓存，需联网后打开',
  errTaskNeedsNetwork: '该任务尚未在本机查看过，需要联网后才能打开',
  errBadResponse: '服务器返回的数据格式不正确',
  errServer: (status: number): string => `服务器错误（HTTP ${status}）`,
  errInternal: '客户端内部错误',
  errInvalidArgs: '请求参数不正确',
  errTimeout: '服务器响应超时',
  // What the BladeX client shows for framework answers (docs/api-client-answers.md)
  errForbidden: '无权限执行该操作',
  errHtmlAnswer: '服务器返回了网页而不是数据，请检查服务器地址和接口前缀设置',
  errEmptyAnswer: '服务器没有返回数据',
  errBadRequest: (status: number): string =>
    `服务器拒绝了该请求（HTTP ${status}），请求参数可能不正确`,
  errCredentialsRefused: (status: number): string =>
    `服务器拒绝了登录凭据（HTTP ${status}），请重新登录`,
  errNoEndpoint: (status: number): string =>
    `服务器上没有该接口（HTTP ${status}），请检查服务器地址和接口前缀设置`,
  errMethodNotAllowed: (status: number): string =>
    `服务器不支持该请求方式（HTTP ${status}），请联系管理员检查接口设置`,
  errMediaType: (status: number): string =>
    `服务器不支持该请求格式（HTTP ${status}），请联系管理员检查接口编码设置`,
  errUnavailable: (status: number): string => `服务器暂时不可用（HTTP ${status}），请稍后重试`,
  errRedirect: (status: number): string =>
    `服务器将请求转到了其他地址（HTTP ${status}），请检查服务器地址设置`,
  errLoginRedirect: (status: number): string =>
    `服务器将请求转到了登录页面（HTTP ${status}），请检查服务器地址设置或联系管理员`,
  taskTotal: (n: number): string => `共 ${n} 条`,
  pageSize: '每页条数',
  pagePrev: '上一页',
  pageNext: '下一页',
  pageOf: (page: number, pages: number): string => `第 ${page} / ${pages} 页`,
  // The pager's page numbers and jump-to-page (跳至 N 页)
  pageNumber: (page: number): string => `第 ${page} 页`,
  pageJump: '跳至',
  pageJumpUnit: '页',
  pageJumpLabel: '跳至页码',
  pageMore: '…',
  pagerLabel: '分页',
  // Sortable column headers (aria)
  sortedAscending: '升序',
  sortedDescending: '降序',
  pageSizeOption: (n: number): string => `${n} 条/页`,
  // Renderer: project detail actions (issue 3)
  offlineAction: '离线状态下不可操作，请联网后重试',
  confirmTitle: '提示',
  savedTo: (path: string): string => `已下载到 ${path}`,
  // Main: project detail actions (spec 02 §5, §8; fallbacks when the server sends no msg)
  actionDone: '操作成功',
  durationSeconds: (s: number): string => `${s} 秒`,
  titled: (title: string, name: string): string => `${title}：${name}`,
  durationMinutes: (m: number, s: number): string => `${m} 分 ${s} 秒`,
  durationHours: (h: number, m: number): string => `${h} 小时 ${m} 分`,
  // Faults (issue 12, docs/faults.md): disk full, a damaged local database, start-up failures
  errDiskFull: '磁盘空间不足，操作未完成，已撤销未保存的更改；请清理磁盘后重试',
  diskFullDownload: '磁盘空间不足，下载未完成，已删除未完成的文件',
  diskFullStage: '磁盘空间不足，未能暂存到本机，已删除未完成的副本；请清理磁盘后重新选择',
  diskFullEnqueue: '磁盘空间不足，文件未加入上传队列，上传队列未改动；请清理磁盘后重试',
  diskFullImport:
    '磁盘空间不足，导入未完成，已删除未完成的副本；记录仪上的原文件未改动，请清理磁盘后重新导入',
  dbOpenFailed: (file: string): string => `无法打开本机数据库（${file}），请检查磁盘空间和文件权限`,
  dbRebuiltNotice: (savedAs: string): string =>
    `本机数据库文件已损坏，已自动重建。损坏的文件已保留为：${savedAs}。本机缓存的数据将在联网后从服务器重新获取。`,
  dbRebuiltUploadsFound: (n: number): string =>
    `已根据本机保存的文件找回 ${n} 个待上传文件，已重新加入上传队列（从头核对后继续上传）。`,
  dbRebuiltUploadsLost: (n: number, names: string): string =>
    `${n} 个待上传文件的原文件已不在或已改动，无法找回：${names}，请重新选择上传。`,
  dbRebuiltHistoryKept:
    '记录仪导入记录和保管日志无法从损坏的文件中读出，已随该文件保留，请联系管理员处理。',
  startupFailed: '客户端启动失败',
  startupFailedDetail: (reason: string): string => `客户端启动失败：${reason}`,
  startupSeeLog: (where: string): string => `详细信息请查看日志：${where}`,
  // Quick ranges beside date-range filters (issue 14); the video list's wording (spec 01 §2)
  quickRanges: '快捷时间范围',
  openCalendar: '打开日历',
  quickRangeLabel: (key: QuickRangeKey): string => QUICK_RANGE_LABELS[key],
} as const;
