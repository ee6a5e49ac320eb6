// The settings area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const settingsMessages = {
  // Settings
  settingsTitle: '设置',
  settingsServerUrl: '生产服务器地址',
  settingsServerUrlHint: '留空则使用内置演示服务器',
  settingsServerLocked: '服务器地址由单位信息中心统一配置，不能修改',
  settingsPreviewHost: '文件预览服务地址',
  settingsSave: '保存设置',
  settingsSaved: '设置已保存',
  // Renderer: settings
  settingsEffectiveServer: '当前使用的服务器',
  settingsEmbeddedInUse: '正在使用内置演示服务器',
  settingsProductionInUse: '正在使用生产服务器',
  settingsSaving: '正在保存…',
  settingsSignedOut: '服务器地址已更改，请重新登录',
  settingsVersion: (v: string): string => `客户端版本 ${v}`,
  settingsInsecureHttp:
    '使用 http:// 明文连接会泄露密码和登录凭据，本机不允许连接明文地址。请使用 https:// 或由管理员在本机配置中允许',
} as const;
