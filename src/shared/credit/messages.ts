// The credit area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's. The
// required-field message ('<label>不能为空') is the form rules' (shared/forms).

export const creditMessages = {
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
  creditRecordNotFound: '失信记录不存在',
  creditRecordOtherTask: '失信记录不属于该任务',
} as const;
