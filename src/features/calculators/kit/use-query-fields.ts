import { useEffect, useLayoutEffect, useState } from 'react';
import type { Carried } from '@/components/forms/form-island';
import { restoreFocus } from '@/components/forms/restore-focus';
import { startingValues, writeQuery, type FieldValues } from './query-state';

/**
 * A calculator's field values, kept in the address bar as they change (replacing the history
 * entry, so typing does not fill the back button). React Router's state is passed through.
 * When the defaults change (the day's UF arrives after the prerendered one), the fields the
 * visitor has not set follow; a value typed, carried from the static form or given in the link
 * stays, even one equal to the old default.
 */
export function useQueryFields<K extends string>(defaults: FieldValues<K>, carried?: Carried) {
  const [values, setValues] = useState<FieldValues<K>>(() =>
    typeof window === 'undefined'
      ? defaults
      : startingValues(window.location.search, defaults, carried?.values),
  );

  const [chosen, setChosen] = useState<ReadonlySet<K>>(() =>
    typeof window === 'undefined'
      ? new Set()
      : chosenFields(window.location.search, defaults, carried?.values),
  );
  const [seenDefaults, setSeenDefaults] = useState(defaults);
  if (seenDefaults !== defaults) {
    setSeenDefaults(defaults);
    setValues((current) => followDefaults(current, defaults, chosen));
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

  const setField = (name: K, value: string) => {
    setChosen((current) => new Set(current).add(name));
    setValues((current) => ({ ...current, [name]: value }));
  };
  return { values, setField };
}

/** The fields the link gives, or the visitor typed into the static form. */
function chosenFields<K extends string>(
  search: string,
  defaults: FieldValues<K>,
  typed: Record<string, string> = {},
): Set<K> {
  const params = new URLSearchParams(search);
  return new Set(
    (Object.keys(defaults) as K[]).filter(
      (key) => params.has(key) || (typed[key] !== undefined && typed[key] !== defaults[key]),
    ),
  );
}

function followDefaults<K extends string>(
  values: FieldValues<K>,
  defaults: FieldValues<K>,
  chosen: ReadonlySet<K>,
): FieldValues<K> {
  const next = { ...values };
  for (const key of Object.keys(defaults) as K[]) if (!chosen.has(key)) next[key] = defaults[key];
  return next;
}
