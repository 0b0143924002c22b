import type { CarriedProps } from '@/components/forms/form-island';
import { CalculatorFrame } from '../kit/calculator-frame';
import { ResultPanel } from '../kit/result-panel';
import { useQueryFields } from '../kit/use-query-fields';
import { IndemnizacionFields } from './indemnizacion-fields';
import {
  computeIndemnizacion,
  INDEMNIZACION_DEFAULTS,
  type IndemnizacionOutcome,
} from './indemnizacion-form';
import { INDEMNIZACION_RULES } from './indemnizacion-rules';
import { IndemnizacionGuide } from './indemnizacion-guide';

function notesOf(outcome: IndemnizacionOutcome): string[] {
  const { severance } = outcome;
  const notes: string[] = [];
  if (severance.baseCapped) notes.push('Tu remuneración supera 90 UF: se usa el tope de 90 UF.');
  if (outcome.uncapped)
    notes.push(
      'Contrato anterior al 14 de agosto de 1981: se calculó sin topes. Es un caso especial: consulta a un abogado.',
    );
  if (outcome.vacation > 0)
    notes.push(
      outcome.vacationApproximate
        ? 'Feriado aproximado: ingresa las fechas para contar los fines de semana reales.'
        : 'Si en los días de feriado cae un feriado legal, se paga un día más por cada uno: súmalo al resultado.',
    );
  notes.push(
    'Con la causal del art. 161, el empleador puede descontar su aporte al seguro de cesantía (art. 13 Ley 19.728); si el despido se declara injustificado ese descuento se discute.',
  );
  return notes;
}

/** The severance calculator page, once in use (or rendered without prerendered HTML). */
export default function IndemnizacionBody({ carried }: CarriedProps) {
  const { values, setField } = useQueryFields(INDEMNIZACION_DEFAULTS, carried);
  const { errors, outcome } = computeIndemnizacion(values);
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
        <form
          aria-label="Datos del despido"
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <IndemnizacionFields values={values} errors={errors} setField={setField} />
        </form>
      }
      result={
        <ResultPanel
          title="Total estimado"
          total={outcome ? outcome.total : null}
          lines={outcome?.lines ?? []}
          notes={outcome ? notesOf(outcome) : []}
        />
      }
      rules={INDEMNIZACION_RULES}
      plan="laboral"
    >
      <IndemnizacionGuide />
    </CalculatorFrame>
  );
}
