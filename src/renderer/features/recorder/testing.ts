import type { FakeHandlers } from '../../test/fakes';
import type {
  RecorderDock,
  RecorderFile,
  RecorderImport,
  RecorderSettingsView,
  RecorderStatus,
} from '../../../shared/recorder/contract';

// Recorder answers shaped like main's, for the import centre's and the settings section's tests.

export const DOCK = 'E:\\DCIM';
export const DOCK2 = 'F:\\';

export const dock = (over: Partial<RecorderDock> = {}): RecorderDock => ({
  folder: DOCK,
  present: true,
  recorders: ['0012345'],
  found: 0,
  done: 0,
  duplicates: 0,
  errors: 0,
  active: 0,
  ...over,
});

export const file = (name: string, over: Partial<RecorderFile> = {}): RecorderFile => ({
  path: `${DOCK}\\100MEDIA\\${name}`,
  name,
  dock: DOCK,
  importId: null,
  recorderNumber: '0012345',
  state: 'queued',
  size: 4 * 1024 * 1024,
  bytesDone: 0,
  reason: null,
  needsOfficer: false,
  ...over,
});

export const status = (over: Partial<RecorderStatus> = {}): RecorderStatus => ({
  running: true,
  docks: [dock()],
  files: [],
  ...over,
});

/** 2024-03-05 09:45:10 China time. */
export const RECORDED = Date.UTC(2024, 2, 5, 1, 45, 10);
export const IMPORTED = Date.UTC(2024, 2, 5, 2, 0, 0);

export const imported = (id: string, over: Partial<RecorderImport> = {}): RecorderImport => ({
  id,
  name: `P100234_0012345_20240305094510_000${id}.MP4`,
  dock: DOCK,
  size: 3 * 1024 * 1024,
  kind: 'video',
  recorderNumber: '0012345',
  policeNumber: 'P100234',
  recordTime: RECORDED,
  state: 'done',
  md5: `md5-${id}`,
  reason: null,
  durationSec: 125,
  resolution: '1920x1080',
  importedAt: IMPORTED,
  originalDeleted: false,
  upload: 'done',
  confirmed: true,
  ...over,
});

export const recorderSettings = (
  over: Partial<RecorderSettingsView> = {},
): RecorderSettingsView => ({
  folders: [
    { path: 'D:\\执法记录仪', locked: true },
    { path: 'E:\\DCIM', locked: false },
  ],
  recorders: [
    { recorderNumber: 'JY0001', policeNumber: '150001', locked: true },
    { recorderNumber: '0012345', policeNumber: 'P100234', locked: false },
  ],
  evidenceDir: 'C:\\Users\\zhangwei\\AppData\\Roaming\\xfjd\\evidence',
  workstation: 'XC-DADUI-PC01',
  ...over,
});

/** Every recorder channel answered as main would, with `over` replacing any of them. */
export function recorderHandlers(over: FakeHandlers = {}): FakeHandlers {
  return {
    'recorder:status': () => status(),
    'recorder:imports': () => [],
    'recorder:settings': () => recorderSettings(),
    'recorder:saveSettings': (req) => ({
      ...recorderSettings(),
      folders: [
        { path: 'D:\\执法记录仪', locked: true },
        ...req.folders.map((path) => ({ path, locked: false })),
      ],
      recorders: [
        { recorderNumber: 'JY0001', policeNumber: '150001', locked: true },
        ...req.recorders.map((r) => ({ ...r, locked: false })),
      ],
    }),
    'recorder:pickFolder': () => ({ opened: true, path: null }),
    'recorder:assignOfficer': (req) =>
      imported('1', { id: req.importId, policeNumber: req.policeNumber }),
    'recorder:deleteOriginal': () => ({ message: '已删除记录仪上的原始文件' }),
    'recorder:verifyCustody': () => ({ ok: true, count: 12, brokenAt: null, reason: null }),
    'recorder:exportCustody': () => ({
      savedTo: 'C:\\下载\\保管链-20240305.jsonl',
      fileName: '保管链-20240305.jsonl',
      bytes: 100,
    }),
    ...over,
  };
}

export const recorderFakes = (): FakeHandlers => recorderHandlers();
