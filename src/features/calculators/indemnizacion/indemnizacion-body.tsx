import type { CarriedProps } from '@/components/forms/form-island';
import { CalculatorForm } from '../kit/calculator-form';
import { CalculatorFrame } from '../kit/calculator-frame';
import { ResultPanel } from '../kit/result-panel';
import { useCalculator } from '../kit/use-calculator';
import { IndemnizacionFields } from './indemnizacion-fields';
import { computeIndemnizacion, INDEMNIZACION_DEFAULTS } from './indemnizacion-form';
import { indemnizacionNotes } from './indemnizacion-notes';
import { INDEMNIZACION_RULES } from './indemnizacion-rules';
import { IndemnizacionGuide } from './indemnizacion-guide';

/** The severance calculator page, once in use (or rendered without prerendered HTML). */
export default function IndemnizacionBody({ carried }: CarriedProps) {
  const { fields, outcome } = useCalculator(
    INDEMNIZACION_DEFAULTS,
    { uf: 'uf' },
    computeIndemnizacion,
    carried,
  );
  return (
    <CalculatorFrame
      title="Calculadora de indemnización por despido"
      intro={
        <p>
          Calcula la indemnización por años de servicio, el aviso previo, los recargos por despido
          injustificado y el feriado proporcional según el Código del Trabajo. El resultado cambia
          mientras escribes y queda en la dirección de la página, para guardarlo o enviárnoslo.
        </p>
      }
      form={
        <CalculatorForm label="Datos del despido">
          <IndemnizacionFields {...fields} />
        </CalculatorForm>
      }
      result={
        <ResultPanel
          title="Total estimado"
          total={outcome ? outcome.total : null}
          lines={outcome?.lines ?? []}
          notes={outcome ? indemnizacionNotes(outcome) : []}
        />
      }
      rules={INDEMNIZACION_RULES}
      plan="laboral"
    >
      <IndemnizacionGuide />
    </CalculatorFrame>
  );
}
