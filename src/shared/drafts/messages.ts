import { MAX_DRAFTS_PER_SCOPE, MAX_DRAFT_BYTES } from './constants';

// The drafts area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const draftsMessages = {
  draftRestore: '恢复草稿',
  draftDiscard: '丢弃草稿',
  draftFound: (savedAt: string): string => `本机有该文书的草稿，保存于 ${savedAt}`,
  draftWrittenOffline: '（离线时保存）',
  draftHeld: '恢复或丢弃之前，本页的新输入不会保存为草稿',
  draftServerChanged: '该文书在服务器上已有改动，恢复草稿将覆盖这些改动',
  draftSaveAsDraft: '保存为草稿',
  draftSavedOffline: '已保存为本机草稿，联网后请点击保存提交',
  draftPending: (savedAt: string): string => `表单内容来自本机草稿（保存于 ${savedAt}），尚未提交`,
  draftPendingOnline: '网络已恢复，请点击保存提交',
  draftAutosaved: (savedAt: string): string => `已自动保存本机草稿 ${savedAt}`,
  draftTooLarge: `草稿内容超过 ${MAX_DRAFT_BYTES / 1024} KB，未能保存到本机；请精简内容后再试`,
  draftTooMany: `本机草稿已达 ${MAX_DRAFTS_PER_SCOPE} 份，请先在“草稿”中打开或丢弃旧草稿`,
  diskFullDraft: '磁盘空间不足，草稿未能保存到本机；请清理磁盘，表单内容仍在本页',
  draftDamaged: '该草稿已损坏，无法恢复，已从本机删除',
  draftsTitle: '本机草稿',
  draftsButton: '草稿',
  draftsButtonCount: (n: number): string => `草稿（${n} 份）`,
  draftsEmpty: '本机没有未提交的草稿',
  draftsColTitle: '文书',
  draftsColTask: '任务',
  draftsColSavedAt: '保存时间',
  draftsColState: '状态',
  draftsOffline: '离线保存',
  draftsOpen: '打开',
  draftsDiscardConfirmTitle: '丢弃草稿',
  draftsDiscardConfirm: (title: string): string =>
    `确定丢弃“${title}”的本机草稿吗？丢弃后无法找回。`,
  draftsDiscarded: '草稿已丢弃',
} as const;
