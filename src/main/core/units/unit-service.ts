import { DW_ID_UNIT, UNITS_API, unitSaveDwId } from '../../../shared/units/constants';
import { M } from '../../../shared/messages';
import { callForMessage } from '../api/action';
import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import { AppError, InvalidArgumentError } from '../errors';
import type { GenericService } from '../generic/service';
import { readThrough, type ReadContext } from '../reads';
import { chinaToday } from '../../../shared/common/dates';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { ParsedRequest } from '../../../shared/contract';
import type { FieldValue } from '../../../shared/forms/types';
import { PERSON_FIELD_NAMES, UNIT_FIELD_NAMES } from '../../../shared/units/forms';
import { firstUnitIssue } from '../../../shared/units/rules';
import { type UnitRecord, unitRecordSchema } from '../../../shared/units/schemas';

// A supervised unit by id, through the generic paged query (dwId 3045), and its information edit:
// the record by the generic save (3033 a key unit, 3014 the others), then its supplementary
// persons (saveOrupdateShdwBqcb). The save checks the shared rules again first (the form's check
// is a courtesy) and is refused with their message before anything is sent.

export interface UnitService {
  get(req: ParsedRequest<'units:get'>): Promise<Cached<UnitRecord>>;
  save(req: ParsedRequest<'units:save'>): Promise<ActionResult>;
}

const trimmed = (v: FieldValue | undefined): FieldValue =>
  v === undefined ? '' : typeof v === 'string' ? v.trim() : v.map((x) => x.trim()).filter(Boolean);

export function createUnitService(
  generic: GenericService,
  reads: () => ReadContext,
  client: () => BladeClient,
  today: () => string = () => chinaToday(Date.now()),
): UnitService {
  return {
    get: (req) =>
      readThrough(reads(), cacheKey('units:get', { id: req.id }), async () => {
        const page = await generic.pageQuery(
          DW_ID_UNIT,
          { ID: req.id },
          { runId: req.runId, current: 1, size: 1 },
          unitRecordSchema,
        );
        const unit = page.records[0];
        // Thrown inside the fetch, so "no such unit" is never cached as an answer.
        if (!unit) throw new AppError('server', M.unitNotFound);
        return unit;
      }),

    save: async (req) => {
      // Only the form's fields travel: anything else in the request is not the officer's input.
      const values = Object.fromEntries(UNIT_FIELD_NAMES.map((n) => [n, trimmed(req.values[n])]));
      const persons = req.persons.map((p) =>
        Object.fromEntries(PERSON_FIELD_NAMES.map((n) => [n, (p[n] ?? '').trim()])),
      );
      const issue = firstUnitIssue(values, persons, today());
      if (issue) throw new InvalidArgumentError(issue);
      const category = typeof values.JGDWLB === 'string' ? values.JGDWLB : '';
      const record = Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : v.join(',')]),
      );
      // The record first: a refusal there (the server's own checks) leaves the persons untouched.
      await generic.saveOrUpdate(
        unitSaveDwId(category),
        { ...record, ID: req.id, RWID: req.RWID },
        req.runId,
      );
      return callForMessage(
        client(),
        {
          path: UNITS_API.saveSupplement,
          form: {
            dwid: req.id,
            RWID: req.RWID,
            runId: req.runId,
            shdwJbxxBqcbList: JSON.stringify(persons),
          },
        },
        M.unitEditDone,
      );
    },
  };
}
