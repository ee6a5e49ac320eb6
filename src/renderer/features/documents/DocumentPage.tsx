import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft16Regular, Save16Regular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { useAnyTaskDetail } from '../../platform/taskDetail';
import { officerNamesOf } from '../../../shared/videos/suggest';
import { DraftBanner, taskNameOf, useDocumentDraft } from '../drafts';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { useRoute, useRouter, useTabTitle } from '../../platform/router';
import { DOC_PAGE_PREFIX, buildPath } from '../../platform/routes';
import { useRunAction } from '../../platform/useRunAction';
import { useToday } from '../../platform/calendar';
import { useNet } from '../../platform/network';
import { formatDateTime } from '../../platform/format';
import { useUnsavedGuard } from '../../platform/unsaved';
import { EmptyState } from '../../components/EmptyState';
import { NetButton } from '../../components/NetButton';
import { OfflineBanner } from '../../components/OfflineBanner';
import { usePageStyles } from '../../components/page.styles';
import { QueryBody, type QueryState } from '../../components/QueryBody';
import { StatusBadge } from '../../components/StatusBadge';
import { FieldRenderer } from '../../components/form/FieldRenderer';
import { DocLinksLine } from './DocLinksLine';
import { DocBreadcrumb } from './DocBreadcrumb';
import { shortTaskName } from '../../../shared/tasks/names';
import { PrefillNote } from './PrefillNote';
import { usePrefill, type PrefillState } from './usePrefill';
import { useLinkPrefill } from './useLinkPrefill';
import { focusField } from '../../components/form/focusField';
import { sameValues, useFormState } from '../../components/form/useFormState';
import type { Cached } from '../../../shared/common/types';
import { DICT } from '../../../shared/dict/constants';
import {
  documentForm,
  documentFormValues,
  documentWireValues,
} from '../../../shared/documents/forms';
import { isEditableStatus } from '../../../shared/documents/rules';
import { draftBaseOf, draftKey } from '../../../shared/drafts/rules';
import type { FlwsDetail, FlwsPrefill, FormDefinition } from '../../../shared/documents/schemas';
import { linksOf } from '../../../shared/documents/links';
import type { FieldValue } from '../../../shared/forms/types';
import { applicationLinkOf } from '../../../shared/inspection/rules';
import {
  RegisterNote,
  documentTaskOf,
  notForTarget,
  registrationOf,
  registrationValues,
} from '../penalty';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  meta: { color: tokens.colorNeutralForeground3 },
  spacer: { flexGrow: 1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    // A field showing its message is taller: its neighbour keeps its label and box at the top
    // instead of being stretched (the box would sit lower than the one beside it).
    alignItems: 'start',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const FORM_NAME = /^[a-z0-9]{2,40}$/;

/** What a save answered, as the cache holds a fresh read (taken when the save returns, not in render). */
const justSaved = <T,>(data: T): Cached<T> => ({ data, source: 'network', updatedAt: Date.now() });

type EditorProps = {
  def: Cached<FormDefinition>;
  doc: FlwsDetail | null;
  readOnly: boolean;
  prefill: PrefillState;
  /** What the server gave a new document from its query (type, source, record, serial). */
  linked: FlwsPrefill | null;
};

function DocEditor({ def, doc, readOnly, prefill, linked }: EditorProps): ReactElement {
  const styles = useStyles();
  const page = usePageStyles();
  const { path, query } = useRoute();
  const { navigate, closeCurrentTab } = useRouter();
  const call = useCall();
  const run = useRunAction();
  const queryClient = useQueryClient();
  const { fields } = def.data;
  // The server's fields under the shared rules (src/shared/forms): the same main and the server run again.
  const definition = useMemo(() => documentForm(fields, def.data.title), [fields, def.data.title]);
  // A registration document the penalty wizard opened (type=GJ on a registration form): features/penalty.
  const link = registrationOf(query, def.data.form);
  // A new re-inspection application (/ws/fcsqdj from 复查申请): its save names the dangers it covers.
  const reinspection = applicationLinkOf(query);
  // The page's links (spec 02 §2: lyId, jcjlid, lsh): kept and sent with every save; the serial
  // only with the save that creates the document.
  const links = useMemo(() => linksOf(query), [query]);
  const today = useToday();
  const notForPerson = notForTarget(link, definition.fields);
  const isPerson = (name: string): boolean => notForPerson.some((f) => f.name === name);
  // The values the server gave from the linked documents, for fields this form shows.
  const linkedValues = useMemo(() => {
    const names = new Set(definition.fields.map((f) => f.name));
    return Object.fromEntries(
      Object.entries(linked?.values ?? {}).filter(([k, v]) => names.has(k) && v !== ''),
    );
  }, [linked, definition.fields]);
  const linkedNames = definition.fields
    .filter((f) => f.name in linkedValues && !isPerson(f.name))
    .map((f) => f.name);
  // Filled from the task and the account (usePrefill), unless a linked document filled it.
  const fromTask = prefill.prefilled.filter((n) => !isPerson(n) && !linkedNames.includes(n));
  const prefilled = [...fromTask, ...linkedNames];
  const labelsOf = (names: readonly string[]): string[] =>
    definition.fields.filter((f) => names.includes(f.name)).map((f) => f.label);
  const prefilledNote = labelsOf(fromTask);
  const linkedNote = labelsOf(linkedNames);
  const form = useFormState(definition, {
    ...prefill.values,
    ...documentFormValues(fields, linkedValues),
    ...Object.fromEntries(notForPerson.map((f) => [f.name, ''])),
    // The wizard's types and target, as the prefill: the fields this document has.
    ...(link ? documentFormValues(fields, registrationValues(definition.fields, link, today)) : {}),
    ...documentFormValues(fields, doc?.values ?? {}),
  });
  // What the server holds: the opened values, then those of each successful save. The form is
  // dirty (autosaved, guarded on close) while it differs from them.
  const [baseline, setBaseline] = useState(form.values);
  const dirty = !readOnly && !sameValues(baseline, form.values);
  const wire = useMemo(() => documentWireValues(form.values), [form.values]);
  const { online } = useNet();
  const fieldsRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ FLWSID: string; WH: string | null } | null>(null);
  const FLWSID = saved?.FLWSID ?? doc?.FLWSID ?? query.FLWSID;
  const WH = saved?.WH ?? doc?.WH ?? null;
  const runId = query.runId ?? doc?.runId ?? '';
  // A registration document names its source task (GJRWID for an individual, else RWID).
  const RWID = documentTaskOf(query) || doc?.RWID || '';
  const rwwsszid = query.rwwsszid ?? doc?.rwwsszid ?? def.data.rwwsszid;
  // A new document is named by its type (催告书（停产停业） for 421), as the server answered.
  const title = doc?.TITLE ?? (linked?.title || def.data.title);
  const key = draftKey({ FLWSID, form: def.data.form, RWID, rwwsszid });
  // The task's officers (承办人, 协办人): an officer picker (询问人, 检查人员) offers them first.
  const taskDetail = useAnyTaskDetail(runId, RWID, !readOnly);
  const rwxx = taskDetail.data?.data.config.rwxx;
  const taskOfficers = useMemo(() => (rwxx ? officerNamesOf(rwxx).map((o) => o.name) : []), [rwxx]);
  // Not form.dirty: that compares with the values the page opened with, and stays true after a save.
  useUnsavedGuard(dirty, title);
  const draft = useDocumentDraft({
    target: {
      key,
      path: buildPath(path, FLWSID ? { ...query, FLWSID } : query),
      title,
      task: taskNameOf(queryClient, RWID),
      runId,
      RWID,
      FLWSID: FLWSID || null,
      form: def.data.form,
      base: saved ? null : draftBaseOf(doc),
    },
    readOnly,
    dirty,
    values: wire,
    restore: (values) => {
      // Every field takes the draft's value (a field the draft lacks is emptied): one change.
      const next: Record<string, FieldValue> = {};
      for (const k of Object.keys(form.values)) next[k] = '';
      for (const [k, v] of Object.entries(documentFormValues(fields, values)))
        if (v !== undefined) next[k] = v;
      const first = definition.fields[0]?.name;
      if (first)
        form.change({ name: first, value: next[first] ?? '', trigger: 'change', also: next });
    },
    submit: () => void save(),
  });

  const save = async (): Promise<void> => {
    const invalid = form.validateAll();
    if (invalid) {
      focusField(fieldsRef.current, invalid);
      return;
    }
    const values = wire;
    const sent = form.values;
    const draftKeyUsed = key;
    setSaving(true);
    const r = await run(
      () =>
        call('documents:save', {
          runId,
          RWID,
          form: def.data.form,
          rwwsszid,
          FLWSID: FLWSID || undefined,
          values,
          ...(link && !FLWSID ? { link } : {}),
          ...(reinspection && !FLWSID ? { reinspection } : {}),
          ...(links.lyId ? { lyId: links.lyId } : {}),
          ...(links.jcjlid ? { jcjlid: links.jcjlid } : {}),
          ...(links.lsh && !FLWSID ? { lsh: links.lsh } : {}),
        }),
      (res) => res.message || M.docSaved,
    );
    setSaving(false);
    if (!r) return;
    setSaved({ FLWSID: r.FLWSID, WH: r.WH });
    setBaseline(sent);
    void draft.saved(draftKeyUsed);
    // The page now shows this document: seed its cache so the reload under the new address is instant.
    // A registration document is saved under the penalty case it registered: the page is that case's now.
    const movedTo = r.RWID && r.RWID !== RWID ? r.RWID : null;
    const detail: FlwsDetail = {
      FLWSID: r.FLWSID,
      RWID: movedTo ?? RWID,
      runId,
      form: def.data.form,
      rwwsszid,
      TITLE: title,
      WH: r.WH,
      STATUS: doc?.STATUS ?? '1',
      STATUS1: doc?.STATUS1 ?? '1',
      values,
      // The links as the server keeps them: the document's own, else what the new one started with.
      LYWSID: doc ? doc.LYWSID : (linked?.LYWSID ?? null),
      source: doc ? doc.source : (linked?.source ?? null),
      JCJLID: doc ? doc.JCJLID : (linked?.JCJLID ?? null),
      record: doc ? doc.record : (linked?.record ?? null),
      LSH: doc ? doc.LSH : (linked?.LSH ?? null),
    };
    queryClient.setQueryData(qk.doc(r.FLWSID), justSaved(detail));
    void queryClient.invalidateQueries({ queryKey: qk.taskAll });
    if (movedTo)
      navigate(buildPath(path, { runId, RWID: movedTo, rwwsszid, FLWSID: r.FLWSID }), {
        replace: true,
      });
    else if (query.FLWSID !== r.FLWSID)
      navigate(buildPath(path, { ...query, FLWSID: r.FLWSID }), { replace: true });
  };

  return (
    <section className={page.card} aria-label={def.data.title}>
      <div className={styles.head}>
        <Text as="h1" size={500} weight="semibold" className={styles.title}>
          {title}
        </Text>
        {WH ? <Text className={styles.meta}>{`${M.docPageWh}：${WH}`}</Text> : null}
        {doc?.STATUS ? (
          <StatusBadge code={DICT.docStatus} value={doc.STATUS} title={M.docPageStatus} />
        ) : null}
        {readOnly ? (
          <Badge appearance="outline" color="informative">
            {M.docPageReadOnly}
          </Badge>
        ) : null}
        {draft.savedAt !== null && dirty ? (
          <Text size={200} className={styles.meta}>
            {M.draftAutosaved(formatDateTime(draft.savedAt))}
          </Text>
        ) : null}
        <span className={styles.spacer} />
        <div className={styles.actions}>
          {readOnly ? null : online ? (
            <NetButton
              appearance="primary"
              icon={<Save16Regular />}
              disabled={saving}
              onClick={() => void save()}
            >
              {saving ? M.docPageSaving : M.docPageSave}
            </NetButton>
          ) : (
            // Offline the form is kept on this machine; submitting waits for the network.
            <NetButton
              appearance="primary"
              needsNetwork={false}
              icon={<Save16Regular />}
              onClick={() => void draft.saveAsDraft()}
            >
              {M.draftSaveAsDraft}
            </NetButton>
          )}
          <Button icon={<ArrowLeft16Regular />} onClick={closeCurrentTab}>
            {M.back}
          </Button>
        </div>
      </div>
      <DocLinksLine
        source={doc ? doc.source : linked?.source}
        record={doc ? doc.record : linked?.record}
        serial={doc ? doc.LSH : linked?.LSH}
        plannedWh={WH ? null : linked?.WH}
      />
      <OfflineBanner source={def.source} updatedAt={def.updatedAt} />
      <DraftBanner {...draft.banner} />
      {link ? <RegisterNote link={link} fields={definition.fields} values={form.values} /> : null}
      <PrefillNote labels={prefilledNote} />
      <PrefillNote labels={linkedNote} text={M.docLinkPrefillNote} />
      <form
        ref={fieldsRef}
        className={styles.grid}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (readOnly) return;
          if (online) void save();
          else void draft.saveAsDraft();
        }}
      >
        {definition.fields.map((f) => (
          <FieldRenderer
            key={f.name}
            field={f}
            definition={definition}
            values={form.values}
            error={form.errors[f.name] ?? null}
            readOnly={readOnly}
            runId={runId}
            onChange={form.change}
            onBlur={form.blur}
            prefilled={prefilled.includes(f.name)}
            taskOfficers={taskOfficers}
          />
        ))}
      </form>
    </section>
  );
}

