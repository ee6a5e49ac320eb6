import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldsOf } from '../body';
import { currentUser, type ServerContext } from '../context';
import { fail, ok, parseBody } from '../envelope';
import { optionalText, pageFields, positiveInt } from '../fields';
import { INTERFACE_ERRORS, PAGE_DATA_ERRORS } from './errors';
import { lookupPage } from './lookup';
import type { GenericCall } from './registry';
import { saveMany, saveOne } from './save';
import { MD5_PATTERN, PREVIEW_LINK_ERRORS, signPreview } from '../documents/preview-link';
import { GENERIC_API, LOOKUP } from '../../shared/generic/constants';

// The generic ("usual") calls (docs/api.md "Generic calls"). What each dwId, lookup table or
// interface id means is registered by its area (generic/registry.ts); these routes only read the
// request, find the registered handler and answer in the envelope.

const pageDataBody = z.object({
  dwId: positiveInt('查询配置ID'),
  runId: optionalText('流程ID'),
  obj: optionalText('查询条件obj', 4000),
  ...pageFields,
});

const lookupBody = z.object({
  runId: optionalText('流程ID'),
  obj: optionalText('查询条件obj', 4000),
  ...pageFields,
});

const saveBody = z.object({
  dwId: positiveInt('保存配置ID'),
  runId: optionalText('流程ID'),
  data: optionalText('保存数据data', 100_000),
});
const saveEntitiesBody = z.object({
  runId: optionalText('流程ID'),
  mapList: optionalText('保存数据mapList', 1_000_000),
});

type Filter = { ok: true; value: Record<string, unknown> } | { ok: false; msg: string };

/** The request's `obj`: JSON text of an object ({} when absent). */
function filterOf(obj: string | undefined): Filter {
  let parsed: unknown;
  try {
    parsed = JSON.parse(obj ?? '{}');
  } catch {
    return { ok: false, msg: PAGE_DATA_ERRORS.badJson };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, msg: PAGE_DATA_ERRORS.notObject };
  return { ok: true, value: parsed as Record<string, unknown> };
}

const callOf = (request: FastifyRequest, runId: string | undefined): GenericCall => ({
  user: currentUser(request),
  ip: request.ip,
  runId,
});

export function registerGenericRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The server's time; asked with an md5, the time with a signed preview link's fields
  // (documents/preview-link.ts). A real BladeX ignores md5 and answers the time alone.
  app.post(GENERIC_API.connectionTime, async (request) => {
    const md5 = fieldsOf(request).md5?.toLowerCase();
    if (md5 === undefined) return ok(ctx.now());
    if (!MD5_PATTERN.test(md5)) return fail(PREVIEW_LINK_ERRORS.badLink);
    return ok(signPreview(ctx, currentUser(request), md5));
  });

  // Paged query by configuration id (dwId), or with queryType 1 the picker's lookup by table. The
  // page is wrapped once more: data.data.records.
  app.post(GENERIC_API.pageQuery, async (request) => {
    if (fieldsOf(request).queryType === String(LOOKUP.queryType)) {
      const parsed = parseBody(lookupBody, request.body);
      if (!parsed.ok) return fail(parsed.msg);
      const filter = filterOf(parsed.value.obj);
      if (!filter.ok) return fail(filter.msg);
      const page = lookupPage(ctx, filter.value, parsed.value);
      return page.ok ? ok({ data: page.value }) : fail(page.msg);
    }
    const parsed = parseBody(pageDataBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    const { dwId, runId, obj, current, size } = parsed.value;
    const provider = ctx.generic.page(dwId);
    if (!provider) return fail(PAGE_DATA_ERRORS.unknownDwId);
    const filter = filterOf(obj);
    if (!filter.ok) return fail(filter.msg);
    const page = provider(callOf(request, runId), filter.value, { current, size });
    return page.ok ? ok({ data: page.value }) : fail(page.msg);
  });

  // Save or update one record by dwId: an ID in data updates it, none creates one; answers the ID.
  app.post(GENERIC_API.saveOrUpdate, async (request) => {
    const parsed = parseBody(saveBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    const saved = saveOne(
      ctx,
      callOf(request, parsed.value.runId),
      parsed.value.dwId,
      parsed.value.data,
    );
    return saved.ok ? ok(saved.value) : fail(saved.msg);
  });

  // Several records (mapList: [{ dwId, data }]) in one transaction: all saved, or none.
  app.post(GENERIC_API.saveEntities, async (request) => {
    const parsed = parseBody(saveEntitiesBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    const saved = saveMany(ctx, callOf(request, parsed.value.runId), parsed.value.mapList);
    return saved.ok ? ok(saved.value) : fail(saved.msg);
  });

  // The generic interface: an id and a JSON obj; the registered handler answers the envelope.
  app.post(GENERIC_API.execInterface, async (request) => {
    const f = fieldsOf(request);
    const handler = ctx.generic.interface(Number(f.id));
    if (!handler) return fail(INTERFACE_ERRORS.unknownInterface);
    let obj: unknown;
    try {
      obj = JSON.parse(f.obj ?? '{}');
    } catch {
      return fail(INTERFACE_ERRORS.badObj);
    }
    if (typeof obj !== 'object' || obj === null || Array.isArray(obj))
      return fail(INTERFACE_ERRORS.badObj);
    return handler(callOf(request, f.runId), obj as Record<string, unknown>);
  });
}
