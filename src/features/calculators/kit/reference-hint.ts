import { formatLongDate } from '@/lib/format/dates';
import type { ReferenceValue } from './reference-values';

/** 'https://si3.bcentral.cl' → 'si3.bcentral.cl'; a named source stays as it is. */
function sourceName(source: string): string {
  return /^https?:\/\//.test(source)
    ? source.replace(/^https?:\/\//, '').replace(/\/.*$/, '')
    : source;
}

/** The sentence under a reference field: its date, its source and, if unsure, a warning. */
export function referenceHint(reference: ReferenceValue): string {
  const dated = `Valor al ${formatLongDate(reference.asOf)}, según ${sourceName(reference.source)}; puedes cambiarlo.`;
  const hint = reference.verified
    ? `${dated} ${reference.caveat ?? ''}`
    : `Valor no confirmado. ${dated} ${reference.caveat ?? ''}`;
  return hint.trim();
}
