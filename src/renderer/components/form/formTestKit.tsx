import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { renderWithProviders, type Rendered } from '../../test/render';
import { SmallFormDialog, type SmallFormDialogProps } from './SmallFormDialog';
import type { FormDefinition } from '../../../shared/forms/types';

// Helpers of the form tests: the dialog with spies, and its controls found by their labels.

export const TODAY = new Date(2024, 4, 10);

export type OpenedForm = Rendered & {
  onSubmit: ReturnType<typeof vi.fn>;
  onClose: ReturnType<typeof vi.fn>;
};

export function openForm(
  definition: FormDefinition,
  opts: {
    handlers?: FakeHandlers;
    props?: Partial<SmallFormDialogProps>;
    submit?: () => Promise<unknown>;
  } = {},
): OpenedForm {
  const onSubmit = vi.fn(opts.submit ?? (() => Promise.resolve()));
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <SmallFormDialog
      definition={definition}
      onSubmit={onSubmit}
      onClose={onClose}
      today={TODAY}
      {...opts.props}
    />,
    {
      api: createFakeApi(opts.handlers),
    },
  );
  return { ...rendered, onSubmit, onClose };
}

/** A text box, text area or select by its field label (the asterisk aside). */
export const control = (dialog: HTMLElement, label: string): HTMLInputElement =>
  within(dialog).getByLabelText(label, {
    exact: false,
    selector: 'input, textarea, select',
  }) as HTMLInputElement;
