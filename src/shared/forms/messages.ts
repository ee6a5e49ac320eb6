// The forms machinery's user-visible texts (zh-CN): field rules, the small form dialog, the Chinese
// date picker and the searchable table picker. src/shared/messages.ts merges every area's.

export const formsMessages = {
  // Rules (run in renderer, main and server). The texts match the server's document checks.
  formsRequired: (label: string): string => `${label}不能为空`,
  formsNotNumber: (label: string): string => `${label}必须是数字`,
  formsBadFormat: (label: string): string => `${label}格式不正确`,
  formsBadOption: (label: string): string => `${label}的选项不正确`,
  formsRange: (label: string, min: number, max: number): string => `${label}应在${min}至${max}之间`,
  formsTooLong: (label: string, max: number): string => `${label}不能超过${max}个字符`,
  formsNotBefore: (label: string, other: string): string => `${label}不能早于${other}`,
  formsNotAfter: (label: string, other: string): string => `${label}不能晚于${other}`,
  // The field kinds (./formats.ts): one message per kind, whichever form the field is in.
  formsIdFormat: (label: string): string => `${label}应为18位居民身份证号码`,
  formsIdBirthDate: (label: string): string => `${label}第7至14位出生日期不正确，请核对`,
  /** Which digit of a resident ID is wrong (GB 11643-1999) and what it should be. */
  formsIdCheckDigit: (label: string, expected: string, actual: string): string =>
    `${label}第18位校验码应为“${expected}”，现为“${actual}”，请核对前17位数字`,
  formsCreditCodeFormat: (label: string): string =>
    `${label}应为18位数字或大写字母（不含I、O、Z、S、V）`,
  formsCreditCodeCheck: (label: string): string => `${label}校验位不正确，请核对`,
  formsPhoneFormat: (label: string): string =>
    `${label}格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）`,
  formsMoneyNegative: (label: string): string => `${label}不能为负数`,
  formsMoneyDecimals: (label: string): string => `${label}最多保留两位小数（精确到分）`,
  /** A picker's key that is no row the picker offers (the server checks it against the table). */
  formsNotChoosable: (label: string): string => `${label}中有不可选择的项，请重新选择`,
  // The small form dialog and the field renderer
  formsSelectPlaceholder: '请选择',
  formsSubmitting: '正在提交…',
  formsDiscardConfirm: '填写的内容尚未保存，确定关闭吗？',
  formsChooseFiles: '选择文件',
  formsRemoveFile: (name: string): string => `移除 ${name}`,
  formsNoFiles: '未选择文件',
  // The Chinese date and time picker (zh-CN whatever the machine's locale)
  formsDatePlaceholder: '请选择日期',
  formsTimePlaceholder: '时:分',
  formsTimeLabel: (label: string): string => `${label}（时间）`,
  formsDateInvalid: '请输入正确的日期，格式为 YYYY-MM-DD',
  formsTimeInvalid: '请输入正确的时间，格式为 HH:mm（24小时制）',
  formsDateTooEarly: (min: string): string => `日期不能早于${min}`,
  formsDateTooLate: (max: string): string => `日期不能晚于${max}`,
  /** Month 1–12. */
  formsMonthName: (month: number): string => `${month}月`,
  /** Weekday 0 (Sunday) … 6: 日 一 … 六. */
  formsWeekdayShort: (day: number): string => '日一二三四五六'.charAt(day),
  formsWeekdayLong: (day: number): string => `星期${'日一二三四五六'.charAt(day)}`,
  formsYear: (year: number): string => `${year}年`,
  formsMonthYear: (year: number, month: number): string => `${year}年${month}月`,
  formsFullDate: (year: number, month: number, day: number): string =>
    `${year}年${month}月${day}日`,
  formsGoToToday: '今天',
  formsPrevMonth: '上个月',
  formsNextMonth: '下个月',
  formsPrevYear: '上一年',
  formsNextYear: '下一年',
  formsPrevYearRange: '上一个年份区间',
  formsNextYearRange: '下一个年份区间',
  formsCloseCalendar: '关闭日历',
  formsOpenCalendar: '打开日历',
  // Format strings of the calendar's screen-reader labels: '{0}' is the calendar's own placeholder.
  formsSelectedDateFormat: '已选择 {0}',
  formsTodayFormat: '今天 {0}',
  formsWeekNumberFormat: '第 {0} 周',
  formsMonthPickerHeader: '{0}，选择以切换年份',
  formsYearPickerHeader: '{0}，选择以切换月份',
  formsDayMarked: '已标记',
  formsCalendar: '日历',
  // The searchable table picker (spec 01 §2, §5)
  pickerPlaceholder: (label: string): string => `请搜索${label}`,
  /** Labels of the empty form fields the lookup needs, joined with '、'. */
  pickerNeeds: (labels: readonly string[]): string => `请填写${labels.join('、')}!`,
  pickerOpen: (label: string): string => `选择${label}`,
  pickerTaskOfficer: '本任务',
  pickerPoliceNumber: (n: string): string => `警号 ${n}`,
  pickerRemove: (name: string): string => `移除 ${name}`,
  pickerResults: (label: string): string => `${label}查询结果`,
  /** The count as countText gives it: '99+' beyond the lookup's 99 rows. */
  pickerCount: (count: string): string => `查询结果 ${count} 条`,
  pickerTruncated: (shown: number): string => `仅显示前 ${shown} 条，请输入更精确的查询条件`,
  pickerChoose: (name: string): string => `选择 ${name}`,
  pickerNone: '未选择',
  pickerNeedsNetwork: '该查询结果尚未在本机缓存，需联网后查询',
} as const;
