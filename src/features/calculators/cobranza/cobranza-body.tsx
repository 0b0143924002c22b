import type { CarriedProps } from '@/components/forms/form-island';
import { COLLECTION_MAX_DEBT, COLLECTION_SUCCESS_RATE } from '@/content/catalogue/collection-terms';
import { PLANS } from '@/content/catalogue/plans';
import { formatClp } from '@/lib/format/clp';
import { CalculatorForm } from '../kit/calculator-form';
import { CalculatorFrame } from '../kit/calculator-frame';
import { ResultPanel } from '../kit/result-panel';
import { useQueryFields } from '../kit/use-query-fields';
import { COBRANZA_DEFAULTS, computeCobranza, type CobranzaOutcome } from './cobranza-form';
import { CobranzaFields } from './cobranza-fields';
import { CobranzaGuide } from './cobranza-guide';
import { COBRANZA_RULES } from './cobranza-rules';

function notesOf(outcome: CobranzaOutcome): string[] {
  return [
    `Honorarios en total: ${formatClp(outcome.totalFees)}.`,
    outcome.net < 0
      ? 'Si no se recupera lo suficiente, el honorario fijo puede superar lo recuperado: evalúa con un abogado si conviene cobrar.'
      : 'El honorario de éxito se descuenta solo de lo que efectivamente se recupera.',
  ];
}

/** The collection calculator page, once in use (or rendered without prerendered HTML). */
export default function CobranzaBody({ carried }: CarriedProps) {
  const { values, setField } = useQueryFields(COBRANZA_DEFAULTS, carried);
  const { errors, outcome } = computeCobranza(values);
  const plan = PLANS['cobranza-express'];
  return (
    <CalculatorFrame
      title="Calculadora de cobranza"
      intro={
        <p>
          Calcula cuánto recibirías al cobrar una deuda con {plan.name}: {formatClp(plan.price)} de
          honorario fijo más el {Math.round(COLLECTION_SUCCESS_RATE * 100)}% de lo que se recupere,
          para deudas de hasta {formatClp(COLLECTION_MAX_DEBT)}.
        </p>
      }
      form={
        <CalculatorForm label="Datos de la cobranza">
          <CobranzaFields values={values} errors={errors} setField={setField} />
        </CalculatorForm>
      }
      result={
        <ResultPanel
          title="Lo que recibirías"
          total={outcome ? outcome.net : null}
          lines={outcome?.lines ?? []}
          notes={outcome ? notesOf(outcome) : []}
        />
      }
      rules={COBRANZA_RULES}
      plan="cobranza-express"
    >
      <CobranzaGuide />
    </CalculatorFrame>
  );
}
