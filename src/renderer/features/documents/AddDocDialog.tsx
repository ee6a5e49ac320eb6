import {
  Button,
  CounterBadge,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  SearchBox,
  Text,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { errorMessage } from '../../platform/errors';
import { useOpenDocument } from '../../platform/useOpenDocument';
import { buildPath, docPagePath } from '../../platform/routes';
import { DialogShell } from '../../components/DialogShell';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { NetButton } from '../../components/NetButton';
import { OfflineBanner } from '../../components/OfflineBanner';
import { checkAddDocument } from '../../../shared/documents/rules';
import { useDocCatalogue, type CatalogueCategory, type DocGroup } from './useDocCatalogue';
import type { DetailConfig, WsType } from '../../../shared/detail/schemas';

const useStyles = makeStyles({
  panes: {
    display: 'grid',
    gridTemplateColumns: '200px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    height: '52vh',
    minHeight: '240px',
  },
  categories: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    overflowY: 'auto',
    paddingRight: tokens.spacingHorizontalS,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  category: { justifyContent: 'space-between', width: '100%', textAlign: 'start' },
  categoryName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  types: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    overflowY: 'auto',
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  radios: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' },
  chosen: { color: tokens.colorNeutralForeground2 },
  // Read, not shown.
  unit: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
  },
});

function Group({
  group,
  value,
  onChange,
}: {
  group: DocGroup;
  value: string;
  onChange(id: string): void;
}): ReactElement {
  const styles = useStyles();
  const headingId = useId();
  return (
    <div className={styles.group}>
      <Text id={headingId} weight="semibold">
        {group.name}
      </Text>
      <RadioGroup
        aria-labelledby={headingId}
        value={value}
        onChange={(_, d) => onChange(d.value)}
        className={styles.radios}
      >
        {group.types.map((t) => (
          <Radio key={t.id} value={t.id} label={t.wsmc} />
        ))}
      </RadioGroup>
    </div>
  );
}

/**
 * One entry of the left pane: the category, and how many of its types match the search. Its name is
 * what it shows ('检查文书 7', and the unit read after the badge), so the spoken name contains the
 * visible one (WCAG 2.5.3).
 */
function CategoryEntry({
  name,
  count,
  selected,
  onSelect,
}: {
  name: string;
  count: number | null;
  selected: boolean;
  onSelect(): void;
}): ReactElement {
  const styles = useStyles();
  return (
    <ToggleButton
      appearance="subtle"
      checked={selected}
      className={styles.category}
      onClick={onSelect}
    >
      <span className={styles.categoryName}>{name}</span>
      {count === null ? null : (
        <>
          {' '}
          <CounterBadge
            count={count}
            showZero
            overflowCount={999}
            appearance="ghost"
            color="informative"
          />
          <span className={styles.unit}> {M.docCatalogueCountUnit}</span>
        </>
      )}
    </ToggleButton>
  );
}

const matching = (types: WsType[], search: string): WsType[] => {
  const q = search.trim().toLowerCase();
  return q ? types.filter((t) => t.wsmc.toLowerCase().includes(q)) : types;
};

/** The right pane: the chosen category's types (全部: every category's), filtered by the search. */
function TypesPane({
  categories,
  selected,
  search,
  chosen,
  onChoose,
}: {
  categories: CatalogueCategory[];
  selected: string | null;
  search: string;
  chosen: string;
  onChoose(id: string): void;
}): ReactElement {
  const shown = selected === null ? categories : categories.filter((c) => c.id === selected);
  const groups = shown.flatMap((c) =>
    c.types ? [{ id: c.id, name: c.name, types: matching(c.types, search) }] : [],
  );
  const visible = groups.filter((g) => g.types.length > 0);
  const pending = shown.some((c) => c.types === null);
  const empty = search.trim()
    ? M.docCatalogueNoMatch(search.trim())
    : selected === null
      ? M.addDocNoTypes
      : M.docCatalogueEmptyCategory;
  return (
    <>
      {visible.map((g) => (
        <Group key={g.id || 'other'} group={g} value={chosen} onChange={onChoose} />
      ))}
      {pending ? <LoadingState label={M.docCatalogueLoading} /> : null}
      {!pending && visible.length === 0 ? <EmptyState text={empty} /> : null}
    </>
  );
}

