import { useEffect, useState } from 'react';
import type { Carried } from '@/components/forms/form-island';
import { startingValues, writeQuery, type FieldValues } from './query-state';

/** Puts the cursor back where it was in the static field the visitor was using. */
function restoreFocus(focus: Carried['focus']) {
  if (!focus) return;
  const element = document.getElementsByName(focus.name)[0];
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) return;
  element.focus();
  if (element instanceof HTMLInputElement && focus.start !== null) {
    try {
      element.setSelectionRange(focus.start, focus.end);
    } catch {
      // Date inputs have no selection to restore.
    }
  }
}

/**
 * A calculator's field values, kept in the address bar as they change (replacing the history
 * entry, so typing does not fill the back button). React Router's state is passed through.
 */
export function useQueryFields<K extends string>(defaults: FieldValues<K>, carried?: Carried) {
  const [values, setValues] = useState<FieldValues<K>>(() =>
    typeof window === 'undefined'
      ? defaults
      : startingValues(window.location.search, defaults, carried?.values),
  );

  useEffect(() => {
    restoreFocus(carried?.focus);
    // Only when the calculator takes over from the static form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const query = writeQuery(search, values, defaults);
    if (query !== search)
      window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
  }, [values, defaults]);

  const setField = (name: K, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  return { values, setField };
}
