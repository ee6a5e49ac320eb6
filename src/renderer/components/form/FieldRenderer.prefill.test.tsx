import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/render';
import { FieldRenderer } from './FieldRenderer';
import { useFormState } from './useFormState';
import { fromServerField } from '../../../shared/forms/rules';
import type { FormDefinition } from '../../../shared/forms/types';

// A new 责令限期改正通知书 whose unit and sign date were pre-filled (shared/documents/prefill.ts).
const page: FormDefinition = {
  fields: [
    fromServerField({ name: 'DWMC', label: '被责令单位', type: 'text', required: true }),
    fromServerField({ name: 'LKRQ', label: '落款日期', type: 'date', required: true }),
    fromServerField({ name: 'WFXW', label: '存在的消防安全违法行为', type: 'textarea' }),
  ],
};
const PREFILLED = ['DWMC', 'LKRQ'];

function NewDocument({ readOnly = false }: { readOnly?: boolean }): ReactElement {
  const form = useFormState(page, { DWMC: '呼和浩特市青城宾馆有限责任公司', LKRQ: '2026-03-18' });
  return (
    <div>
      {page.fields.map((f) => (
        <FieldRenderer
          key={f.name}
          field={f}
          definition={page}
          values={form.values}
          error={form.errors[f.name]}
          readOnly={readOnly}
          prefilled={PREFILLED.includes(f.name)}
          onChange={form.change}
          onBlur={form.blur}
        />
      ))}
      <output>{form.dirty ? 'dirty' : 'clean'}</output>
    </div>
  );
}

/** The label element of a field (its wrapper carries data-field). */
const labelOf = (name: string): HTMLElement =>
  document.querySelector(`[data-field="${name}"] label`) as HTMLElement;

describe('a pre-filled field', () => {
  it('shows 预填 beside the label of each pre-filled field, with 来自任务信息 on hover', async () => {
    renderWithProviders(<NewDocument />, { api: createFakeApi() });
    expect(within(labelOf('DWMC')).getByText('预填')).toBeTruthy();
    expect(within(labelOf('LKRQ')).getByText('预填')).toBeTruthy();
    expect(within(labelOf('WFXW')).queryByText('预填')).toBeNull();
    // The label still names the field first; the control keeps its value.
    expect(labelOf('DWMC').textContent?.startsWith('被责令单位')).toBe(true);
    const name = screen.getByLabelText('被责令单位', { exact: false }) as HTMLInputElement;
    expect(name.value).toBe('呼和浩特市青城宾馆有限责任公司');
    expect(screen.getByText('clean')).toBeTruthy();

    const mark = within(labelOf('DWMC')).getByText('预填');
    fireEvent.pointerEnter(mark);
    fireEvent.mouseEnter(mark);
    expect((await screen.findByRole('tooltip')).textContent).toBe('来自任务信息');
  });

  it('loses the mark once the officer changes the field, and only that field', async () => {
    renderWithProviders(<NewDocument />, { api: createFakeApi() });
    const name = screen.getByLabelText('被责令单位', { exact: false }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '呼和浩特市青城宾馆' } });
    await waitFor(() => expect(within(labelOf('DWMC')).queryByText('预填')).toBeNull());
    expect(within(labelOf('LKRQ')).getByText('预填')).toBeTruthy();
    // Typing the same value back does not make it pre-filled again: it is the officer's now.
    fireEvent.change(name, { target: { value: '呼和浩特市青城宾馆有限责任公司' } });
    expect(within(labelOf('DWMC')).queryByText('预填')).toBeNull();
  });

  it('shows no mark on a read-only form', () => {
    renderWithProviders(<NewDocument readOnly />, { api: createFakeApi() });
    expect(screen.queryByText('预填')).toBeNull();
  });
});
