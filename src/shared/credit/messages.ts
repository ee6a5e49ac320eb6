// The credit area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's. The
// required-field message ('<label>不能为空') is the form rules' (shared/forms). Texts the spec gives
// (spec 01 §5, §8; spec 02 §5, §8) are used exactly as written.

export const creditMessages = {
  // The individual record (spec 01 §3, §5)
  /** Spec 01 §5: GSQ outside 1 to 12 (the dialog then clears the field). */
  creditPublicityRange: '请输入数字1至12！',
  creditPersonTitle: '个人失信基本信息',
  creditPersonName: '当事人姓名',
  creditPersonType: '人员类型',
  creditIdCard: '身份证号',
  creditQualificationNo: '资格证书号',
  creditRegistrationNo: '注册证书号',
  creditEmployer: '聘用单位',
  creditPenaltyCategory: '处罚类别',
  creditDecidedAt: '处罚决定时间',
  creditPenaltyContent: '处罚内容',
  creditFineAmount: '罚款金额',
  creditFacts: '违法事实',
  creditBasis: '处罚依据',
  creditAuthority: '处罚机关',
  creditAuthorityCode: '处罚机关代码',
  creditPublicityMonths: '公示期（月）',
  creditPersonIntro:
    '记录受到行政处罚的个人的失信信息；身份证号按18位居民身份证号码校验，公示期为1至12个月。',
  // The unit records: general (type 1) and serious (type 2) dishonesty (spec 02 §3-§9)
  /** Spec 02 §5: GSQ of a general record outside 3 to 12. */
  creditGeneralRange: '请输入数字3至12！',
  /** Spec 02 §5: GSQ of a serious record outside 6 to 36. */
  creditSeriousRange: '请输入数字6至36！',
  creditGeneralTitle: '一般失信信息',
  creditSeriousTitle: '严重失信信息',
  /** Spec 02 §8: the task has no general record yet. */
  creditGeneralNone: '暂无一般失信数据！',
  creditGeneralNoneHint: '可根据本任务的处理情况填写一般失信信息，确定后生成记录。',
  creditSeriousNone: '本任务暂无严重失信信息，填写后确定即可生成记录（待提交）。',
  creditUnitName: '单位名称',
  creditUnitCode: '统一社会信用代码',
  creditBehaviour: '失信行为',
  creditSeriousBehaviour: '严重失信行为',
  creditHandling: '违法处理内容',
  creditHandlingBasis: '违法处理依据',
  creditDecisionNo: '处罚决定书文号',
  creditPenaltyDate: '处罚日期',
  creditFineYuan: '罚款金额（元）',
  creditFineRange: '罚款金额（元）应为0至1亿之间的数字',
  creditApproval: '审批状态',
  creditSpztDraft: '待提交',
  creditSpztPending: '审批中',
  creditSpztApproved: '审批通过',
  creditSpztReturned: '已退回',
  creditSpztUnknown: (code: string): string => `状态${code}`,
  /** Why a serious record cannot be saved (spec 02 §4: only SPZT 1 or 4 may be saved). */
  creditSeriousPending: '该严重失信信息正在审批中，审批结束前不能修改。',
  creditSeriousApproved: '该严重失信信息已审批通过，不能再修改；如需更正，请联系审批人退回后修改。',
  creditSeriousOtherState:
    '该严重失信信息当前的审批状态不允许修改，只有“待提交”或“已退回”的信息可以保存。',
  /** Spec 02 §8: the server's error text for credit data is shown and saving is disabled. */
  creditReadRefused: '服务器未能提供失信数据，暂不能保存：',
  creditDueHint: (n: number): string =>
    `本任务有${n}项隐患逾期未整改（逾期不改），应录入一般失信信息。`,
  /** For the archive-readiness list (area archive): a due general record not yet drafted. */
  creditDueBlocker: '逾期不改：本任务有隐患逾期未整改，尚未录入一般失信信息',
  // Submitting a serious record for approval (generic interface 100)
  creditSubmit: '提交审批',
  creditSubmitConfirm: '提交后该严重失信信息进入审批，审批结束前不能修改。确定提交审批吗？',
  creditSubmitDone: '已提交审批',
  creditSubmitDirty: '有未保存的修改：请先点“确定”保存，再提交审批。',
  creditSubmitPending: '该严重失信信息正在审批中，请勿重复提交',
  creditSubmitApproved: '该严重失信信息已审批通过，无需提交',
  creditSubmitNotSerious: '只有严重失信信息需要提交审批',
  // Both dialogs
  creditSaveDone: '操作成功',
  creditOffline: '离线时不能保存失信信息，请联网后重试；已缓存的信息可以查看。',
  creditInvalid: (n: number): string => `有${n}项内容需要修改，请按提示填写后再确定。`,
  // The reference server's refusals
  creditRecordNotFound: '失信记录不存在',
  creditRecordOtherKind: '失信记录的类别不符',
  creditRecordOtherTask: '失信记录不属于该任务',
  creditTaskRequired: '任务ID不能为空',
  creditNoUnit: '该任务没有单位信息，不能录入单位失信信息',
  creditUnitExists: (title: string): string => `本任务已有${title}，请刷新后在原记录上修改`,
  // Help of the header buttons
  helpCreditPerson: '录入或修改本处罚案件当事人（个人）的失信基本信息。',
  helpCreditGeneral: '录入或修改本任务单位的一般失信信息（逾期不改等），公示期3至12个月。',
  helpCreditSerious:
    '录入或修改本任务单位的严重失信信息，公示期6至36个月；保存后点“提交审批”送审，审批中或已通过的信息只能查看，退回后可修改再提交。',
} as const;
