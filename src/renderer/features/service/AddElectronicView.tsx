import { Field, MessageBar, MessageBarBody, Radio, RadioGroup } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { TREE_LEVEL } from '../../../shared/detail/constants';
import { isServedDocument } from '../../../shared/documents/served';
import type { TreeRow } from '../../../shared/detail/schemas';
import { DELIVERED } from '../../../shared/service/constants';

/** The task's documents that may be served electronically: served on a party, ready, not delivered. */
export function servableDocuments(tree: readonly TreeRow[], RWID: string): TreeRow[] {
  const out: TreeRow[] = [];
  const walk = (rows: readonly TreeRow[]): void => {
    for (const r of rows) {
      if (
        r.TREE_LEVEL === TREE_LEVEL.document &&
        r.RWID === RWID &&
        r.FLWSID &&
        (r.RW_ISDELETED ?? '0') === '0' &&
        (r.STATUS === '3' || r.STATUS === '10') &&
        r.SFSD !== DELIVERED &&
        isServedDocument(r.TITLE)
      )
        out.push(r);
      walk(r.children);
    }
  };
  walk(tree);
  return out;
}

export type AddElectronicViewProps = {
  documents: readonly TreeRow[];
  chosen: string;
  onChoose(FLWSID: string): void;
  error: string | null;
};

/** 新增电子送达: which of the task's documents to serve (the server checks the unit's consent). */
export function AddElectronicView(props: AddElectronicViewProps): ReactElement {
  if (props.documents.length === 0)
    return (
      <MessageBar intent="info">
        <MessageBarBody>{M.serviceNoDocument}</MessageBarBody>
      </MessageBar>
    );
  return (
    <Field
      label={M.serviceChooseDocument}
      hint={M.serviceChooseDocumentHint}
      required
      validationMessage={props.error ?? undefined}
    >
      <RadioGroup value={props.chosen} onChange={(_, d) => props.onChoose(d.value)}>
        {props.documents.map((d) => (
          <Radio
            key={d.FLWSID ?? d.ID}
            value={d.FLWSID ?? ''}
            label={d.WH ? `${d.TITLE ?? ''}（${d.WH}）` : (d.TITLE ?? '')}
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
