import { asc, eq, max, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { docTypes, documents, type DocTypeRow } from './tables';
import { taskFor } from '../detail/access';
import {
  DOC_NOT_FOUND,
  documentFor,
  isTaskOpen,
  newId,
  nextDocumentNumber,
  valuesOf,
} from '../detail/documents';
import { fail, ok } from '../envelope';
import { definitionFor, formOf, publicField, type FormDef } from './forms/index';
import { checkPicked } from './picked';
import { categoryForNew, categoryOf, isConfigured } from './settings';
import { recordOperation } from '../detail/oplog';
import { PATHS } from '../paths';
import { formatDateTime } from '../util/time';
import { fieldsOf } from '../body';
import { checkDocumentValues } from '../../shared/documents/forms';
import { isEditableStatus } from '../../shared/documents/rules';
import { formsMessages } from '../../shared/forms/messages';
import { registersCase } from '../../shared/penalty/wizard';
import {
  registerCase,
  registrationRefusal,
  registrationTarget,
  type SavedDocument,
} from '../penalty/register';
import type { TaskRow } from '../tasks/tables';
import {
  applicationSettingOf,
  pendingApplication,
  recordApplication,
} from '../inspection/applications';
import type { UserRow } from '../session/tables';
import { recordFromReceipt } from '../service/receipts';
import {
  linkedDoc,
  linksOfDocument,
  prefillValues,
  resolveLinks,
  serialNumber,
  storeLinks,
  type Links,
} from './links';
import { DOCUMENTS_API } from '../../shared/documents/constants';

// Adding and editing documents: beforeaddflws, getFormDefinition, getFlwsPrefill, getFlwsDetail,
// saveFlws.

export const ADD_ERRORS = {
  noneChosen: '请选择需要新增的文书!',
  registration: '该表单是登记表单，不可直接添加!',
  noPage: '该文书暂未配置新增页面!',
  noDefinition: '该文书暂未配置文书定义!',
  notConfigured: '暂无配置RWID文书设置',
  noSettingId: '文书设置id未配置!',
  noTemplateId: '缺少模板ID!',
  templateUnbound: '文书模板暂未绑定!',
  taskClosed: '任务已办结，不能新增或修改文书',
  notEditable: '当前状态的文书不可编辑',
  badData: '文书内容格式不正确',
  formMismatch: '表单与文书设置不一致',
} as const;

type Checked = { ok: true; values: Record<string, string> } | { ok: false; msg: string };

/**
 * Keeps the form's fields only and checks them with the shared form rules (src/shared/forms, the
 * same the renderer and main run): '<label>不能为空', numbers, dates, options; then each picker's
 * keys against its table. `def` is the form as the signed-in officer fills it (definitionFor).
 */
export function checkValues(ctx: ServerContext, def: FormDef, raw: string | undefined): Checked {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? '{}');
  } catch {
    return { ok: false, msg: ADD_ERRORS.badData };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, msg: ADD_ERRORS.badData };
  const given = data as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const f of def.fields) {
    const v = given[f.name];
    const text =
      v === null || v === undefined
        ? ''
        : typeof v === 'string' || typeof v === 'number'
          ? String(v).trim()
          : null;
    // What no form field can hold (objects, endless text) is a broken request, not a rule's business.
    if (text === null || text.length > 20_000)
      return { ok: false, msg: formsMessages.formsBadFormat(f.label) };
    values[f.name] = text;
  }
  const fields = def.fields.map(publicField);
  const refused = checkDocumentValues(fields, values);
  if (refused) return { ok: false, msg: refused.message };
  const picked = checkPicked(ctx, def.fields, values);
  return picked.ok ? { ok: true, values: { ...values, ...picked.fills } } : picked;
}

const titleOf = (type: DocTypeRow, values: Record<string, string>): string =>
  type.form === 'xwbl' && values.BXWR ? `${type.name}（${values.BXWR}）` : type.name;

