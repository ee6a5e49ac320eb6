import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import type { Query } from '../../platform/routes';
import { meaningOf } from '../../../shared/documents/prefill';
import type { SaveDocRequest } from '../../../shared/documents/contract';
import type { FieldDef, FormValues } from '../../../shared/forms/types';
import { LINK_TYPE, TARGET_INDIVIDUAL } from '../../../shared/penalty/constants';
import { registersCase, sourceTaskOf } from '../../../shared/penalty/wizard';

// A registration document the penalty wizard opened (/ws/laspb … with type=GJ, spec 01 §2): saving
// it registers the penalty case from the source task with the wizard's types and target. The
// document page asks this module what such a page fills, hides and says; every other document
// page gets nothing from it.

type Link = NonNullable<SaveDocRequest['link']>;

/** A registration document's registration date (立案日期). */
const REGISTERED_ON = 'LARQ';

/** The fields a penalty registration document takes from the wizard (spec 01 §2). */
const LINK_FIELDS = ['CFDXLX', 'CF_LYTYPE', 'CFDXMC', 'CFDXDZ'] as const;

/**
 * The wizard's link of a new registration document (type=GJ on a registration form); undefined for
 * every other page, a seizure record opened with type=GJ inside a penalty case included.
 */
export function registrationOf(query: Query, form: string): SaveDocRequest['link'] {
  if (!registersCase(query, form)) return undefined;
  const link: Link = { type: LINK_TYPE };
  for (const k of ['GJRWID', ...LINK_FIELDS] as const) if (query[k]) link[k] = query[k];
  return link;
}

/** The task a document page belongs to: a registration document's source task (GJRWID for an individual). */
export const documentTaskOf = (query: Query): string =>
  (query.type === LINK_TYPE ? sourceTaskOf(query) : query.RWID) ?? '';

/** The fields not offered for the registration's target: an individual has no legal representative. */
export const notForTarget = (link: Link | undefined, fields: readonly FieldDef[]): FieldDef[] =>
  link?.CFDXLX === TARGET_INDIVIDUAL ? fields.filter((f) => meaningOf(f) === 'legalRep') : [];

/**
 * The wizard's values of the fields the document has, and today as its registration date. For an
 * individual (CFDXLX 1) the party fields (当事人, 地址: the unit name and address meanings) are
 * the person, not the task's unit.
 */
export function registrationValues(
  fields: readonly FieldDef[],
  link: Link,
  today: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  // Saving registers the case: its registration date (立案日期) is the day it is written.
  if (fields.some((f) => f.name === REGISTERED_ON && f.kind === 'date' && !f.readOnly))
    out[REGISTERED_ON] = today;
  for (const k of LINK_FIELDS) {
    const v = link[k];
    if (v && fields.some((f) => f.name === k)) out[k] = v;
  }
  if (link.CFDXLX === TARGET_INDIVIDUAL)
    for (const f of fields) {
      const meaning = meaningOf(f);
      if (meaning === 'unitName' && link.CFDXMC) out[f.name] = link.CFDXMC;
      if (meaning === 'unitAddress' && link.CFDXDZ) out[f.name] = link.CFDXDZ;
    }
  return out;
}

/** The party a unit's registration names: the form's unit-name field as typed ('' without one). */
const registerTarget = (fields: readonly FieldDef[], values: FormValues): string => {
  const f = fields.find((d) => meaningOf(d) === 'unitName');
  const v = f ? values[f.name] : undefined;
  return typeof v === 'string' ? v.trim() : '';
};

/** What saving a registration document does, and whom the case is against. */
export function RegisterNote({
  link,
  fields,
  values,
}: {
  link: Link;
  fields: readonly FieldDef[];
  values: FormValues;
}): ReactElement {
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        {M.penaltyRegisterOnSave(link.CFDXMC ?? registerTarget(fields, values))}
      </MessageBarBody>
    </MessageBar>
  );
}
