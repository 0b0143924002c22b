import type { ReferenceValue } from './reference-values';
import type { SteadyRange } from './steady-range';

/** What a calculator's fields component receives from its body. */
export interface CalculatorFieldsProps<K extends string> {
  values: Readonly<Record<K, string>>;
  errors: Readonly<Partial<Record<K, string>>>;
  setField: (name: K, value: string) => void;
  /** The reference values its fields show (the day's once fetched), by field. */
  references?: Readonly<Partial<Record<K, ReferenceValue>>>;
  /**
   * In the prerendered page only: the range of each reference field within which the result
   * shown stays the same (steady-result.ts).
   */
  steady?: Readonly<Partial<Record<K, SteadyRange>>>;
}

/** The props that tie one field to its value, its error and the setter. */
export function bindField<K extends string>({
  values,
  errors,
  setField,
}: CalculatorFieldsProps<K>) {
  return (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setField(name, value),
  });
}
