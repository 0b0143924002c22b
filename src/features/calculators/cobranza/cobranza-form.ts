import { formatThousands } from '@/lib/format/clp';
import { parseAmount, parseWholeNumber, type Parsed } from '../kit/parse-input';
import type { BreakdownLine } from '../kit/result-panel';
import {
  calculateCollectionFees,
  COLLECTION_PLAN,
  SUCCESS_FEE_RATE,
  type CollectionResult,
} from './collection-fees';

/** The calculator's fields, as typed and as kept in the query string. */
export const COBRANZA_DEFAULTS = {
  deuda: '1.500.000',
  recuperado: '100',
};

export type CobranzaField = keyof typeof COBRANZA_DEFAULTS;
export type CobranzaValues = Record<CobranzaField, string>;
export type CobranzaErrors = Partial<Record<CobranzaField, string>>;

export type CobranzaOutcome =
  | { covered: false; debt: number }
  | {
      covered: true;
      result: Extract<CollectionResult, { covered: true }>;
      percent: number;
      lines: BreakdownLine[];
    };

function collect<T>(errors: CobranzaErrors, field: CobranzaField, parsed: Parsed<T>) {
  if (parsed.ok) return parsed.value;
  errors[field] = parsed.error;
  return undefined;
}

/** Validates the fields and, when all are valid, computes the plan's fees and the creditor's net. */
export function computeCobranza(values: CobranzaValues): {
  errors: CobranzaErrors;
  outcome?: CobranzaOutcome;
} {
  const errors: CobranzaErrors = {};
  const debt = collect(errors, 'deuda', parseAmount(values.deuda, 'el monto de la deuda'));
  const percent = collect(
    errors,
    'recuperado',
    parseWholeNumber(values.recuperado, 'el porcentaje recuperado', 0, 100),
  );
  if (debt === undefined || percent === undefined) return { errors };
  const result = calculateCollectionFees({ debt, recoveredShare: percent / 100 });
  if (!result.covered) return { errors, outcome: { covered: false, debt } };
  const successPercent = Math.round(SUCCESS_FEE_RATE * 100);
  const lines: BreakdownLine[] = [
    {
      label: 'Monto recuperado',
      amount: result.recovered,
      detail: `${percent}% de $${formatThousands(debt)}`,
    },
    {
      label: 'Honorario fijo',
      amount: result.fixedFee,
      detail: `Precio del plan ${COLLECTION_PLAN.name}`,
    },
    {
      label: 'Honorario de éxito',
      amount: result.successFee,
      detail: `${successPercent}% de lo recuperado`,
    },
    {
      label: 'Lo que recibes',
      amount: result.net,
      detail: 'Lo recuperado menos los honorarios',
    },
  ];
  return { errors, outcome: { covered: true, result, percent, lines } };
}
