import type { CarriedProps } from '@/components/forms/form-island';
import { CalculatorForm } from '../kit/calculator-form';
import { CalculatorFrame } from '../kit/calculator-frame';
import { ResultPanel } from '../kit/result-panel';
import { useQueryFields } from '../kit/use-query-fields';
import { computeHonorarios, HONORARIOS_DEFAULTS } from './honorarios-form';
import { HonorariosFields } from './honorarios-fields';
import { HonorariosGuide } from './honorarios-guide';
import { HONORARIOS_RULES } from './honorarios-rules';
import { MarketRange } from './market-range';

const NOTES = [
  'Es el precio de nuestro plan para este tipo de caso, con el alcance que indica. Un alcance mayor, como un juicio completo, se pacta aparte, por escrito y antes de empezar.',
];

/** The fee calculator page, once in use (or rendered without prerendered HTML). */
export default function HonorariosBody({ carried }: CarriedProps) {
  const { values, setField } = useQueryFields(HONORARIOS_DEFAULTS, carried);
  const { errors, outcome } = computeHonorarios(values);
  return (
    <CalculatorFrame
      title="Calculadora de honorarios de abogados"
      intro={
        <p>
          Elige el tipo de caso para ver nuestro precio fijo y, si tiene un monto en disputa, el
          rango de cuota litis que se usa en el mercado. El resultado queda en la dirección de la
          página, para guardarlo o enviárnoslo.
        </p>
      }
      form={
        <CalculatorForm label="Datos del caso">
          <HonorariosFields values={values} errors={errors} setField={setField} />
        </CalculatorForm>
      }
      result={
        <div className="space-y-4">
          <ResultPanel
            title="Nuestro precio fijo"
            total={outcome ? outcome.estimate.plan.price : null}
            lines={outcome?.lines ?? []}
            notes={outcome ? NOTES : []}
          />
          {outcome && (
            <MarketRange
              contingency={outcome.estimate.contingency}
              noFeeOnResult={outcome.estimate.noFeeOnResult}
            />
          )}
        </div>
      }
      rules={HONORARIOS_RULES}
      plan={outcome?.estimate.planId ?? 'general'}
    >
      <HonorariosGuide />
    </CalculatorFrame>
  );
}
