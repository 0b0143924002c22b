import type { CarriedProps } from '@/components/forms/form-island';
import { CalculatorForm } from '../kit/calculator-form';
import { CalculatorFrame } from '../kit/calculator-frame';
import { ResultPanel } from '../kit/result-panel';
import { useCalculator } from '../kit/use-calculator';
import { computePension, PENSION_DEFAULTS } from './pension-form';
import { PensionFields } from './pension-fields';
import { PensionGuide } from './pension-guide';
import { pensionNotes } from './pension-notes';
import { PENSION_RULES } from './pension-rules';

/** The child-support calculator page, once in use (or rendered without prerendered HTML). */
export default function PensionBody({ carried }: CarriedProps) {
  const { fields, outcome } = useCalculator(
    PENSION_DEFAULTS,
    { utm: 'utm', imm: 'imm', immEspecial: 'imm_otras_edades' },
    computePension,
    carried,
  );
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
        <CalculatorForm label="Datos de la pensión">
          <PensionFields {...fields} />
        </CalculatorForm>
      }
      result={
        <ResultPanel
          title="Pensión mínima estimada"
          total={outcome ? outcome.result.estimate : null}
          lines={outcome?.lines ?? []}
          notes={outcome ? pensionNotes(outcome) : []}
        />
      }
      rules={PENSION_RULES}
      plan="familia"
    >
      <PensionGuide />
    </CalculatorFrame>
  );
}
