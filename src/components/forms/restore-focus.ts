import type { Carried } from './form-island';

/**
 * Puts the cursor back where it was in the static field the visitor was using when the form's
 * code took over: the same field by name, and the same selection where the field has one.
 */
export function restoreFocus(focus: Carried['focus']): void {
  if (!focus) return;
  const element = document.getElementsByName(focus.name)[0];
  if (!(
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  ))
    return;
  element.focus();
  if (element instanceof HTMLSelectElement || focus.start === null) return;
  try {
    element.setSelectionRange(focus.start, focus.end);
  } catch {
    // Date and e-mail inputs have no selection to restore.
  }
}
