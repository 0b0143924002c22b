import { useEffect, useLayoutEffect, useState } from 'react';
import type { Carried } from '@/components/forms/form-island';
import { restoreFocus } from '@/components/forms/restore-focus';
import { startingValues, writeQuery, type FieldValues } from './query-state';

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

  // Before another event: a keystroke between the swap and the focus would be lost.
  useLayoutEffect(() => {
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
