import { bindField, type CalculatorFieldsProps } from './field-binding';
import { withLive } from './live-reference-values';
import type { ReferenceValue } from './reference-values';

/**
 * The props of a reference value's field (UF, UTM, ingreso mínimo): its binding, and its
 * prerendered date and source, replaced by the day's value once it has been fetched.
 */
export function bindReferenceField<K extends string>(props: CalculatorFieldsProps<K>) {
  const field = bindField(props);
  return (name: K, prerendered: ReferenceValue) => ({
    ...field(name),
    reference: withLive(prerendered, props.references?.[name]),
    steady: props.steady?.[name],
  });
}
