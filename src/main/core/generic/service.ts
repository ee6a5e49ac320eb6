import type { z } from 'zod';
import { callAction, callForMessage } from '../api/action';
import type { BladeClient, Form } from '../api/client';
import { cacheKey } from '../db/cache';
import { readThrough, type ReadContext } from '../reads';
import { M } from '../../../shared/messages';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { Page } from '../../../shared/common/schemas';
import type { LookupRequest } from '../../../shared/generic/contract';
import { CASE_LOOKUP_SIZE, GENERIC_API, LOOKUP } from '../../../shared/generic/constants';
import {
  genericPageSchema,
  lookupRowSchema,
  savedEntitiesSchema,
  savedIdSchema,
  type LookupRow,
  type SavedEntities,
} from '../../../shared/generic/schemas';

// The generic ("usual") calls every later form needs. Only the picker's lookup has a channel; the
// areas' services call the rest with their own fixed dwId or interface id, and cache what they read
// under their own channel's key.

/** Which page of a generic query, and for which run. */
export type PageArgs = { current: number; size: number; runId?: string };

/** One record of a saveEntities transaction: the configuration it is saved by, and its fields. */
export type EntityToSave = { dwId: number; data: Record<string, unknown> };

export interface GenericService {
  /** The picker's lookup: the shared paged query with queryType 1 (spec 01 §7), 99 rows at most. */
  lookup(req: LookupRequest): Promise<Cached<Page<LookupRow>>>;
  /** The paged query by dwId (configuration id) with a filter object; a read, retried, not cached here. */
  pageQuery<S extends z.ZodType>(
    dwId: number,
    obj: Record<string, unknown>,
    page: PageArgs,
    row: S,
  ): Promise<Page<z.output<S>>>;
  /**
   * A whole list by dwId (page 1 of CASE_LOOKUP_SIZE, spec 02 §9), read through the cache under the
   * area's channel and request: offline it answers the last good list with its time.
   */
  cachedList<S extends z.ZodType>(
    key: { channel: string; req: { runId: string } },
    dwId: number,
    obj: Record<string, unknown>,
    row: S,
  ): Promise<Cached<z.output<S>[]>>;
  /** Saves one record by dwId: an ID in `data` updates it, none creates one. Answers the record's ID. */
  saveOrUpdate(dwId: number, data: Record<string, unknown>, runId: string): Promise<string>;
  /** The generic interface `id` with its JSON obj; answers the server's message (or `fallback`). */
  execInterface(
    id: number,
    obj: Record<string, unknown>,
    runId: string,
    fallback?: string,
  ): Promise<ActionResult>;
  /** Several records in one transaction (spec 02 §7): the server's message and every record's ID. */
  saveEntities(
    runId: string,
    mapList: readonly EntityToSave[],
  ): Promise<SavedEntities & ActionResult>;
}

export function createGenericService(
  client: () => BladeClient,
  reads: () => ReadContext,
): GenericService {
  /** Both kinds of paged query answer `data.data.records` (spec 01 §7). */
  const queryPage = <S extends z.ZodType>(form: Form, row: S): Promise<Page<z.output<S>>> =>
    client().call({
      path: GENERIC_API.pageQuery,
      form,
      schema: genericPageSchema(row),
      read: true,
    });

  return {
    lookup: (req) =>
      readThrough(reads(), cacheKey('generic:lookup', req), () =>
        queryPage(
          {
            current: LOOKUP.current,
            size: LOOKUP.size,
            runId: req.runId ?? '',
            queryType: LOOKUP.queryType,
            extendTreeType: LOOKUP.extendTreeType,
            obj: JSON.stringify({
              tableName: req.table,
              labelField: req.labelField,
              keyField: req.keyField ?? '',
              keyValue: req.keyValue ?? '',
              search: req.search ?? '',
            }),
          },
          lookupRowSchema,
        ),
      ),

    pageQuery: (dwId, obj, page, row) =>
      queryPage(
        {
          dwId,
          runId: page.runId,
          current: page.current,
          size: page.size,
          obj: JSON.stringify(obj),
        },
        row,
      ),

    cachedList: ({ channel, req }, dwId, obj, row) =>
      readThrough(reads(), cacheKey(channel, req), async () => {
        const page = await queryPage(
          {
            dwId,
            runId: req.runId,
            current: 1,
            size: CASE_LOOKUP_SIZE,
            obj: JSON.stringify(obj),
          },
          row,
        );
        return page.records;
      }),

    // Writes are never retried: the server may have saved before the answer was lost.
    saveOrUpdate: (dwId, data, runId) =>
      client().call({
        path: GENERIC_API.saveOrUpdate,
        form: { dwId, runId, data: JSON.stringify(data) },
        schema: savedIdSchema,
      }),

    execInterface: (id, obj, runId, fallback = M.actionDone) =>
      callForMessage(
        client(),
        { path: GENERIC_API.execInterface, form: { id, runId, obj: JSON.stringify(obj) } },
        fallback,
      ),

    saveEntities: (runId, mapList) =>
      callAction(
        client(),
        {
          path: GENERIC_API.saveEntities,
          form: { runId, mapList: JSON.stringify(mapList) },
          schema: savedEntitiesSchema,
        },
        M.actionDone,
      ),
  };
}
