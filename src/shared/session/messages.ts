// The session area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const sessionMessages = {
  // Login
  loginTitle: '用户登录',
  loginTenant: '租户编号',
  loginAccount: '账号',
  loginPassword: '密码',
  loginSubmit: '登录',
  loginSubmitting: '正在登录…',
  loginAccountRequired: '请输入账号',
  loginPasswordRequired: '请输入密码',
  loginTenantRequired: '请输入租户编号',
  loginWrongPassword: '账号或密码错误，请重新输入',
  loginUnreachable: (url: string): string => `无法连接服务器（${url}），请检查网络或服务器地址设置`,
  loginExpired: '登录已过期，请重新登录',
  loginAgain: '重新登录',
  logout: '退出登录',
  serverEmbedded: '内置演示服务器',
  serverLabel: '服务器',
  // Renderer: login
  loginSubtitle: '消防救援机构监督执法业务办理',
  loginServerInUse: (server: string): string => `服务器：${server}`,
  loginServerSettings: '服务器设置',
  loginNotice: '仅限授权执法人员使用',
  reloginHint: (account: string): string => `账号 ${account} 的登录已失效，请输入密码继续办理。`,
} as const;
