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
  localNoticeTitle: '本机数据提示',
  localNoticeRead: '知道了',
  reloginHint: (account: string): string => `账号 ${account} 的登录已失效，请输入密码继续办理。`,
  // Captcha (grant type captcha in the machine config)
  loginCaptcha: '验证码',
  loginCaptchaRequired: '请输入验证码',
  loginCaptchaImage: '验证码图片，点击更换',
  loginCaptchaLoading: '正在获取验证码…',
  loginCaptchaFailed: '验证码获取失败，点击重试',
  // The officer's context: a piece the login could not find out
  contextUnavailable: (what: string, why: string): string =>
    `当前账号缺少${what}（${why}），该功能暂不可用，请联系管理员`,
  contextPieceUserId: '用户编号',
  contextPieceRealName: '姓名',
  contextPieceDeptId: '所属部门',
  contextPieceUnitId: '所属单位',
  contextPieceUnitName: '所属单位名称',
  contextPieceRegionCode: '区域单位代码',
  contextPiecePoliceNumber: '警号',
  contextPiecePermissions: '按钮权限',
  contextWhyCallFailed: (what: string): string => `${what}查询失败`,
  contextWhyNoDept: '账号未分配部门',
  contextWhyNoField: (fields: readonly string[]): string =>
    `部门信息中没有 ${fields.join('、')} 字段`,
  contextWhyEmpty: (what: string): string => `${what}中未填写`,
  contextSourceUser: '用户信息',
  contextSourceDept: '部门信息',
  contextSourceButtons: '按钮权限',
} as const;
