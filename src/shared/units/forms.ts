import { maxLength, range, required, requiredWhen } from '../forms/rules';
import type { FieldDef, FormDefinition, RequiredRule } from '../forms/types';
import {
  BUILDING_STRUCTURES,
  COORDINATE_BOUNDS,
  FIRE_FACILITIES,
  FIRE_RESISTANCE,
  KEY_UNIT_CATEGORY,
  MARITAL_STATUS,
  PERSON_ROLES,
  SEXES,
  UNIT_AREAS,
  UNIT_CATEGORIES,
  UNIT_NATURES,
  YES_NO,
} from './constants';
import { unitsMessages as T } from './messages';
import { FIRE_PROCESS_OPTIONS } from './process-tree';

// The unit information form (单位信息修改, spec 02 §2, §3): the social unit's basic record
// (社会单位基本信息) in sections an officer can scan. Definitions only: the renderer draws them,
// main checks the values again before the save, the reference server once more. The credit code,
// identity numbers and phones declare their kind (`format`): the shared kinds' rules judge them.

export type UnitSection = { key: string; title: string; fields: readonly FieldDef[] };

const text = (name: string, label: string, max: number, extra: Partial<FieldDef> = {}): FieldDef =>
  ({ kind: 'text', name, label, rules: [maxLength(max)], ...extra }) as FieldDef;

const whole = (name: string, label: string, max: number): FieldDef => ({
  kind: 'number',
  name,
  label,
  rules: [range(0, max, { integer: true })],
});

const amount = (name: string, label: string, max: number): FieldDef => ({
  kind: 'number',
  name,
  label,
  rules: [range(0, max)],
});

/** A named person of the record: the name (NAME), identity number (NAMESFZH) and phone (NAMEDH). */
const person = (
  name: string,
  [label, idLabel, phoneLabel]: readonly [string, string, string],
  need: RequiredRule,
): FieldDef[] => [
  { kind: 'text', name, label, rules: [need, maxLength(50)] },
  text(`${name}SFZH`, idLabel, 18, { format: 'idNumber' }),
  text(`${name}DH`, phoneLabel, 20, { format: 'phone' }),
];

const { longitude: LON, latitude: LAT } = COORDINATE_BOUNDS;

