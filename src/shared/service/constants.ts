// The service area's API paths, ids and codes (spec 01 §3, §7, §9; spec 02 §2, §7, §9).

const DZSD = '/api/blade-xfjd/xfjd/dzsd';

export const SERVICE_API = {
  /** Electronic-service preview: runId, flwssyid, flwsid; data is the form the unit will see. */
  preview: `${DZSD}/dzsdinfo`,
  /** Confirm sending (same fields): '发送成功！' and the service link. */
  send: `${DZSD}/suredzsd`,
} as const;

/**
 * The service record's generic saves (saveOrUpdate, spec 02 §7 lists the ids without their
 * meaning; ours, docs/api.md). The web system creates the electronic record and the proof on
 * pages of its own, which the spec does not show.
 */
export const SERVICE_DWID = {
  /**
   * 3322 creates a pending electronic service of a document (data { RWID, FLWSID }), refused
   * without the unit's signed 电子送达地址确认书 in the run; answers the record's ID.
   */
  electronic: 3322,
  /** 3321 updates a record's proof details (data { ID, KDDH, GGKSRQ, SPID }). */
  proof: 3321,
} as const;

/**
 * The generic interface (execInterface, ours as well) that records a delivery: obj { ID } of the
 * service record, refused while its proof of delivery is missing.
 */
export const CONFIRM_DELIVERY_INTERFACE = 44;

/** The unit's page of a service link: `${SERVICE_LINK_PREFIX}<token>`, no Blade-Auth (the token is its permission). */
export const SERVICE_LINK_PREFIX = '/preview/dzsd/';

/** Generic paged query by dwId: a task's service records (filter RWID, SFCXLSSJ). */
export const SERVICE_RECORDS_DWID = 3934;
/** The service table's page size (spec 01 §9). */
export const SERVICE_PAGE_SIZE = 10;

/** SFCXLSSJ: '1' also the records of the run's other tasks (历史数据), '0' the task's own. */
export const WITH_HISTORY = '1';

/** Document types: the delivery receipt and the unit's electronic-service address confirmation. */
export const RECEIPT_TYPE = '46';
export const CONSENT_TYPE = '565';

/** SDFS, how the service was recorded (spec 02 §9): 1 registration (from a receipt), 2 electronic. */
export const SERVICE_METHOD = { registration: '1', electronic: '2' } as const;
export type ServiceMethod = (typeof SERVICE_METHOD)[keyof typeof SERVICE_METHOD];

/**
 * SDXS, the manner of delivery: the codes of the receipt's 送达方式 (sdhz SDFS, options 1-6). An
 * electronic record (SDFS 2) is always manner 5; a registration takes its receipt's manner.
 */
export const MANNER = {
  direct: '1',
  leftAtPremises: '2',
  post: '3',
  entrusted: '4',
  electronic: '5',
  publicNotice: '6',
} as const;
export type Manner = (typeof MANNER)[keyof typeof MANNER];

export const MANNER_LABELS: Readonly<Record<Manner, string>> = {
  '1': '直接送达',
  '2': '留置送达',
  '3': '邮寄送达',
  '4': '委托送达',
  '5': '电子送达',
  '6': '公告送达',
};

export const isManner = (v: string | null | undefined): v is Manner =>
  v !== null && v !== undefined && Object.hasOwn(MANNER_LABELS, v);

/**
 * BUSINESS_USAGE of the proof files, attached to the served document (businessType flws) through
 * the attachment manager: the signed receipt, the photo of a delivery left at the premises, the
 * post's return receipt, the commissioning letter of an entrusted delivery, the public notice.
 */
export const PROOF_USAGE = {
  receipt: 'SDHZ',
  photo: 'SDZP',
  returnReceipt: 'YJHZ',
  commission: 'WTSDH',
  notice: 'SDGG',
} as const;
export type ProofUsage = (typeof PROOF_USAGE)[keyof typeof PROOF_USAGE];

/** Electronic state ZT: 0 waiting to be sent, 1 sent (the link is live), 2 arrived (opened). */
export const ELECTRONIC_STATE = { pending: '0', sent: '1', arrived: '2' } as const;

/** SFSD of a record and of its document: 1 not delivered, 2 delivered (with its proof). */
export const DELIVERED = '2';
export const NOT_DELIVERED = '1';
