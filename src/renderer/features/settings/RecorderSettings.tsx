import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  Delete16Regular,
  FolderAdd16Regular,
  Folder16Regular,
  LockClosed16Regular,
} from '@fluentui/react-icons';
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { QueryBody } from '../../components/QueryBody';
import { RecorderMapTable, type EditRow } from './RecorderMapTable';
import { usePickFolder, useRecorderSettings, useSaveRecorderSettings } from './useRecorderSettings';
import type { RecorderFolder, RecorderSettingsView } from '../../../shared/recorder/contract';
import {
  folderError,
  hasErrors,
  type MapRow,
  type RowErrors,
  validateRecorderMap,
} from '../../../shared/recorder/rules';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  info: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    margin: 0,
  },
  infoLabel: { color: tokens.colorNeutralForeground3 },
  infoValue: { margin: 0, wordBreak: 'break-all' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  groupTitle: { fontWeight: tokens.fontWeightSemibold },
  groupHint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  folders: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  folder: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  folderIcon: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  folderPath: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
  lock: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
  },
  empty: { color: tokens.colorNeutralForeground3 },
  typed: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  typedField: { flexGrow: 1 },
  typedButton: { marginTop: '26px' },
  add: { alignSelf: 'flex-start' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  unsaved: { color: tokens.colorStatusWarningForeground2, fontSize: tokens.fontSizeBase200 },
});

let nextKey = 1;
const toRows = (view: RecorderSettingsView): EditRow[] =>
  view.recorders.map((r) => ({ ...r, key: nextKey++ }));

