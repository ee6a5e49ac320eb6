import { describe, expect, it } from 'vitest';
import { signedInServer } from '../testing';
import { headerButtons } from './testing';
import { ACTIONS_TASK_BUTTONS } from '../../shared/actions/buttons';

// The header buttons of the task actions per seeded state (src/server/detail/buttons.ts): each is
// offered only where its preconditions can hold, and the demo officer has a task showing each.

const { server, demo } = await signedInServer();

const ACTION_TYPES: ReadonlySet<string> = new Set(ACTIONS_TASK_BUTTONS.map((b) => b.type));

/** The action buttons of seeded task n, in the order sent. */
const actionsOf = async (n: number): Promise<string[]> =>
  (await headerButtons(server, demo, n)).filter((t) => ACTION_TYPES.has(t));

describe('task action buttons per state', () => {
  it('a suspended general penalty: resume, not suspend; no procedure change', async () => {
    expect(await actionsOf(3)).toEqual([
      'endTask',
      'resumeClock',
      'postpone',
      'caseStop',
      'verbalNotice',
      'voidTask',
    ]);
  });

  it('a running quick penalty: suspend and procedure change; none while a suspension is approved', async () => {
    expect(await actionsOf(11)).toEqual(
      expect.arrayContaining(['changeProcedure', 'suspendClock', 'postpone', 'caseStop']),
    );
    expect(await actionsOf(29)).toContain('changeProcedure');
    const pending = await actionsOf(24);
    expect(pending).not.toContain('suspendClock');
    expect(pending).not.toContain('resumeClock');
  });

  it('acceptance only for new product tasks', async () => {
    expect(await actionsOf(26)).toContain('acceptTask');
    expect(await actionsOf(16)).toContain('acceptTask');
    expect(await actionsOf(18)).not.toContain('acceptTask');
  });

  it('execution registration with an approved decision, enforcement when it is not fulfilled', async () => {
    const decided = await actionsOf(27);
    expect(decided).toContain('execRegister');
    expect(decided).not.toContain('enforcement');
    expect(await actionsOf(22)).toEqual(expect.arrayContaining(['execRegister', 'enforcement']));
    expect(await actionsOf(23)).not.toContain('execRegister');
  });

  it('inspection tasks: no-inspection or its revocation, stop or resume, time change, service', async () => {
    expect(await actionsOf(7)).toEqual(
      expect.arrayContaining(['caseStop', 'noInspection', 'techService']),
    );
    expect(await actionsOf(20)).toEqual(
      expect.arrayContaining(['caseResume', 'noInspection', 'techService']),
    );
    expect(await actionsOf(30)).toContain('noInspectionRevoke');
    expect(await actionsOf(30)).not.toContain('noInspection');
    expect(await actionsOf(28)).toContain('inspectionTime');
    expect(await actionsOf(12)).toEqual(['endTask', 'unitInfo', 'voidTask']);
  });

  it('the licence for a finished type-11 task; nothing but the log on a voided one', async () => {
    expect(await actionsOf(13)).toEqual(['licence']);
    expect(await headerButtons(server, demo, 2)).toEqual(['opLog']);
  });

  it('shows every action button on some task of the demo officer', async () => {
    const seen = new Set<string>();
    for (const n of [3, 7, 11, 12, 13, 20, 22, 24, 26, 27, 28, 29, 30])
      for (const t of await actionsOf(n)) seen.add(t);
    expect([...ACTION_TYPES].filter((t) => !seen.has(t))).toEqual([]);
  });
});
