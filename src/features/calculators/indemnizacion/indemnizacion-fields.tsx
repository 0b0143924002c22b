import { TextField } from '@/components/ui/text-field';
import { AmountField } from '../kit/amount-field';
import { FieldGroup } from '../kit/field-group';
import { ReferenceValueField } from '../kit/reference-value-field';
import { UF } from '../kit/reference-values';
import { SelectField, YES_NO } from '../kit/select-field';
import type { IndemnizacionField } from './indemnizacion-form';
import { bindField, type CalculatorFieldsProps } from '../kit/field-binding';
import { bindReferenceField } from '../kit/reference-binding';

type FieldsProps = CalculatorFieldsProps<IndemnizacionField>;

const TERMINATIONS = [
  { value: 'art-161', label: 'Necesidades de la empresa o desahucio (art. 161)' },
  { value: 'art-161-indebido', label: 'Despido injustificado: art. 161 mal aplicado (+30%)' },
  {
    value: 'art-159-injustificado',
    label: 'Despido injustificado: art. 159 o sin causa legal (+50%)',
  },
  { value: 'art-160-indebido', label: 'Despido injustificado: art. 160 indebido (+80%)' },
  {
    value: 'art-160-sin-motivo',
    label: 'Art. 160 N°1, 5 o 6 carente de motivo plausible (+100%)',
  },
];

/** The fields of the severance calculator. */
export function IndemnizacionFields(props: FieldsProps) {
  const { values, errors, setField } = props;
  const field = bindField(props);
  const reference = bindReferenceField(props);
  const date = (name: 'inicio' | 'termino', label: string) => (
    <TextField
      type="date"
      name={name}
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setField(name, event.target.value)}
    />
  );
  return (
    <div className="space-y-6">
      <FieldGroup legend="Remuneración">
        <AmountField
          {...field('sueldo')}
          label="Última remuneración mensual (pesos)"
          hint="Sin horas extra, asignación familiar, gratificaciones ni aguinaldos."
        />
        <ReferenceValueField {...reference('uf', UF)} label="Valor de la UF (pesos)" />
        <AmountField {...field('colacion')} label="Colación y movilización (pesos)" />
        <SelectField
          {...field('incluirColacion')}
          label="¿Incluir colación y movilización en la base?"
          choices={YES_NO}
          hint="Los tribunales no están de acuerdo en si se incluyen: revísalo con un abogado."
        />
      </FieldGroup>
      <FieldGroup legend="Tiempo trabajado">
        <SelectField
          {...field('modo')}
          label="¿Cómo quieres ingresarlo?"
          choices={[
            { value: 'anios', label: 'En años, meses y días' },
            { value: 'fechas', label: 'Con las fechas de inicio y término' },
          ]}
        />
        {values.modo === 'fechas' ? (
          <>
            {date('inicio', 'Primer día de trabajo')}
            {date('termino', 'Último día de trabajo')}
          </>
        ) : (
          <>
            <AmountField {...field('anios')} label="Años completos" />
            <AmountField {...field('meses')} label="Meses adicionales" />
            <AmountField {...field('dias')} label="Días adicionales" />
            <SelectField
              {...field('antes1981')}
              label="¿El contrato empezó antes del 14 de agosto de 1981?"
              choices={YES_NO}
              hint="Y seguía vigente el 1 de diciembre de 1990."
            />
          </>
        )}
      </FieldGroup>
      <FieldGroup legend="Término del contrato">
        <SelectField
          {...field('causal')}
          label="Causal o situación"
          choices={TERMINATIONS}
          className="sm:col-span-2"
        />
        <SelectField
          {...field('aviso')}
          label="¿Te avisaron por escrito con 30 días de anticipación?"
          choices={YES_NO}
        />
      </FieldGroup>
    </div>
  );
}
