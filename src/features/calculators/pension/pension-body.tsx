import type { CarriedProps } from '@/components/forms/form-island';
import { formatClp } from '@/lib/format/clp';
import { CalculatorFrame } from '../kit/calculator-frame';
import { ResultPanel } from '../kit/result-panel';
import { useQueryFields } from '../kit/use-query-fields';
import { computePension, PENSION_DEFAULTS, type PensionOutcome } from './pension-form';
import { PensionFields } from './pension-fields';
import { PensionGuide } from './pension-guide';
import { PENSION_RULES } from './pension-rules';

function notesOf({ result }: PensionOutcome): string[] {
  const utm = result.estimateInUtm.toFixed(2).replace('.', ',');
  const notes = [
    `Equivale a ${utm} UTM con el valor de la UTM ingresado: el tribunal fija la pensión en UTM.`,
  ];
  if (result.minimumOverCap)
    notes.push(
      `El mínimo legal (${formatClp(result.legalMinimum)}) supera el 50% de los ingresos: la pensión no puede pasar de ${formatClp(result.cap)}.`,
    );
  notes.push(
    'Es un piso: el tribunal puede fijar más según las necesidades de los hijos y la capacidad de quien paga, hasta el 50% de sus ingresos.',
  );
  return notes;
}

/** The child-support calculator page, once in use (or rendered without prerendered HTML). */
export default function PensionBody({ carried }: CarriedProps) {
  const { values, setField } = useQueryFields(PENSION_DEFAULTS, carried);
  const { errors, outcome } = computePension(values);
  return (
    <CalculatorFrame
      title="Calculadora de pensión de alimentos"
      intro={
        <p>
          Calcula la pensión mínima de alimentos que fija la Ley 14.908 según los ingresos de quien
          paga y el número de hijos, con el tope del 50% de sus ingresos. El resultado queda en la
          dirección de la página, para guardarlo o enviárnoslo.
        </p>
      }
      form={
        <form
          aria-label="Datos de la pensión"
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <PensionFields values={values} errors={errors} setField={setField} />
        </form>
      }
      result={
        <ResultPanel
          title="Pensión mínima estimada"
          total={outcome ? outcome.result.estimate : null}
          lines={outcome?.lines ?? []}
          notes={outcome ? notesOf(outcome) : []}
        />
      }
      rules={PENSION_RULES}
      plan="familia"
    >
      <PensionGuide />
    </CalculatorFrame>
  );
}