/**
 * Route /ws/{form}?runId&RWID&rwwsszid[&lyId&jcjlid&lsh][&FLWSID&FLWSLB&mode=view]: one document,
 * new or existing (spec 02 §2). A new one starts from getFlwsPrefill (the type, its source document
 * lyId, its inspection record jcjlid, its serial lsh); a saved one is read with the form its row
 * named (FLWSLB). Every save sends the links on.
 */
export function DocumentPage(): ReactElement {
  const page = usePageStyles();
  const { path, query } = useRoute();
  const { closeCurrentTab } = useRouter();
  const call = useCall();
  const form = path.slice(DOC_PAGE_PREFIX.length);
  const known = FORM_NAME.test(form);
  const FLWSID = query.FLWSID ?? '';
  const def = useQuery({
    queryKey: qk.docForm(form),
    queryFn: () => call('documents:form', { form }),
    enabled: known,
  });
  const doc = useQuery({
    queryKey: qk.doc(FLWSID),
    // FLWSLB: the form the opening row named; the server refuses a document of another form.
    queryFn: () =>
      call('documents:get', { FLWSID, ...(query.FLWSLB ? { FLWSLB: query.FLWSLB } : {}) }),
    enabled: known && FLWSID !== '',
  });

  const pre = usePrefill({
    fields: def.data?.data.fields,
    form,
    // A registration document (type=GJ) fills from its source task: GJRWID for an individual.
    RWID: documentTaskOf(query),
    runId: query.runId ?? '',
    isNew: FLWSID === '' && query.mode !== 'view',
    query,
  });
  // What the server gives a new document from the query's type and links (lyId, jcjlid, lsh).
  const linked = useLinkPrefill({
    form,
    runId: query.runId ?? '',
    RWID: documentTaskOf(query),
    rwwsszid: query.rwwsszid ?? '',
    links: linksOf(query),
    isNew: known && FLWSID === '' && query.mode !== 'view',
  });

  // The tab and the breadcrumb name the document's task (issue 29): what the detail screen read of
  // it is reused, so opening a document from there asks the server nothing more.
  const task = useAnyTaskDetail(query.runId ?? '', query.RWID ?? '', known).data?.data.config.rwxx;
  const title = doc.data?.data.TITLE ?? (linked.data?.title || def.data?.data.title) ?? null;
  useTabTitle(
    title === null ? null : M.pageOfTask(title, task?.RWMC),
    title === null ? null : M.pageOfTask(title, task ? shortTaskName(task.RWMC) : null),
  );

  // The definition, for a saved document its values, for a new one its start: one read to the officer.
  const failed = def.isError ? def : doc.isError ? doc : linked.refused;
  const both: QueryState<{ def: Cached<FormDefinition>; doc: FlwsDetail | null }> = {
    data:
      def.data && (FLWSID === '' || doc.data) && pre.ready && linked.ready && !linked.refused
        ? { def: def.data, doc: doc.data?.data ?? null }
        : undefined,
    isError: failed !== null,
    error: failed?.error,
    isFetching: failed?.isFetching,
    refetch: () => failed?.refetch(),
  };
  return (
    <div className={page.page}>
      {known ? (
        <DocBreadcrumb
          task={task ?? null}
          runId={query.runId ?? ''}
          RWID={query.RWID ?? ''}
          title={title ?? M.docPageTitle}
        />
      ) : null}
      {known ? (
        <QueryBody query={both}>
          {({ def: definition, doc: detail }) => {
            const readOnly =
              query.mode === 'view' || (detail !== null && !isEditableStatus(detail.STATUS));
            // Keyed by form: saving a new document changes the address (FLWSID) but keeps what was typed.
            return (
              <DocEditor
                key={form}
                def={definition}
                doc={detail}
                readOnly={readOnly}
                prefill={pre}
                linked={linked.data}
              />
            );
          }}
        </QueryBody>
      ) : (
        <EmptyState text={M.docNotFound} />
      )}
      {!known || failed ? (
        <div>
          <Button icon={<ArrowLeft16Regular />} onClick={closeCurrentTab}>
            {M.back}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
