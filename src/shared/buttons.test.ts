import { describe, expect, it } from 'vitest';
import { ROW_BUTTONS, TASK_BUTTONS, rowButtonType, taskButtonType } from './buttons';

describe('button types the client handles', () => {
  it('names each type once across the areas', () => {
    const types = TASK_BUTTONS.map((b) => b.type);
    expect(new Set(types).size).toBe(types.length);
    const rows = ROW_BUTTONS.map((b) => b.type);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('resolves a btnType exactly, by a known other spelling, or by the spec’s button name', () => {
    expect(taskButtonType({ btnType: 'stamp', btnName: 'x' })).toBe('stamp');
    expect(taskButtonType({ btnType: 'ZFSP', btnName: 'x' })).toBe('video');
    expect(taskButtonType({ btnType: 'OPLOG', btnName: 'x' })).toBe('opLog');
    expect(taskButtonType({ btnType: 'lscf', btnName: '临时查封' })).toBe('seizure');
    expect(taskButtonType({ btnType: 'hfjs', btnName: 'x' })).toBe('resumeClock');
    expect(taskButtonType({ btnType: 'x', btnName: '撤销不检查' })).toBe('noInspectionRevoke');
    expect(taskButtonType({ btnType: 'x', btnName: '不检查' })).toBe('noInspection');
    expect(taskButtonType({ btnType: 'qsrw', btnName: '签收任务' })).toBeNull();
  });

  it('resolves document-row buttons by their type', () => {
    expect(rowButtonType({ BUTTON_TYPE: 'edit', BUTTON_NAME: '编辑' })).toBe('edit');
    expect(rowButtonType({ BUTTON_TYPE: 'sign', BUTTON_NAME: '签收' })).toBeNull();
  });
});
