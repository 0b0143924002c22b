import { useEffect, useMemo, useState } from 'react';
import type { ReferenceCode } from '@/lib/reference-values/bounds';
import {
  formatReferenceField,
  loadLiveReferenceValues,
  type LiveReferenceValues,
} from './live-reference-values';
import type { ReferenceValue } from './reference-values';

/**
 * A calculator's defaults with its reference fields (field → unit) set to the day's values once
 * they arrive, and those values by field (none until they arrive, or when the fetch failed).
 */
export function useReferenceDefaults<K extends string>(
  defaults: Readonly<Record<K, string>>,
  fields: Partial<Record<K, ReferenceCode>>,
): { defaults: Record<K, string>; references: Partial<Record<K, ReferenceValue>> } {
  const [live, setLive] = useState<LiveReferenceValues>({});
  useEffect(() => {
    let current = true;
    void loadLiveReferenceValues().then((values) => {
      if (current) setLive(values);
    });
    return () => {
      current = false;
    };
  }, []);
  return useMemo(() => {
    const merged: Record<K, string> = { ...defaults };
    const references: Partial<Record<K, ReferenceValue>> = {};
    for (const [field, code] of Object.entries(fields) as [K, ReferenceCode][]) {
      const value = live[code];
      if (!value) continue;
      merged[field] = formatReferenceField(code, value.value);
      references[field] = value;
    }
    return { defaults: merged, references };
    // The calculator's own defaults and mapping are module constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);
}
