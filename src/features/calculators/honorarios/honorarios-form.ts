import { parseOptionalAmount } from '../kit/parse-input';
import type { BreakdownLine } from '../kit/result-panel';
import { estimateFees, findCaseType, type FeeEstimate } from './fee-estimate';

/** The calculator's fields, as typed and as kept in the query string. */
export const HONORARIOS_DEFAULTS = {
  materia: 'general',
  monto: '',
};

export type HonorariosField = keyof typeof HONORARIOS_DEFAULTS;
export type HonorariosValues = Record<HonorariosField, string>;
export type HonorariosErrors = Partial<Record<HonorariosField, string>>;

export interface HonorariosOutcome {
  estimate: FeeEstimate;
  lines: BreakdownLine[];
}

/** Validates the fields and, when both are valid, finds the price and the market range. */
export function computeHonorarios(values: HonorariosValues): {
  errors: HonorariosErrors;
  outcome?: HonorariosOutcome;
} {
  const errors: HonorariosErrors = {};
  const caseType = findCaseType(values.materia);
  if (!caseType) errors.materia = 'Elige el tipo de caso.';
  const amount = parseOptionalAmount(values.monto, 'el monto en disputa');
  if (!amount.ok) errors.monto = amount.error;
  if (!caseType || !amount.ok) return { errors };
  const estimate = estimateFees({ caseType: caseType.id, amountInDispute: amount.value });
  const lines: BreakdownLine[] = [
    {
      label: estimate.plan.name,
      amount: estimate.plan.price,
      detail: estimate.plan.note ?? 'Precio fijo de nuestro catálogo',
    },
  ];
  return { errors, outcome: { estimate, lines } };
}
