import { AmountField } from '../kit/amount-field';
import { FieldGroup } from '../kit/field-group';
import { SelectField } from '../kit/select-field';
import { CASE_TYPES } from './fee-estimate';
import type { HonorariosField } from './honorarios-form';
import { bindField, type CalculatorFieldsProps } from '../kit/field-binding';

type FieldsProps = CalculatorFieldsProps<HonorariosField>;

const CHOICES = CASE_TYPES.map(({ id, label }) => ({ value: id, label }));

/** The fields of the fee calculator. */
export function HonorariosFields({ values, errors, setField }: FieldsProps) {
  const field = bindField({ values, errors, setField });
  return (
    <FieldGroup legend="Tu caso">
      <SelectField
        {...field('materia')}
        label="Tipo de caso"
        choices={CHOICES}
        className="sm:col-span-2"
      />
      <AmountField
        {...field('monto')}
        label="Monto en disputa (pesos, opcional)"
        hint="Lo que reclamas o te reclaman. Déjalo en blanco si tu caso no tiene un monto."
      />
    </FieldGroup>
  );
}
