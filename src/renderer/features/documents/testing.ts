import { fresh, type FakeHandlers } from '../../test/fakes';
import type {
  ApprovalRow,
  FlwsDetail,
  FlwsPrefill,
  FormDefinition,
} from '../../../shared/documents/schemas';

// The documents area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts).

export const formDefinition = (
  form: string,
  over: Partial<FormDefinition> = {},
): FormDefinition => ({
  form,
  rwwsszid: '420',
  title: '消防监督检查记录',
  fields: [
    { name: 'JCDD', label: '检查地点', type: 'text', required: true, span: 1 },
    { name: 'JCRQ', label: '检查日期', type: 'date', required: true, span: 1 },
    { name: 'JCSJ', label: '检查时间', type: 'datetime', required: false },
    { name: 'RS', label: '检查人数', type: 'number', required: false },
    {
      name: 'JCJG',
      label: '检查结果',
      type: 'select',
      required: true,
      options: [
        { value: '1', label: '合格' },
        { value: '2', label: '不合格' },
      ],
    },
    {
      name: 'SDZT',
      label: '送达状态',
      type: 'select',
      required: false,
      dictCode: 'XFJD_FLWS_SFSD',
    },
    { name: 'JCQK', label: '检查情况', type: 'textarea', required: false, span: 2 },
  ],
  ...over,
});

export const flwsDetail = (over: Partial<FlwsDetail> = {}): FlwsDetail => ({
  FLWSID: 'ws1',
  RWID: 'rw1',
  runId: 'run1',
  form: 'xfjdjcjl',
  rwwsszid: '420',
  TITLE: '消防监督检查记录',
  WH: '宁消监检字〔2024〕第001号',
  STATUS: '1',
  STATUS1: '1',
  values: {
    JCDD: '南京某商场',
    JCRQ: '2024-05-01',
    JCSJ: '2024-05-01 10:00:00',
    RS: '2',
    JCJG: '1',
    SDZT: '',
    JCQK: '',
  },
  ...over,
});

/** getFlwsPrefill's answer: nothing linked, nothing preset unless a test says so. */
export const flwsPrefill = (over: Partial<FlwsPrefill> = {}): FlwsPrefill => ({
  form: 'xfjdjcjl',
  rwwsszid: '420',
  title: '',
  values: {},
  LYWSID: null,
  source: null,
  JCJLID: null,
  record: null,
  LSH: null,
  WH: null,
  ...over,
});

export const approvals: ApprovalRow[] = [
  {
    ID: 'a1',
    SPJD: '承办人提交',
    SPRXM: '张伟',
    SPSJ: '2024-05-01 10:00:00',
    SPJG: '提交',
    SPYJ: '请审批',
  },
  {
    ID: 'a2',
    SPJD: '审核',
    SPRXM: '李强',
    SPSJ: '2024-05-02 09:00:00',
    SPJG: '同意',
    SPYJ: '同意',
  },
];

export const documentsFakes = (): FakeHandlers => ({
  'documents:form': (req) => fresh(formDefinition(req.form)),
  'documents:get': (req) => fresh(flwsDetail({ FLWSID: req.FLWSID })),
  // A new document starts with nothing from the server (no type title: the definition's stays).
  'documents:prefill': (req) => fresh(flwsPrefill({ form: req.form, rwwsszid: req.rwwsszid })),
  'documents:save': (req) => ({
    FLWSID: req.FLWSID ?? 'ws-new',
    WH: null,
    RWID: null,
    message: '保存成功!',
  }),
  'documents:beforeAdd': () => ({
    rwwsszid: '420',
    mbid: 'mb1',
    form: 'xfjdjcjl',
    wsmc: '消防监督检查记录',
    xzurl: '/ws/xfjdjcjl',
  }),
  'documents:send': () => ({ message: '发送成功！' }),
  'documents:recall': () => ({ message: '撤回成功!' }),
  'documents:delete': () => ({ message: '删除文书成功!' }),
  'documents:approvals': () => fresh(approvals),
  'documents:previewUrl': (req) => ({
    url: `http://127.0.0.1:18080/preview/onlinePreview?md5=${req.md5 ?? ''}&expireTime=1`,
  }),
  'documents:download': (req) => ({
    savedTo: `C:\\下载\\${req.fileName}.pdf`,
    fileName: `${req.fileName}.pdf`,
    bytes: 10,
  }),
  'documents:print': () => ({ html: '<html><body><h1>打印内容</h1></body></html>' }),
  'documents:package': (req) => ({
    savedTo: `C:\\下载\\${req.fileName}`,
    fileName: req.fileName,
    bytes: 10,
  }),
  // A delivery receipt may be deleted and delivered no rectification notice.
  'documents:receiptCheck': () => ({ SFKSC: '1', YY: null }),
  'documents:receiptDeadline': () => fresh(null),
  // Offline, nothing of the tree is cached unless a test says otherwise.
  'documents:cached': () => ({ docs: [], approvals: [] }),
});
