/**
 * Focuses the first control of the field named `name` inside `root` (FieldRenderer marks each
 * field with data-field): where the officer goes after a submit the rules refused.
 */
export function focusField(root: HTMLElement | null, name: string): void {
  const wrapper = [...(root?.querySelectorAll<HTMLElement>('[data-field]') ?? [])].find(
    (el) => el.dataset.field === name,
  );
  wrapper
    ?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, button')
    ?.focus();
}
