import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft16Regular, Save16Regular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { useRoute, useRouter, useTabTitle } from '../../platform/router';
import { DOC_PAGE_PREFIX, buildPath } from '../../platform/routes';
import { useRunAction } from '../../platform/useRunAction';
import { EmptyState } from '../../components/EmptyState';
import { NetButton } from '../../components/NetButton';
import { OfflineBanner } from '../../components/OfflineBanner';
import { usePageStyles } from '../../components/page.styles';
import { QueryBody, type QueryState } from '../../components/QueryBody';
import { StatusBadge } from '../../components/StatusBadge';
import { FieldRenderer } from '../../components/form/FieldRenderer';
import { focusField } from '../../components/form/focusField';
import { useFormState } from '../../components/form/useFormState';
import type { Cached } from '../../../shared/common/types';
import { DICT } from '../../../shared/dict/constants';
import {
  documentForm,
  documentFormValues,
  documentWireValues,
} from '../../../shared/documents/forms';
import { isEditableStatus } from '../../../shared/documents/rules';
import type { FlwsDetail, FormDefinition } from '../../../shared/documents/schemas';

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

type EditorProps = { def: Cached<FormDefinition>; doc: FlwsDetail | null; readOnly: boolean };

function DocEditor({ def, doc, readOnly }: EditorProps): ReactElement {
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
  const form = useFormState(definition, documentFormValues(fields, doc?.values ?? {}));
  const fieldsRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ FLWSID: string; WH: string | null } | null>(null);
  const FLWSID = saved?.FLWSID ?? doc?.FLWSID ?? query.FLWSID;
  const WH = saved?.WH ?? doc?.WH ?? null;
  const runId = query.runId ?? doc?.runId ?? '';

  const save = async (): Promise<void> => {
    const invalid = form.validateAll();
    if (invalid) {
      focusField(fieldsRef.current, invalid);
      return;
    }
    const values = documentWireValues(form.values);
    const RWID = query.RWID ?? doc?.RWID ?? '';
    const rwwsszid = query.rwwsszid ?? doc?.rwwsszid ?? def.data.rwwsszid;
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
        }),
      (res) => res.message || M.docSaved,
    );
    setSaving(false);
    if (!r) return;
    setSaved({ FLWSID: r.FLWSID, WH: r.WH });
    // The page now shows this document: seed its cache so the reload under the new address is instant.
    const detail: FlwsDetail = {
      FLWSID: r.FLWSID,
      RWID,
      runId,
      form: def.data.form,
      rwwsszid,
      TITLE: def.data.title,
      WH: r.WH,
      STATUS: doc?.STATUS ?? '1',
      STATUS1: doc?.STATUS1 ?? '1',
      values,
    };
    queryClient.setQueryData(qk.doc(r.FLWSID), {
      data: detail,
      source: 'network',
      updatedAt: Date.now(),
    });
    void queryClient.invalidateQueries({ queryKey: qk.taskAll });
    if (query.FLWSID !== r.FLWSID)
      navigate(buildPath(path, { ...query, FLWSID: r.FLWSID }), { replace: true });
  };

  return (
    <section className={page.card} aria-label={def.data.title}>
      <div className={styles.head}>
        <Text as="h1" size={500} weight="semibold" className={styles.title}>
          {doc?.TITLE ?? def.data.title}
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
        <span className={styles.spacer} />
        <div className={styles.actions}>
          {readOnly ? null : (
            <NetButton
              appearance="primary"
              icon={<Save16Regular />}
              disabled={saving}
              onClick={() => void save()}
            >
              {saving ? M.docPageSaving : M.docPageSave}
            </NetButton>
          )}
          <Button icon={<ArrowLeft16Regular />} onClick={closeCurrentTab}>
            {M.back}
          </Button>
        </div>
      </div>
      <OfflineBanner source={def.source} updatedAt={def.updatedAt} />
      <form
        ref={fieldsRef}
        className={styles.grid}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!readOnly) void save();
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

  // The definition and, for a saved document, its values: one read to the officer.
  const failed = def.isError ? def : doc.isError ? doc : null;
  const both: QueryState<{ def: Cached<FormDefinition>; doc: FlwsDetail | null }> = {
    data:
      def.data && (FLWSID === '' || doc.data)
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
            return <DocEditor key={form} def={definition} doc={detail} readOnly={readOnly} />;
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
