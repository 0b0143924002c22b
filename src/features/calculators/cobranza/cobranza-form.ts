import { COLLECTION_SUCCESS_RATE } from '@/content/catalogue/collection-terms';
import { PLANS } from '@/content/catalogue/plans';
import { formatClp } from '@/lib/format/clp';
import { parseAmount, parseWholeNumber, type Parsed } from '../kit/parse-input';
import type { BreakdownLine } from '../kit/result-panel';
import { calculateCollection } from './collection-fees';

/** The calculator's fields, as typed and as kept in the query string. */
export const COBRANZA_DEFAULTS = { deuda: '2.000.000', recuperado: '100' };

export type CobranzaField = keyof typeof COBRANZA_DEFAULTS;
export type CobranzaValues = Record<CobranzaField, string>;
export type CobranzaErrors = Partial<Record<CobranzaField, string>>;

export interface CobranzaOutcome {
  net: number;
  totalFees: number;
  lines: BreakdownLine[];
}

function collect<T>(errors: CobranzaErrors, field: CobranzaField, parsed: Parsed<T>) {
  if (parsed.ok) return parsed.value;
  errors[field] = parsed.error;
  return undefined;
}

const percent = Math.round(COLLECTION_SUCCESS_RATE * 100);

/** Validates the fields and, for a debt the plan covers, computes the fees and what is left. */
export function computeCobranza(values: CobranzaValues): {
  errors: CobranzaErrors;
  outcome?: CobranzaOutcome;
} {
  const errors: CobranzaErrors = {};
  const debt = collect(errors, 'deuda', parseAmount(values.deuda, 'el monto de la deuda'));
  const share = collect(
    errors,
    'recuperado',
    parseWholeNumber(values.recuperado, 'el porcentaje recuperado', 0, 100),
  );
  if (debt === undefined || share === undefined) return { errors };
  const fixedFee = PLANS['cobranza-express'].price;
  const result = calculateCollection({ debt, recoveredShare: share / 100, fixedFee });
  if (!result.covered) {
    errors.deuda = `Cobranza Express cubre deudas de hasta ${formatClp(result.maxDebt)}. Para un monto mayor, agenda una consulta y te diremos cómo cobrarla.`;
    return { errors };
  }
  const lines: BreakdownLine[] = [
    {
      label: 'Monto recuperado',
      amount: result.recovered,
      detail: `${share}% de ${formatClp(debt)}`,
    },
    { label: 'Honorario fijo (al contratar)', amount: -fixedFee },
    {
      label: `Honorario de éxito (${percent}% de lo recuperado)`,
      amount: -result.successFee,
      detail: `${percent}% de ${formatClp(result.recovered)}`,
    },
  ];
  return { errors, outcome: { net: result.net, totalFees: result.totalFees, lines } };
}