export function registerDocumentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(PATHS.beforeAdd, async (request) => {
    const f = fieldsOf(request);
    const access = taskFor(ctx, currentUser(request), f.rwid ?? f.RWID ?? '', f.runId);
    if (!access.ok) return fail(access.msg);
    if (!isTaskOpen(access.task)) return fail(ADD_ERRORS.taskClosed);
    if (!f.wssid) return fail(ADD_ERRORS.noneChosen);
    const type = ctx.db.select().from(docTypes).where(eq(docTypes.id, f.wssid)).get();
    if (!type) return fail(ADD_ERRORS.notConfigured);
    if (type.addMode === '2') return fail(ADD_ERRORS.registration);
    if (!type.addUrl) return fail(ADD_ERRORS.noPage);
    if (!type.definitionId) return fail(ADD_ERRORS.noDefinition);
    if (!isConfigured(ctx, access.task, type)) return fail(ADD_ERRORS.notConfigured);
    // An action's document whose category the task does not show yet gets it with the save.
    const category = categoryOf(ctx, access.task, type);
    if (!type.settingId) return fail(ADD_ERRORS.noSettingId);
    if (!type.templateId) return fail(ADD_ERRORS.noTemplateId);
    if (!formOf(type.form)) return fail(ADD_ERRORS.templateUnbound);
    return ok({
      rwwsszid: type.settingId,
      mbid: type.templateId,
      form: type.form,
      wsmc: type.name,
      xzurl: type.addUrl,
      wsdyid: type.definitionId,
      rwwslbid: category?.id ?? null,
    });
  });

  app.post(PATHS.formDefinition, async (request) => {
    const f = fieldsOf(request);
    const def = f.form ? formOf(f.form) : undefined;
    if (!def) return fail(DOC_NOT_FOUND);
    const types = ctx.db
      .select()
      .from(docTypes)
      .where(eq(docTypes.form, def.form))
      .orderBy(asc(docTypes.sort))
      .all();
    const type = types.find((t) => t.settingId === f.rwwsszid) ?? types[0];
    const fields = definitionFor(def, currentUser(request)).fields.map(publicField);
    return ok({
      form: def.form,
      rwwsszid: type?.settingId ?? '',
      title: type?.name ?? def.title,
      fields,
    });
  });

  // What a new document starts with, from its page's query (spec 02 §2): the type's name and
  // presets, and what its source document (lyId) and inspection record (jcjlid) give; the serial
  // (lsh) checked and, on a numbered type, the number it will give.
  app.post(DOCUMENTS_API.prefill, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const access = taskFor(ctx, user, f.RWID ?? f.rwid ?? '', f.runId);
    if (!access.ok) return fail(access.msg);
    const def = f.form ? formOf(f.form) : undefined;
    if (!def) return fail(DOC_NOT_FOUND);
    // A re-inspection application names its kind's setting (762, 601), as its save does.
    const type = typeOfSetting(ctx, applicationSettingOf(f));
    if (!type) return fail(ADD_ERRORS.noSettingId);
    if (type.form !== def.form) return fail(ADD_ERRORS.formMismatch);
    const links = resolveLinks(ctx, access.task, f);
    if (!links.ok) return fail(links.msg);
    const { source, record, serial } = links.value;
    const year = formatDateTime(ctx.now()).slice(0, 4);
    const numbered = serial ? serialNumber(ctx, user, type, serial, year) : null;
    if (numbered && !numbered.ok) return fail(numbered.msg);
    return ok({
      form: def.form,
      rwwsszid: type.settingId ?? type.id,
      title: type.name,
      values: prefillValues(def, type, links.value),
      LYWSID: source?.doc.flwsid ?? null,
      source: linkedDoc(source),
      JCJLID: record?.doc.flwsid ?? null,
      record: linkedDoc(record),
      LSH: serial,
      WH: numbered?.value ?? null,
    });
  });

  app.post(PATHS.flwsDetail, async (request) => {
    const f = fieldsOf(request);
    const found = documentFor(ctx, currentUser(request), f.FLWSID ?? f.flwsid);
    if (!found.ok) return fail(found.msg);
    const { doc, task, type } = found;
    // The row that opened the page named the document's form (FLWSLB): a row naming another form
    // is stale and refused (a gateway's category code in FLWSLB names no form and is let be).
    if (f.FLWSLB && f.FLWSLB !== type.form && formOf(f.FLWSLB))
      return fail(ADD_ERRORS.formMismatch);
    const def = formOf(type.form);
    const stored = valuesOf(doc);
    const values = def
      ? Object.fromEntries(def.fields.map((field) => [field.name, stored[field.name] ?? '']))
      : stored;
    return ok({
      FLWSID: doc.flwsid,
      ID: doc.id,
      RWID: task.rwid,
      runId: task.runId,
      form: type.form,
      rwwsszid: type.settingId ?? type.id,
      TITLE: doc.title,
      WH: doc.wh,
      STATUS: doc.status,
      STATUS1: doc.sendState,
      RW_ISDELETED: doc.deleted,
      values,
      ...linksOfDocument(ctx, doc),
    });
  });

  app.post(PATHS.saveFlws, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    // A new penalty registration document (type=GJ on a registration form, spec 01 §2) names its
    // source task: GJRWID, else RWID; it is saved under the case it registers
    // (server/penalty/register.ts). Any other page opened with type=GJ (the seizure records) is a
    // document of the penalty case it names by RWID.
    const registering = registersCase(f, f.form);
    const rwid = (registering ? f.GJRWID : undefined) ?? f.RWID ?? f.rwid ?? '';
    const access = taskFor(ctx, user, rwid, f.runId);
    if (!access.ok) return fail(access.msg);
    const task = access.task;
    // A re-inspection application names its kind's setting (762, 601): the fcsqdj type (93).
    const setting = applicationSettingOf(f);
    const type = setting
      ? ctx.db
          .select()
          .from(docTypes)
          .where(or(eq(docTypes.settingId, setting), eq(docTypes.id, setting)))
          .get()
      : undefined;
    if (!type) return fail(ADD_ERRORS.noSettingId);
    if (f.form !== type.form) return fail(ADD_ERRORS.formMismatch);
    const form = formOf(type.form);
    if (!form) return fail(ADD_ERRORS.templateUnbound);
    const def = definitionFor(form, user);
    if (!isTaskOpen(task)) return fail(ADD_ERRORS.taskClosed);

    if (f.FLWSID) {
      const found = documentFor(ctx, user, f.FLWSID);
      if (!found.ok) return fail(found.msg);
      if (found.doc.rwid !== task.rwid || found.doc.deleted !== 0 || found.doc.typeId !== type.id)
        return fail(DOC_NOT_FOUND);
      if (!isEditableStatus(found.doc.status)) return fail(ADD_ERRORS.notEditable);
      const checked = checkValues(ctx, def, f.data);
      if (!checked.ok) return fail(checked.msg);
      const links = resolveLinks(ctx, task, f, found.doc);
      if (!links.ok) return fail(links.msg);
      const title = titleOf(type, checked.values);
      ctx.db
        .update(documents)
        .set({ values: JSON.stringify(checked.values), title })
        .where(eq(documents.id, found.doc.id))
        .run();
      storeLinks(ctx, found.doc.id, links.value, false);
      recordOperation(ctx, task.rwid, user, request.ip, `修改文书：${title}`);
      // A delivery receipt registers the service of the document it names (server/service).
      recordFromReceipt(ctx, user, request.ip, found.doc.id);
      return ok({ FLWSID: found.doc.flwsid, ID: found.doc.id, WH: found.doc.wh }, '保存成功!');
    }

    if (registering) {
      const refused = registrationRefusal(ctx, task, type);
      if (refused) return fail(refused);
      const checked = checkValues(ctx, def, f.data);
      if (!checked.ok) return fail(checked.msg);
      const links = newLinks(ctx, user, task, type, f);
      if (!links.ok) return fail(links.msg);
      const target = registrationTarget(ctx, task, type, f, checked.values);
      if (!target.ok) return fail(target.msg);
      const saved = registerCase(ctx, user, request.ip, task, type, target.value, (penalty) =>
        insertDocument(ctx, user, request.ip, penalty, type, checked.values, links.value),
      );
      return saved ? ok(saved, '保存成功!') : fail(ADD_ERRORS.notConfigured);
    }
    if (!isConfigured(ctx, task, type)) return fail(ADD_ERRORS.notConfigured);
    const checked = checkValues(ctx, def, f.data);
    if (!checked.ok) return fail(checked.msg);
    const links = newLinks(ctx, user, task, type, f);
    if (!links.ok) return fail(links.msg);
    // A new re-inspection application records the hidden dangers it covers (server/inspection).
    const application = pendingApplication(ctx, task, type.form, f);
    if (!application.ok) return fail(application.msg);
    const saved = insertDocument(ctx, user, request.ip, task, type, checked.values, links.value);
    if (saved) recordFromReceipt(ctx, user, request.ip, saved.ID);
    if (saved && application.value)
      recordApplication(ctx, user, request.ip, application.value, saved);
    return saved ? ok(saved, '保存成功!') : fail(ADD_ERRORS.notConfigured);
  });
}