export type AddDocDialogProps = {
  open: boolean;
  onClose(): void;
  /** The task config read when the task opened: what the chooser shows when the server cannot answer. */
  config: Pick<DetailConfig, 'wslbsList' | 'wssList'>;
  runId: string;
  RWID: string;
};

/**
 * 新增文书: choose one document type — categories on the left (全部 first), their types on the
 * right, a search over every category; the guards run here and again on the server
 * (beforeaddflws).
 */
export function AddDocDialog({
  open,
  onClose,
  config,
  runId,
  RWID,
}: AddDocDialogProps): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const openDocument = useOpenDocument();
  // null: 全部, so a type can be picked at once without choosing a category first.
  const [selected, setSelected] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const searching = search.trim() !== '';
  const catalogue = useDocCatalogue(
    config,
    runId,
    RWID,
    (id) => selected === null || selected === id || searching,
  );
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const categories = catalogue.state === 'ready' ? catalogue.categories : [];
  const known = categories.flatMap((c) => c.types ?? []);
  const chosenType = known.find((t) => t.id === chosen);
  const counts = categories.map((c) => (c.types ? matching(c.types, search).length : null));
  const allCount = counts.every((n) => n !== null)
    ? counts.reduce<number>((sum, n) => sum + (n ?? 0), 0)
    : null;

  const close = (): void => {
    setChosen('');
    setError(null);
    onClose();
  };

  const confirm = async (): Promise<void> => {
    const refusal = checkAddDocument(chosenType);
    if (refusal || !chosenType) return setError(refusal ?? M.docAddNoneChosen);
    setBusy(true);
    setError(null);
    try {
      const r = await call('documents:beforeAdd', { runId, RWID, wssid: chosenType.id });
      void openDocument(buildPath(docPagePath(r.form), { runId, RWID, rwwsszid: r.rwwsszid }));
      close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const choose = (id: string): void => {
    setChosen(id);
    setError(null);
  };

  let body: ReactElement;
  if (catalogue.state === 'loading') body = <LoadingState label={M.docCatalogueLoading} />;
  else if (categories.length === 0) body = <EmptyState text={M.addDocNoTypes} />;
  else
    body = (
      <>
        <SearchBox
          aria-label={M.docCatalogueSearch}
          placeholder={M.docCatalogueSearch}
          value={search}
          onChange={(_, d) => {
            setSearch(d.value);
            // A search looks through every category.
            if (d.value.trim()) setSelected(null);
          }}
        />
        <div className={styles.panes}>
          <nav className={styles.categories} aria-label={M.docCatalogueCategories}>
            <CategoryEntry
              name={M.all}
              count={allCount}
              selected={selected === null}
              onSelect={() => setSelected(null)}
            />
            {categories.map((c, i) => (
              <CategoryEntry
                key={c.id || 'other'}
                name={c.name}
                count={counts[i]}
                selected={selected === c.id}
                onSelect={() => setSelected(c.id)}
              />
            ))}
          </nav>
          <div className={styles.types}>
            <TypesPane
              categories={categories}
              selected={selected}
              search={search}
              chosen={chosen}
              onChoose={choose}
            />
          </div>
        </div>
      </>
    );

  return (
    <DialogShell
      open={open}
      title={M.addDocTitle}
      onClose={close}
      width={880}
      actions={
        <>
          <Button onClick={close}>{M.cancel}</Button>
          <NetButton appearance="primary" disabled={busy} onClick={() => void confirm()}>
            {M.confirm}
          </NetButton>
        </>
      }
    >
      {catalogue.state === 'ready' && catalogue.fallbackNote ? (
        <MessageBar intent="info">
          <MessageBarBody>{catalogue.fallbackNote}</MessageBarBody>
        </MessageBar>
      ) : null}
      {catalogue.state === 'ready' && catalogue.answered ? (
        <OfflineBanner {...catalogue.answered} />
      ) : null}
      {body}
      {chosenType ? (
        <Text className={styles.chosen}>{M.docCatalogueChosen(chosenType.wsmc)}</Text>
      ) : null}
      {error ? (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </DialogShell>
  );
}
