import type { Carried } from '@/components/forms/form-island';
import type { ReferenceCode } from '@/lib/reference-values/bounds';
import type { CalculatorFieldsProps } from './field-binding';
import { useQueryFields } from './use-query-fields';
import { useReferenceDefaults } from './use-reference-defaults';
import { steadyRanges } from './steady-result';

/** What a calculator's form model answers for the current fields. */
interface Computed<K extends string, O> {
  errors: Partial<Record<K, string>>;
  outcome?: O;
}

/**
 * The state of a calculator that shows the day's reference values: its fields (kept in the
 * address, following the day's values until the visitor sets them) ready for its fields
 * component, and the outcome computed from them (none while a field is invalid).
 */
export function useCalculator<K extends string, O>(
  defaults: Readonly<Record<K, string>>,
  referenceFields: Partial<Record<K, ReferenceCode>>,
  compute: (values: Record<K, string>) => Computed<K, O>,
  carried?: Carried,
): { fields: CalculatorFieldsProps<K>; outcome?: O } {
  const live = useReferenceDefaults(defaults, referenceFields);
  const { values, setField } = useQueryFields(live.defaults, carried);
  const { errors, outcome } = compute(values);
  // Only as the page is prerendered (a build-time constant: the browser's bundle has none of it).
  const steady = import.meta.env.SSR ? steadyRanges(values, referenceFields, compute) : undefined;
  return { fields: { values, errors, setField, references: live.references, steady }, outcome };
}
