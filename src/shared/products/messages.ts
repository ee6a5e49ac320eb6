// The products area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.
// Texts the spec gives (spec 02 §5, §8) are used exactly as written.

export const productsMessages = {
  noticeLinkTitle: '挂接整改通知书',
  noticeLinkIntro:
    '可挂接本任务中已审批通过并送达的责令限期改正通知书；挂接后，复查类文书方可发送。',
  noticeLinkNone: '暂无可挂接的文书！ 请将责令限期改正通知书送审通过并送达后才可以进行挂接',
  noticeLinkConfirm: '确定进行关联?',
  noticeLinkDone: '关联成功',
  noticeUnlinkConfirm: '确定取消关联?',
  noticeUnlinkDone: '取消成功',
  noticeWh: '文号',
  noticeCreator: '制作人',
  noticeCreated: '制作时间',
  noticeApprover: '审批人',
  noticeApproved: '审批时间',
  noticeState: '挂接状态',
  noticeLinked: '已挂接',
  noticeNotLinked: '未挂接',
  noticeLink: '挂接',
  noticeUnlink: '取消挂接',
  noticeOpen: '查看',
  helpNoticeLink:
    '产品监督任务：把已审批通过并送达的责令限期改正通知书挂接到任务（复查类文书需先挂接才能发送），也可取消挂接。',

  // Inspected products (检查产品, generic query 3662; spec 01 §2, §3, §4)
  productsTitle: '检查产品',
  productsIntro:
    '本任务现场检查的消防产品。现场检查结论为“送检”的产品，可填写抽样单、送检、登记检验结果；检验不合格的产品可登记复检费用。',
  productsEmpty: '本任务暂无检查产品记录',
  productColName: '产品名称／规格型号',
  productColProducer: '标称生产者',
  productColCert: '证书／标志',
  productColCount: '检查数量',
  productColMarket: '市场准入',
  productColQuality: '产品质量',
  productColTesting: '抽样检验',
  productColActions: '操作',
  productCount: (checked: string, lot: string | null): string =>
    lot ? `抽查${checked}件／基数${lot}件` : `抽查${checked}件`,
  productAccessNumbers: (list: string): string => `准入编号：${list}`,
  productOutcomeNone: '未发现问题',
  productOutcomeNonCompliant: '不合格',
  productOutcomeSampled: '送检',
  productOutcomeNotChecked: '未检查',
  productStageAwaitDispatch: '待送检',
  productStageTesting: '检验中',
  productStageQualified: '检验合格',
  productStageUnqualified: '检验不合格',
  productStageRetestApplied: '已申请复检',
  productStageRetesting: '复检中',
  productStageRetestQualified: '复检合格',
  productStageRetestUnqualified: '复检不合格',
  productAgency: (name: string): string => `检验机构：${name}`,
  productFeeCollected: (amount: string, date: string): string =>
    `复检费用：正常收取 ${amount} 元（${date}）`,
  productFeeNotCollected: '复检费用：未收取',
  productOpenSampling: '抽样单',
  productDispatch: '送检',
  productTestResult: '检验结果',
  productRetestFee: '复检费用',
  productResultNotice: '结果通知书',
  productAddDoc: '新增产品文书',
  productsOffline: '该操作需要连接服务器：请联网后再试；离线时可查看已缓存的检查产品。',

  // The fire-product picker (spec 02 §2, §5, §9)
  productPickerLabel: '消防产品',
  productRequired: '请选择消防产品',
  productPickTitle: (doc: string): string => `新增${doc}`,
  productPickIntro: (doc: string): string =>
    `请选择“${doc}”所针对的消防产品：只列出本任务中可用于该文书的产品。`,
  productPickOpen: '打开文书',
  productNotFor232: '该产品现场检查未抽样送检，无需填写抽样单',
  productNotFor411: '该产品现场检查未发现不合格，无需复查',
  productNotFor412: '该产品检验合格或尚未检验，无需复查',
  productNotFor726: '该产品未发现不合格情况，无需复查',
  productDocNoPick: '该文书不需要选择消防产品',
  productJudgeDone: '操作成功',

  // Sample dispatch (送检, spec 02 §2, §3, §5)
  sampleDispatchTitle: '样品送检',
  sampleDispatchIntro:
    '现场检查结论为“送检”的产品送检验机构检验；检验不合格并登记复检费用后，可再次送检（复检）。',
  sampleDispatchSampleName: '样品名称',
  sampleDispatchUnit: '受检单位',
  sampleDispatchAgency: '检验机构',
  sampleDispatchAgencyRequired: '请选择检验机构',
  sampleDispatchKind: '检验类型',
  sampleDispatchKindFirst: '首次检验',
  sampleDispatchKindRetest: '复检',
  sampleDispatchNote: '说明',
  sampleDispatchDone: '送检成功',

  // Test result (检验结果, spec 02 §3, §5)
  testResultTitle: '检验结果登记',
  testResultIntro: '按检验机构出具的检验报告登记检验结论；检验报告须在附件中上传电子版。',
  testResultConclusion: '检验结论',
  testResultQualified: '合格',
  testResultUnqualified: '不合格',
  testResultConclusionRequired: '请选择检验结论',
  testResultReport: '检验报告',
  testResultReportRequired: '请选择检验报告',
  testResultReportFiles: '请在附件中，上传电子版检验报告',
  testResultReportNoFile: '未上传电子版',
  testResultNoReports:
    '本任务暂无检验报告文书：请先在文书目录中通过“新增文书”添加“消防产品检验报告”，并在附件中上传电子版检验报告。',
  testResultNote: '说明',
  testResultDone: '检验结果登记成功',

  // Re-test fee (复检费用, spec 02 §3, §4, §5)
  retestFeeTitle: '复检费用',
  retestFeeIntro: '检验不合格的产品，被检单位申请复检的，登记复检费用的收取情况；登记后可送复检。',
  retestFeeMethod: '收取方式',
  retestFeeNotCollected: '未收取',
  retestFeeCollected: '正常收取',
  retestFeeMethodRequired: '请选择收取方式',
  retestFeeDate: '收取日期',
  retestFeeAmount: '收取金额（元）',
  retestFeeRequired: '请填写必填项',
  retestFeeAmountRange: '收取金额应大于0且不超过1000000元',
  retestFeeNote: '说明',
  retestFeeDone: '保存成功!',

  // The product-quality notices (spec 02 §2 document pages)
  productNoticeFirst: '消防产品质量检验结果通知书',
  productNoticeRetest: '消防产品质量复检结果通知书',

  // Help of the header buttons
  helpInspectedProducts:
    '查看本任务检查的消防产品及其市场准入、产品质量检查结论和抽样检验进度，打开抽样单和产品文书。',
  helpSampleDispatch: '选择现场检查结论为“送检”的产品和检验机构，登记样品送检（含复检）。',
  helpTestResult: '按检验报告登记送检产品的检验结论（合格／不合格），检验报告须上传电子版。',
  helpRetestFee: '检验不合格、被检单位申请复检的产品，登记复检费用的收取方式、日期和金额。',
} as const;
