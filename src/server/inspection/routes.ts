import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { actionRequest } from '../actions/guard';
import { fail, ok } from '../envelope';
import { applicableDangers, applicationOf } from './state';
import { createReinspection } from './applications';
import { applicationsPage, dangersPage, hazardsPage } from './pages';
import { rectifyEntity } from './rectify';
import {
  APPLICATIONS_DWID,
  HIDDEN_DANGERS_DWID,
  INSPECTION_API,
  UNIT_HAZARDS_DWID,
  type ReinspectionKind,
} from '../../shared/inspection/constants';
import { splitIds } from '../../shared/inspection/rules';
import { inspectionMessages as M } from '../../shared/inspection/messages';

// The inspection area's calls (spec 01 §2, §5, §7; spec 02 §2, §7): the generic queries of hidden
// dangers (3408), the unit's hazards (3825) and the applications (3966), confirming a danger
// rectified (save by dwId 3408), the application check by kind (isJsfwSqFc / isJdjcSqFc) and the
// re-inspection task's creation by kind (saveAqjcFcrw / saveJdjcFcrwDq).

const CHECKS: ReadonlyArray<[string, ReinspectionKind]> = [
  [INSPECTION_API.isJsfwSqFc, 'jsfw'],
  [INSPECTION_API.isJdjcSqFc, 'jdjc'],
];
const CREATES: ReadonlyArray<[string, ReinspectionKind]> = [
  [INSPECTION_API.saveAqjcFcrw, 'jsfw'],
  [INSPECTION_API.saveJdjcFcrwDq, 'jdjc'],
];

export function registerInspectionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerPage(HIDDEN_DANGERS_DWID, dangersPage(ctx));
  ctx.generic.registerPage(UNIT_HAZARDS_DWID, hazardsPage(ctx));
  ctx.generic.registerPage(APPLICATIONS_DWID, applicationsPage(ctx));
  ctx.generic.registerEntity(HIDDEN_DANGERS_DWID, rectifyEntity(ctx));

  // The check only answers: the application is recorded when its document is saved.
  for (const [path, kind] of CHECKS)
    app.post(path, async (request) => {
      const r = actionRequest(ctx, request);
      if (!r.ok) return fail(r.msg);
      const checked = applicableDangers(ctx.db, r.value.task, kind, splitIds(r.value.f.ids));
      return checked.ok ? ok(null, M.applyDone) : fail(checked.msg);
    });

  for (const [path, kind] of CREATES)
    app.post(path, async (request) => {
      const r = actionRequest(ctx, request);
      if (!r.ok) return fail(r.msg);
      const { f, task, user, ip } = r.value;
      const application = applicationOf(ctx.db, task, f.fcsqid ?? f.id ?? '');
      const created = createReinspection(ctx, user, ip, task, kind, application);
      return created.ok ? ok(created.value, M.fcsqCreated) : fail(created.msg);
    });
}
