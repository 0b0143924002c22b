import { AmountField } from '../kit/amount-field';
import { withLive } from '../kit/live-reference-values';
import { ReferenceValueField } from '../kit/reference-value-field';
import { MINIMUM_WAGE, MINIMUM_WAGE_UNDER_18_OVER_65, UTM } from '../kit/reference-values';
import { SelectField } from '../kit/select-field';
import type { PensionField } from './pension-form';
import { bindField, type CalculatorFieldsProps } from '../kit/field-binding';

type FieldsProps = CalculatorFieldsProps<PensionField>;

/** The fields of the child-support calculator. */
export function PensionFields({ values, errors, setField, references }: FieldsProps) {
  const field = bindField({ values, errors, setField });
  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-ink">Quien paga la pensión</legend>
        <AmountField
          {...field('ingreso')}
          label="Ingresos mensuales de quien paga (pesos)"
          hint="Lo que recibe al mes, después de los descuentos legales."
        />
        <AmountField {...field('hijos')} label="Número de hijos que reciben la pensión" />
        <SelectField
          {...field('edad')}
          label="Edad de quien paga"
          choices={[
            { value: '18-65', label: 'Entre 18 y 65 años' },
            { value: 'otra', label: 'Menor de 18 o mayor de 65 años' },
          ]}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-ink">Valores de referencia</legend>
        {values.edad === 'otra' ? (
          <ReferenceValueField
            {...field('immEspecial')}
            label="Ingreso mínimo, menores de 18 y mayores de 65 (pesos)"
            reference={withLive(MINIMUM_WAGE_UNDER_18_OVER_65, references?.immEspecial)}
          />
        ) : (
          <ReferenceValueField
            {...field('imm')}
            label="Ingreso mínimo, 18 a 65 años (pesos)"
            reference={withLive(MINIMUM_WAGE, references?.imm)}
          />
        )}
        <ReferenceValueField
          {...field('utm')}
          label="Valor de la UTM (pesos)"
          reference={withLive(UTM, references?.utm)}
        />
      </fieldset>
    </div>
  );
}