export const UNIT_SECTIONS: readonly UnitSection[] = [
  {
    key: 'basic',
    title: T.unitSectionBasic,
    fields: [
      { kind: 'text', name: 'DWBM', label: T.unitCode, readOnly: true },
      {
        kind: 'text',
        name: 'DWMC',
        label: T.unitName,
        rules: [required(T.unitNameRequired), maxLength(100)],
      },
      {
        kind: 'text',
        name: 'TYSHXYDM',
        label: T.unitCreditCode,
        placeholder: '18位，如 91150102MA0N3K8X2Y',
        format: 'creditCode',
        rules: [required(T.unitCreditRequired)],
      },
      {
        kind: 'select',
        name: 'JGDWLB',
        label: T.unitSupervision,
        options: UNIT_CATEGORIES,
        required: true,
      },
      { kind: 'select', name: 'DWXZ', label: T.unitNature, options: UNIT_NATURES, required: true },
      { kind: 'date', name: 'CLRQ', label: T.unitFounded },
      whole('YGRS', T.unitStaff, 1_000_000),
      text('LXDH', T.unitPhone, 20, { required: true, format: 'phone' }),
      text('YZBM', T.unitPostcode, 6),
    ],
  },
  {
    key: 'location',
    title: T.unitSectionLocation,
    fields: [
      {
        kind: 'select',
        name: 'XZQH',
        label: T.unitArea,
        options: UNIT_AREAS,
        rules: [required(T.unitAreaRequired)],
      },
      {
        kind: 'text',
        name: 'DWDZ',
        label: T.unitAddress,
        span: 2,
        rules: [required(T.unitAddressRequired), maxLength(200)],
      },
      {
        kind: 'number',
        name: 'GIS_X',
        label: T.unitLongitude,
        placeholder: '如 111.686700',
        rules: [
          requiredWhen('GIS_Y', undefined, T.unitCoordinatesPair),
          range(LON.min, LON.max, { message: T.unitLongitudeRange }),
        ],
      },
      {
        kind: 'number',
        name: 'GIS_Y',
        label: T.unitLatitude,
        placeholder: '如 40.828300',
        rules: [
          requiredWhen('GIS_X', undefined, T.unitCoordinatesPair),
          range(LAT.min, LAT.max, { message: T.unitLatitudeRange }),
        ],
      },
    ],
  },
  {
    key: 'persons',
    title: T.unitSectionPersons,
    fields: [
      ...person(
        'FDDBR',
        [T.unitLegalPerson, T.unitLegalId, T.unitLegalPhone],
        required(T.unitLegalRequired),
      ),
      ...person(
        'XFAQZRR',
        [T.unitOwner, T.unitOwnerId, T.unitOwnerPhone],
        required(T.unitOwnerRequired),
      ),
      ...person(
        'XFAQGLR',
        [T.unitManager, T.unitManagerId, T.unitManagerPhone],
        requiredWhen('JGDWLB', KEY_UNIT_CATEGORY, T.unitManagerRequired),
      ),
    ],
  },
  {
    key: 'building',
    title: T.unitSectionBuilding,
    fields: [
      amount('JZMJ', T.unitBuildingArea, 10_000_000),
      amount('ZDMJ', T.unitLandArea, 10_000_000),
      amount('JZGD', T.unitHeight, 1000),
      whole('JZCS', T.unitFloorsAbove, 200),
      whole('DXCS', T.unitFloorsBelow, 20),
      { kind: 'select', name: 'JZJG', label: T.unitStructure, options: BUILDING_STRUCTURES },
      { kind: 'select', name: 'NHDJ', label: T.unitFireResistance, options: FIRE_RESISTANCE },
      { kind: 'radio', name: 'SFGCJZ', label: T.unitHighRise, options: YES_NO },
    ],
  },
  {
    key: 'fire',
    title: T.unitSectionFire,
    fields: [
      { kind: 'radio', name: 'XFKZS', label: T.unitControlRoom, options: YES_NO },
      {
        kind: 'text',
        name: 'XFKZSWZ',
        label: T.unitControlRoomPlace,
        rules: [requiredWhen('XFKZS', '是', T.unitControlRoomPlaceRequired), maxLength(100)],
      },
      { kind: 'radio', name: 'WXXFZ', label: T.unitMiniStation, options: YES_NO },
      {
        kind: 'select',
        name: 'XFSS',
        label: T.unitFacilities,
        options: FIRE_FACILITIES,
        multiple: true,
        span: 2,
      },
      // Drawn as the static fire-process tree; its options are the tree's leaves.
      {
        kind: 'select',
        name: 'HZWXXLB',
        label: T.unitProcess,
        options: FIRE_PROCESS_OPTIONS,
        span: 2,
      },
      { kind: 'textarea', name: 'BZ', label: T.unitRemark, span: 2, rules: [maxLength(500)] },
    ],
  },
];

/** The whole record as one definition: what main and the server check. */
export const unitForm: FormDefinition = {
  title: T.unitEditTitle,
  fields: UNIT_SECTIONS.flatMap((s) => s.fields),
};

/** Every field the record keeps, in the form's order. */
export const UNIT_FIELD_NAMES: readonly string[] = unitForm.fields.map((f) => f.name);

/** A supplementary person (shdwJbxxBqcbList item), checked row by row. */
export const personForm: FormDefinition = {
  fields: [
    {
      kind: 'select',
      name: 'RYLX',
      label: T.unitPersonRole,
      options: PERSON_ROLES,
      required: true,
    },
    {
      kind: 'text',
      name: 'XM',
      label: T.unitPersonName,
      required: true,
      rules: [maxLength(50)],
    },
    { kind: 'select', name: 'XB', label: T.unitPersonSex, options: SEXES },
    text('SFZH', T.unitPersonId, 18, { format: 'idNumber' }),
    text('LXDH', T.unitPersonPhone, 20, { required: true, format: 'phone' }),
    { kind: 'select', name: 'HYZK', label: T.unitPersonMarital, options: MARITAL_STATUS },
    text('ZSBH', T.unitPersonCert, 30),
  ],
};

export const PERSON_FIELD_NAMES: readonly string[] = personForm.fields.map((f) => f.name);
