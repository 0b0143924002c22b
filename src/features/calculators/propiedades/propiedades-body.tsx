import type { CarriedProps } from '@/components/forms/form-island';
import { formatClp } from '@/lib/format/clp';
import { CalculatorForm } from '../kit/calculator-form';
import { CalculatorFrame } from '../kit/calculator-frame';
import { formatDecimal, formatPercent } from '../kit/format-decimal';
import { ResultPanel } from '../kit/result-panel';
import { useCalculator } from '../kit/use-calculator';
import {
  computePropiedades,
  PROPIEDADES_DEFAULTS,
  type PropiedadesOutcome,
} from './propiedades-form';
import { PropiedadesFields } from './propiedades-fields';
import { PropiedadesGuide } from './propiedades-guide';
import { PROPIEDADES_RULES } from './propiedades-rules';

function notesOf({ costs, priceInUf }: PropiedadesOutcome): string[] {
  const notes = [
    `Los gastos equivalen al ${formatPercent(costs.shareOfPrice, 2)} del precio, que con la UF ingresada son ${formatDecimal(priceInUf, 2)} UF.`,
  ];
  if (costs.transfer.capped)
    notes.push(
      `El precio supera el tope de la base del Conservador: se cobra sobre ${formatClp(costs.transfer.base)}. Ese tope es referencial: verifícalo con el Conservador.`,
    );
  notes.push(
    'La notaría, el estudio de títulos, los certificados y el corretaje son valores referenciales: cotízalos y corrígelos.',
    'Las contribuciones se pagan aparte, cada año, sobre el avalúo fiscal: consúltalas en sii.cl.',
  );
  return notes;
}

/** The property purchase costs calculator page, once in use. */
export default function PropiedadesBody({ carried }: CarriedProps) {
  const { fields, outcome } = useCalculator(
    PROPIEDADES_DEFAULTS,
    { uf: 'uf' },
    computePropiedades,
    carried,
  );
  return (
    <CalculatorFrame
      title="Calculadora de gastos de compra de una propiedad"
      intro={
        <p>
          Calcula cuánto cuesta comprar una propiedad además de su precio: Conservador de Bienes
          Raíces, impuesto de timbres del crédito hipotecario, notaría, estudio de títulos,
          corretaje y certificados. El resultado queda en la dirección de la página, para guardarlo
          o enviárnoslo.
        </p>
      }
      form={
        <CalculatorForm label="Datos de la compra">
          <PropiedadesFields {...fields} />
        </CalculatorForm>
      }
      result={
        <ResultPanel
          title="Gastos estimados de la compra"
          total={outcome ? outcome.costs.total : null}
          lines={outcome?.lines ?? []}
          notes={outcome ? notesOf(outcome) : []}
        />
      }
      rules={PROPIEDADES_RULES}
      plan="comprador-seguro"
    >
      <PropiedadesGuide />
    </CalculatorFrame>
  );
}
