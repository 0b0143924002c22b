import { useEffect, useLayoutEffect, useState } from 'react';
import type { Carried } from '@/components/forms/form-island';
import { restoreFocus } from '@/components/forms/restore-focus';
import { startingValues, writeQuery, type FieldValues } from './query-state';

/**
 * A calculator's field values, kept in the address bar as they change (replacing the history
 * entry, so typing does not fill the back button). React Router's state is passed through.
 * When the defaults change (the day's UF arrives after the prerendered one), the fields still at
 * their old default follow; a value the visitor typed or linked to stays.
 */
export function useQueryFields<K extends string>(defaults: FieldValues<K>, carried?: Carried) {
  const [values, setValues] = useState<FieldValues<K>>(() =>
    typeof window === 'undefined'
      ? defaults
      : startingValues(window.location.search, defaults, carried?.values),
  );

  const [seenDefaults, setSeenDefaults] = useState(defaults);
  if (seenDefaults !== defaults) {
    setSeenDefaults(defaults);
    setValues((current) => followDefaults(current, seenDefaults, defaults));
  }

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

function followDefaults<K extends string>(
  values: FieldValues<K>,
  before: FieldValues<K>,
  after: FieldValues<K>,
): FieldValues<K> {
  const next = { ...values };
  for (const key of Object.keys(after) as K[])
    if (values[key] === before[key]) next[key] = after[key];
  return next;
}