/** Writes a new document of the type under the task (undefined when its settings lack the type). */
export function insertDocument(
  ctx: ServerContext,
  user: UserRow,
  ip: string,
  task: TaskRow,
  type: DocTypeRow,
  values: Record<string, string>,
  links?: NewLinks,
): SavedDocument | undefined {
  const category = categoryForNew(ctx, task, type);
  if (!category) return undefined;
  const now = formatDateTime(ctx.now());
  // The serial's number when the page named one (checked free by newLinks), else the next free.
  const wh =
    links?.wh ??
    (type.numberWord ? nextDocumentNumber(ctx, user, type.numberWord, now.slice(0, 4)) : null);
  const taken = (column: typeof documents.id | typeof documents.flwsid) => (id: string) =>
    ctx.db.select({ id: documents.id }).from(documents).where(eq(column, id)).get() !== undefined;
  const id = newId(ctx, taken(documents.id));
  const flwsid = newId(ctx, taken(documents.flwsid));
  const [{ last }] = ctx.db
    .select({ last: max(documents.sort) })
    .from(documents)
    .where(eq(documents.categoryId, category.id))
    .all();
  const title = titleOf(type, values);
  ctx.db
    .insert(documents)
    .values({
      id,
      flwsid,
      rwid: task.rwid,
      categoryId: category.id,
      typeId: type.id,
      title,
      wh,
      status: '1',
      delivered: '1',
      sendState: '1',
      sealState: '1',
      archiveState: '1',
      archived: '0',
      hasFile: '0',
      revoked: '0',
      createdBy: user.realName,
      createdAt: now,
      sort: (last ?? 0) + 1,
      values: JSON.stringify(values),
    })
    .run();
  if (links) storeLinks(ctx, id, links, true);
  recordOperation(ctx, task.rwid, user, ip, `新增文书：${title}`);
  return { FLWSID: flwsid, ID: id, WH: wh };
}

/** A new document's links with the number its serial gives (null: the next free one, or none). */
type NewLinks = Links & { wh: string | null };

/** The links of a new document's save, checked, and the number its serial gives. */
function newLinks(
  ctx: ServerContext,
  user: UserRow,
  task: TaskRow,
  type: DocTypeRow,
  f: Record<string, string | undefined>,
): { ok: true; value: NewLinks } | { ok: false; msg: string } {
  const links = resolveLinks(ctx, task, f);
  if (!links.ok) return links;
  if (!links.value.serial) return { ok: true, value: { ...links.value, wh: null } };
  const year = formatDateTime(ctx.now()).slice(0, 4);
  const numbered = serialNumber(ctx, user, type, links.value.serial, year);
  if (!numbered.ok) return numbered;
  return { ok: true, value: { ...links.value, wh: numbered.value } };
}

/** The document type a page's rwwsszid names (its setting id, else its id). */
function typeOfSetting(ctx: ServerContext, rwwsszid: string | undefined): DocTypeRow | undefined {
  if (!rwwsszid) return undefined;
  return ctx.db
    .select()
    .from(docTypes)
    .where(or(eq(docTypes.settingId, rwwsszid), eq(docTypes.id, rwwsszid)))
    .get();
}
