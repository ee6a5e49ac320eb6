import {
  LINK_TYPE,
  PENALTY_FORMS,
  PROCESS_TYPE,
  TARGET_INDIVIDUAL,
  type ProcessType,
} from './constants';

// The penalty wizard's routing (spec 01 §2, §4), one pure rule: which steps the officer goes
// through and which registration document opens at the end, with which query.

export type WizardChoice = {
  process: ProcessType;
  CFDXLX: string;
  /** Not asked in the simple process (the dccf variant of step 1). */
  CF_LYTYPE?: string;
  CFDXMC?: string;
  CFDXDZ?: string;
};

export type WizardStep = 'entry' | 'process' | 'guide' | 'types' | 'target';

/** The step after the process chooser: the guide for the simple process, else the type chooser. */
export const stepAfterProcess = (process: ProcessType): WizardStep =>
  process === PROCESS_TYPE.simple ? 'guide' : 'types';

/** Whether the name and address form comes before the document: the object is an individual. */
export const needsTarget = (CFDXLX: string): boolean => CFDXLX === TARGET_INDIVIDUAL;

export type WizardTarget = {
  form: string;
  rwwsszid: string;
  /** The document page's query (all strings; empty values left out). */
  query: Record<string, string>;
};

/**
 * The registration document the wizard opens (spec 01 §2):
 * - simple, individual: /ws/dccfjdsgr (299) with runId, GJRWID, type=GJ, name and the target fields;
 * - simple, otherwise: /ws/dccfjds (264) with runId, RWID, type=GJ, name;
 * - general: /ws/laspb (18), quick: /ws/ladjb (560), with runId, RWID (GJRWID for an individual),
 *   type=GJ, CF_LYTYPE, CFDXLX, name, target name and address.
 * `name` is the document's name (the tab's title).
 */
export function wizardTarget(
  choice: WizardChoice,
  task: { runId: string; RWID: string },
  names: Readonly<Record<string, string>>,
): WizardTarget {
  const individual = needsTarget(choice.CFDXLX);
  const target = {
    CFDXLX: choice.CFDXLX,
    CFDXMC: choice.CFDXMC ?? '',
    CFDXDZ: choice.CFDXDZ ?? '',
  };
  const build = (
    doc: { form: string; rwwsszid: string },
    fields: Record<string, string>,
  ): WizardTarget => {
    const query: Record<string, string> = {};
    const all: Record<string, string> = {
      runId: task.runId,
      ...fields,
      type: LINK_TYPE,
      rwwsszid: doc.rwwsszid,
      name: names[doc.form] ?? '',
    };
    for (const [k, v] of Object.entries(all)) if (v !== '') query[k] = v;
    return { form: doc.form, rwwsszid: doc.rwwsszid, query };
  };
  if (choice.process === PROCESS_TYPE.simple)
    return individual
      ? build(PENALTY_FORMS.onSpotIndividual, { GJRWID: task.RWID, ...target })
      : build(PENALTY_FORMS.onSpot, { RWID: task.RWID });
  const doc =
    choice.process === PROCESS_TYPE.general ? PENALTY_FORMS.approval : PENALTY_FORMS.registration;
  return build(doc, {
    ...(individual ? { GJRWID: task.RWID } : { RWID: task.RWID }),
    CF_LYTYPE: choice.CF_LYTYPE ?? '',
    ...target,
  });
}

/** The task a wizard document registers from: GJRWID when given, else RWID. */
export const sourceTaskOf = (query: { RWID?: string; GJRWID?: string }): string =>
  query.GJRWID ?? query.RWID ?? '';

/** The penalty task type each registration document creates (the reference server's reading). */
export const CASE_TYPE_OF_FORM: Readonly<Record<string, number>> = {
  [PENALTY_FORMS.approval.form]: 61,
  [PENALTY_FORMS.registration.form]: 63,
  [PENALTY_FORMS.onSpot.form]: 62,
  [PENALTY_FORMS.onSpotIndividual.form]: 75,
};

/**
 * Whether saving a page registers a penalty case: a NEW registration document (laspb, ladjb,
 * dccfjds, dccfjdsgr) opened with type=GJ. type=GJ alone only marks a page opened inside a
 * penalty case (the seizure records /ws/lscfxcbl and /ws/jtyajllscf, spec 02 §9): such a page is
 * an ordinary document of that case. One rule for renderer, main and the reference server.
 */
export const registersCase = (
  query: { type?: string | undefined; FLWSID?: string | undefined },
  form: string | undefined,
): boolean =>
  query.type === LINK_TYPE && !query.FLWSID && form !== undefined && form in CASE_TYPE_OF_FORM;

/** The process type of each registration document. */
export const PROCESS_OF_FORM: Readonly<Record<string, ProcessType>> = {
  [PENALTY_FORMS.approval.form]: PROCESS_TYPE.general,
  [PENALTY_FORMS.registration.form]: PROCESS_TYPE.quick,
  [PENALTY_FORMS.onSpot.form]: PROCESS_TYPE.simple,
  [PENALTY_FORMS.onSpotIndividual.form]: PROCESS_TYPE.simple,
};
