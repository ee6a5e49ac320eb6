import { describe, expect, it } from 'vitest';
import { signedInServer } from '../testing';
import { headerButtons } from '../actions/testing';
import { PENALTY_TASK_BUTTONS } from '../../shared/penalty/buttons';

// The penalty area's header buttons per seeded state (src/server/detail/buttons.ts).

const { server, demo } = await signedInServer();

const TYPES: ReadonlySet<string> = new Set(PENALTY_TASK_BUTTONS.map((b) => b.type));

const penaltyOf = async (n: number): Promise<string[]> =>
  (await headerButtons(server, demo, n)).filter((t) => TYPES.has(t));

describe('penalty buttons per state', () => {
  it('立案 on open inspection and product tasks, never on penalty, fire or closed ones', async () => {
    for (const n of [7, 12, 14, 17, 18, 20])
      expect(await penaltyOf(n), String(n)).toContain('penaltyEntry');
    for (const n of [3, 21, 5, 29, 51])
      expect(await penaltyOf(n), String(n)).not.toContain('penaltyEntry');
  });

  it('结案 on open cases, 快速转一般 on the quick one, 减轻处罚 where there is a reduction', async () => {
    expect(await penaltyOf(11)).toEqual(['penaltyClose', 'quickToGeneral']);
    expect(await penaltyOf(3)).toEqual(['penaltyClose', 'penaltyReduction']);
    expect(await penaltyOf(23)).toEqual(['penaltyClose']);
    expect(await penaltyOf(6)).toEqual([]);
  });

  it('解除临时查封 and 三停核查 on the open seal, 三停核查 on the open stop order', async () => {
    expect(await penaltyOf(51)).toEqual(['sealLift', 'threeStopCheck']);
    expect(await penaltyOf(52)).toEqual(['threeStopCheck']);
    expect(await penaltyOf(9)).toEqual([]);
  });

  it('shows every penalty button on some task of the demo officer', async () => {
    const seen = new Set<string>();
    for (const n of [3, 7, 11, 51]) for (const t of await penaltyOf(n)) seen.add(t);
    expect([...TYPES].filter((t) => !seen.has(t))).toEqual([]);
  });
});
