import { makeStyles, tokens } from '@fluentui/react-components';
import { centreRows, ellipsis } from '../../components/centreRows.styles';

export const useUploadCentreStyles = makeStyles({
  ...centreRows,
  badge: { position: 'absolute', top: '-7px', right: '-10px' },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  name: { flexGrow: 1, minWidth: 0, ...ellipsis, fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, ...ellipsis },
  numbers: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  reason: { fontSize: tokens.fontSizeBase200, color: tokens.colorStatusWarningForeground2 },
  reasonFailed: { color: tokens.colorStatusDangerForeground1 },
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
});

/** The upload dialogs (attachment, chunked, form). */
export const useUploadDialogStyles = makeStyles({
  surface: { width: '900px', maxWidth: 'calc(100vw - 48px)' },
  surfaceNarrow: { width: '620px', maxWidth: 'calc(100vw - 48px)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minHeight: '220px',
  },
  /** The dialog's body takes dropped files: the content's own column layout, on the zone. */
  dropZone: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    flexGrow: 1,
  },
  chooser: { cursor: 'pointer', width: '100%' },
  chooserInput: { cursor: 'pointer' },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  /** A field's refusal shown without a Field around it (the second form's files: 请上传附件!). */
  fieldError: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  colStatus: { width: '130px' },
  colActions: { width: '96px' },
  colActionsMid: { width: '160px' },
  cellInput: { width: '100%' },
  progress: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});
