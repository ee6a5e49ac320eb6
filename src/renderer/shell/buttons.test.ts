import { describe, expect, it } from 'vitest';
import { BUTTON_REGISTRY } from './buttons';
import { offlineModeOf, type OfflineMode } from '../platform/buttons';
import { ROW_BUTTONS, TASK_BUTTONS } from '../../shared/buttons';

// Issue 14: every button the officer can start from the detail screen says what it does offline,
// in the registry as the app merges it (the type forces the choice; this walks what was chosen).

type Declared = { needsNetwork?: unknown; offline?: unknown };

/** A handler declares exactly one rule: needsNetwork: true, or offline 'cached' or 'local'. */
const declaresOne = (h: Declared): boolean =>
  (h.needsNetwork === true && h.offline === undefined) ||
  (h.needsNetwork === undefined && (h.offline === 'cached' || h.offline === 'local'));

describe('the merged button registry offline', () => {
  const handlers = [
    ...Object.entries(BUTTON_REGISTRY.task).map(([type, h]) => ({ type, h })),
    ...Object.entries(BUTTON_REGISTRY.row).map(([type, h]) => ({ type: `row:${type}`, h })),
  ];

  it('holds a handler for every handled type, each declaring its offline rule', () => {
    expect(Object.keys(BUTTON_REGISTRY.task).sort()).toEqual(
      [...new Set(TASK_BUTTONS.map((b) => b.type))].sort(),
    );
    expect(Object.keys(BUTTON_REGISTRY.row).sort()).toEqual(
      [...new Set(ROW_BUTTONS.map((b) => b.type))].sort(),
    );
    expect(handlers.filter(({ h }) => !declaresOne(h)).map(({ type }) => type)).toEqual([]);
  });

  it('keeps the decided rule of each (docs/decisions.md, Issue 14: offline actions)', () => {
    const modes: Record<string, OfflineMode> = {};
    for (const { type, h } of handlers) modes[type] = offlineModeOf(h);
    const of = (mode: OfflineMode): string[] =>
      Object.keys(modes)
        .filter((t) => modes[t] === mode)
        .sort();
    // Reads of what this machine cached, and what needs neither server nor cache.
    expect(of('cached')).toEqual(
      [
        'creditGeneral',
        'creditPerson',
        'creditSerious',
        'evidenceSync',
        'hiddenDangers',
        'inspectedProducts',
        'opLog',
        'reinspectionTasks',
        'row:approvalInfo',
        'row:attachments',
        'row:edit',
        'row:view',
        'service',
        'unitEdit',
        'unitHazards',
        'video',
        'viewAttachments',
      ].sort(),
    );
    // The fire case's placeholders only say the function is not connected yet (issue 18).
    expect(of('local')).toEqual([
      'fireCriminalTransfer',
      'fireNonJurisdiction',
      'firePolicePenalty',
      'help',
      'packDownload',
      'upload',
    ]);
    // Everything else writes or asks the server: 新增文书 among them (the server registers it).
    expect(modes.addDoc).toBe('network');
    expect(modes['row:send']).toBe('network');
    expect(of('network').length).toBe(handlers.length - 23);
  });

  it('says what each button does without repeating its name: 帮助 shows 「名称：说明」 (issue 29)', () => {
    // 帮助 puts the server's button name before the help (HelpDialog): a help that starts with a
    // name of its own button would read 文书送达：文书送达：….
    const repeated = TASK_BUTTONS.filter((b) => {
      const help = BUTTON_REGISTRY.task[b.type].help;
      return (b.names ?? []).some((name) => help.startsWith(name));
    }).map((b) => b.type);
    expect(repeated).toEqual([]);
    expect(BUTTON_REGISTRY.task.service.help).toBe(
      '查看送达记录，电子送达文书并复制送达链接，补充送达证明后确认送达。',
    );
  });

  it('row reads that can tell per row do: 编辑, 查看 and 审批信息 check the row’s cache', () => {
    for (const type of ['edit', 'view', 'approvalInfo'] as const) {
      const h = BUTTON_REGISTRY.row[type];
      expect(h.offline === 'cached' && typeof h.offlineGap).toBe('function');
    }
  });
});