function RecorderSettingsForm({ view }: { view: RecorderSettingsView }): ReactElement {
  const styles = useStyles();
  const notify = useNotify();
  const save = useSaveRecorderSettings();
  const pick = usePickFolder();
  const [folders, setFolders] = useState<RecorderFolder[]>(view.folders);
  const [rows, setRows] = useState<EditRow[]>(() => toRows(view));
  const [errors, setErrors] = useState<Map<number, RowErrors>>(new Map());
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const pathInput = useRef<HTMLInputElement>(null);

  // The typed path field appears once the native dialog said it cannot open: the caret goes there.
  useEffect(() => {
    if (typing) pathInput.current?.focus();
  }, [typing]);

  const paths = folders.map((f) => f.path);
  const addFolder = (path: string): boolean => {
    const problem = folderError(path, paths);
    setTypedError(problem);
    if (problem) return false;
    setFolders((list) => [...list, { path: path.trim(), locked: false }]);
    setDirty(true);
    return true;
  };

  const choose = (): void => {
    pick.mutate(undefined, {
      onSuccess: ({ opened, path }) => {
        if (!opened) {
          // Browser mode: no native dialog here, the officer types the path.
          setTyping(true);
          return;
        }
        if (path && !addFolder(path)) notify(folderError(path, paths) ?? '', 'warning');
      },
      onError: (e) => notify(errorMessage(e), 'error'),
    });
  };

  const addTyped = (): void => {
    if (!addFolder(typed)) return;
    setTyped('');
    setTyping(false);
  };

  const changeRow = (key: number, patch: Partial<MapRow>): void => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    setErrors((m) => {
      const cur = m.get(key);
      if (!cur) return m;
      const next = new Map(m);
      next.set(key, {
        ...cur,
        ...(patch.recorderNumber !== undefined ? { recorderNumber: undefined } : {}),
        ...(patch.policeNumber !== undefined ? { policeNumber: undefined } : {}),
      });
      return next;
    });
    setDirty(true);
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const found = validateRecorderMap(rows);
    setErrors(new Map(rows.map((r, i) => [r.key, found[i]])));
    if (hasErrors(found)) return;
    const mine = rows.filter((r) => !r.locked);
    save.mutate(
      {
        folders: folders.filter((f) => !f.locked).map((f) => f.path),
        recorders: mine.map((r) => ({
          recorderNumber: r.recorderNumber.trim(),
          policeNumber: r.policeNumber.trim(),
        })),
      },
      {
        onSuccess: (next) => {
          setFolders(next.folders);
          setRows(toRows(next));
          setErrors(new Map());
          setDirty(false);
          notify(M.settingsSaved, 'success');
        },
        onError: (err) => notify(errorMessage(err), 'error'),
      },
    );
  };

  return (
    <form className={styles.root} onSubmit={submit} noValidate aria-label={M.rcSettingsTitle}>
      <Text as="h2" size={400} weight="semibold" className={styles.title}>
        {M.rcSettingsTitle}
      </Text>
      <Text className={styles.hint}>{M.rcSettingsHint}</Text>
      <dl className={styles.info}>
        <dt className={styles.infoLabel}>{M.rcEvidenceDir}</dt>
        <dd className={styles.infoValue}>{view.evidenceDir}</dd>
        <dt className={styles.infoLabel}>{M.rcWorkstation}</dt>
        <dd className={styles.infoValue}>{view.workstation}</dd>
      </dl>

      <div className={styles.group} role="group" aria-label={M.rcFolders}>
        <Text className={styles.groupTitle}>{M.rcFolders}</Text>
        {folders.length === 0 ? <Text className={styles.empty}>{M.rcFoldersEmpty}</Text> : null}
        <ul className={styles.folders} aria-label={M.rcFolders}>
          {folders.map((f) => (
            <li key={f.path} className={styles.folder} aria-label={f.path}>
              <Folder16Regular className={styles.folderIcon} aria-hidden />
              <span className={styles.folderPath} title={f.path}>
                {f.path}
              </span>
              {f.locked ? (
                <Tooltip content={M.rcFolderLocked} relationship="description" withArrow>
                  <span className={styles.lock} tabIndex={0} aria-label={M.rcFolderLocked}>
                    <LockClosed16Regular aria-hidden />
                  </span>
                </Tooltip>
              ) : (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Delete16Regular />}
                  aria-label={M.rcFolderRemove(f.path)}
                  onClick={() => {
                    setFolders((list) => list.filter((x) => x.path !== f.path));
                    setDirty(true);
                  }}
                >
                  {M.rcFolderRemoveShort}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {typing ? (
          <div className={styles.typed}>
            <Field
              className={styles.typedField}
              label={M.rcFolderPathLabel}
              hint={typedError ? undefined : M.rcFolderPathHint}
              validationState={typedError ? 'error' : 'none'}
              validationMessage={typedError ?? undefined}
            >
              <Input
                ref={pathInput}
                value={typed}
                placeholder={M.rcFolderPathPlaceholder}
                onChange={(_, d) => {
                  setTyped(d.value);
                  setTypedError(null);
                }}
                onKeyDown={(ev) => {
                  if (ev.key === 'Enter') {
                    ev.preventDefault();
                    addTyped();
                  }
                }}
              />
            </Field>
            <Button className={styles.typedButton} onClick={addTyped}>
              {M.rcFolderConfirm}
            </Button>
          </div>
        ) : (
          <Button
            size="small"
            className={styles.add}
            icon={pick.isPending ? <Spinner size="extra-tiny" /> : <FolderAdd16Regular />}
            disabled={pick.isPending}
            onClick={choose}
          >
            {M.rcFolderAdd}
          </Button>
        )}
      </div>

      <div className={styles.group} role="group" aria-label={M.rcMap}>
        <Text className={styles.groupTitle}>{M.rcMap}</Text>
        <Text className={styles.groupHint}>{M.rcMapHint}</Text>
        <RecorderMapTable
          rows={rows}
          errors={errors}
          onChange={changeRow}
          onRemove={(key) => {
            setRows((list) => list.filter((r) => r.key !== key));
            setDirty(true);
          }}
          onAdd={() => {
            setRows((list) => [
              ...list,
              { key: nextKey++, recorderNumber: '', policeNumber: '', locked: false },
            ]);
            setDirty(true);
          }}
        />
      </div>

      {save.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(save.error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={save.isPending}
          icon={save.isPending ? <Spinner size="tiny" /> : undefined}
        >
          {save.isPending ? M.settingsSaving : M.rcSettingsSave}
        </Button>
        {dirty ? <Text className={styles.unsaved}>{M.rcUnsaved}</Text> : null}
      </div>
    </form>
  );
}

/** The settings page's recorder section: dock folders, recorder map, where evidence is kept. */
export function RecorderSettings(): ReactElement {
  const settings = useRecorderSettings();
  return (
    <QueryBody query={settings} keepDataOnError>
      {(view) => <RecorderSettingsForm view={view} />}
    </QueryBody>
  );
}
