import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft16Regular, Save16Regular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactElement } from 'react';
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
import { PrefillNote } from './PrefillNote';
import { usePrefill, type PrefillState } from './usePrefill';
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
import type { FlwsDetail, FormDefinition } from '../../../shared/documents/schemas';
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
};

function DocEditor({ def, doc, readOnly, prefill }: EditorProps): ReactElement {
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
  // A registration document the penalty wizard opened (type=GJ): features/penalty.
  const link = registrationOf(query);
  // A new re-inspection application (/ws/fcsqdj from 复查申请): its save names the dangers it covers.
  const reinspection = applicationLinkOf(query);
  const today = useToday();
  const notForPerson = notForTarget(link, definition.fields);
  const prefilled = prefill.prefilled.filter((n) => !notForPerson.some((f) => f.name === n));
  const prefilledNote = prefill.labels.filter((l) => !notForPerson.some((f) => f.label === l));
  const form = useFormState(definition, {
    ...prefill.values,
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
  const title = doc?.TITLE ?? def.data.title;
  const key = draftKey({ FLWSID, form: def.data.form, RWID, rwwsszid });
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
      TITLE: def.data.title,
      WH: r.WH,
      STATUS: doc?.STATUS ?? '1',
      STATUS1: doc?.STATUS1 ?? '1',
      values,
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
      <OfflineBanner source={def.source} updatedAt={def.updatedAt} />
      <DraftBanner {...draft.banner} />
      {link ? <RegisterNote link={link} fields={definition.fields} values={form.values} /> : null}
      <PrefillNote labels={prefilledNote} />
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
          />
        ))}
      </form>
    </section>
  );
}

/** Route /ws/{form}?runId&RWID&rwwsszid[&FLWSID&FLWSLB&mode=view]: one document, new or existing. */
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
    queryFn: () => call('documents:get', { FLWSID }),
    enabled: known && FLWSID !== '',
  });
  useTabTitle(doc.data?.data.TITLE ?? def.data?.data.title ?? null);
  const pre = usePrefill({
    fields: def.data?.data.fields,
    form,
    // A registration document (type=GJ) fills from its source task: GJRWID for an individual.
    RWID: documentTaskOf(query),
    runId: query.runId ?? '',
    isNew: FLWSID === '' && query.mode !== 'view',
  });

  // The definition and, for a saved document, its values: one read to the officer.
  const failed = def.isError ? def : doc.isError ? doc : null;
  const both: QueryState<{ def: Cached<FormDefinition>; doc: FlwsDetail | null }> = {
    data:
      def.data && (FLWSID === '' || doc.data) && pre.ready
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
