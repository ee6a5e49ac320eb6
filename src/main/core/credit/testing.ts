import { useScriptedService, type ScriptedRig } from '../testing/services';
import { createCreditService, type CreditService } from './credit-service';
import type { UserInfo } from '../../../shared/session/schemas';

// The credit service's unit tests share this rig: a scripted server, a client, cache and generic
// service on it, a signed-in officer of the Xincheng brigade; today is pinned.

export const T = { runId: 'run1', RWID: 'rw1' } as const;
export const TODAY = '2024-06-10';

export const OFFICER: UserInfo = {
  user_id: '42',
  account: 'demo',
  real_name: '张伟',
  company_id: '1501020000',
  company_name: '呼和浩特市新城区消防救援大队',
  region_code: '150102',
  dept_id: null,
  police_number: null,
  permissions: [],
};

export type CreditRig = ScriptedRig<CreditService>;

export const useCreditRig = (): CreditRig =>
  useScriptedService((d) =>
    createCreditService({
      client: () => d.client,
      reads: d.reads,
      generic: d.generic,
      officer: () => OFFICER,
      today: () => TODAY,
    }),
  );
