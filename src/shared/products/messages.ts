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
} as const;
