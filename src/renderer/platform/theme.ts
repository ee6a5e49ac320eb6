import { webLightTheme, type Theme } from '@fluentui/react-components';

/** Chinese UI fonts first: Segoe UI has no CJK glyphs and the fallback chain varies by machine. */
export const FONT_FAMILY =
  '"Microsoft YaHei UI", "Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Segoe UI", sans-serif';

export const appTheme: Theme = { ...webLightTheme, fontFamilyBase: FONT_FAMILY };
