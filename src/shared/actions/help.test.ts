import { describe, expect, it } from 'vitest';
import { TASK_TYPE_HELP, taskTypeHelp } from './help';

describe('task type help pages (spec 02 §2: types above 10 and below 20)', () => {
  it('has a page with deadlines, documents, rules and basis for every type 11–19', () => {
    for (let t = 11; t <= 19; t++) {
      const help = taskTypeHelp(t);
      expect(help, `type ${t}`).not.toBeNull();
      for (const list of [help?.deadlines, help?.documents, help?.rules, help?.basis])
        expect(list?.length, `type ${t}`).toBeGreaterThan(0);
    }
  });

  it('gives none outside 11–19, even where data exists', () => {
    expect(taskTypeHelp(10)).toBeNull();
    expect(taskTypeHelp(20)).toBeNull();
    expect(taskTypeHelp(null)).toBeNull();
    expect(
      Object.keys(TASK_TYPE_HELP)
        .map(Number)
        .every((t) => t > 10 && t < 20),
    ).toBe(true);
  });

  it("states the spec's statutory periods: 3 working days to inspect after acceptance, 60 + 30 days", () => {
    expect(taskTypeHelp(19)?.deadlines.join('')).toContain('受理后须在3个工作日内完成检查');
    expect(taskTypeHelp(13)?.deadlines.join('')).toContain('60日内办结');
    expect(taskTypeHelp(13)?.deadlines.join('')).toContain('可延长30日');
  });
});
