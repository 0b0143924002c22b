import { REFERENCE_BOUNDS } from '@/lib/reference-values/bounds';
import { formatThousands } from '@/lib/format/clp';
import {
  parseAmount,
  parseWholeNumber,
  type Parsed,
  parseReferenceValue,
} from '../kit/parse-input';
import { MINIMUM_WAGE, MINIMUM_WAGE_UNDER_18_OVER_65, UTM } from '../kit/reference-values';
import type { BreakdownLine } from '../kit/result-panel';
import { calculateChildSupport, type ChildSupportResult } from './child-support';

/** The calculator's fields, as typed and as kept in the query string. */
export const PENSION_DEFAULTS = {
  ingreso: '900.000',
  hijos: '1',
  edad: '18-65',
  imm: formatThousands(MINIMUM_WAGE.value),
  immEspecial: formatThousands(MINIMUM_WAGE_UNDER_18_OVER_65.value),
  utm: formatThousands(UTM.value),
};

export type PensionField = keyof typeof PENSION_DEFAULTS;
export type PensionValues = Record<PensionField, string>;
export type PensionErrors = Partial<Record<PensionField, string>>;

export interface PensionOutcome {
  result: ChildSupportResult;
  /** The debtor's monthly income as typed, in pesos. */
  income: number;
  children: number;
  lines: BreakdownLine[];
}

function collect<T>(errors: PensionErrors, field: PensionField, parsed: Parsed<T>) {
  if (parsed.ok) return parsed.value;
  errors[field] = parsed.error;
  return undefined;
}

/** Validates the fields and, when all are valid, computes the minimum and the cap. */
export function computePension(values: PensionValues): {
  errors: PensionErrors;
  outcome?: PensionOutcome;
} {
  const errors: PensionErrors = {};
  const special = values.edad === 'otra';
  const income = collect(errors, 'ingreso', parseAmount(values.ingreso, 'los ingresos'));
  const children = collect(
    errors,
    'hijos',
    parseWholeNumber(values.hijos, 'el número de hijos', 1, 20),
  );
  const wageField: PensionField = special ? 'immEspecial' : 'imm';
  const minimumWage = collect(
    errors,
    wageField,
    parseReferenceValue(
      values[wageField],
      special ? REFERENCE_BOUNDS.imm_otras_edades : REFERENCE_BOUNDS.imm,
    ),
  );
  const utm = collect(errors, 'utm', parseReferenceValue(values.utm, REFERENCE_BOUNDS.utm));
  if (
    income === undefined ||
    children === undefined ||
    minimumWage === undefined ||
    utm === undefined
  )
    return { errors };
  const result = calculateChildSupport({ income, children, minimumWage, utm });
  const percent = Math.round(result.rate * 100);
  const lines: BreakdownLine[] = [
    {
      label: 'Mínimo legal por hijo',
      amount: result.perChild,
      detail: `${percent}% del ingreso mínimo de $${formatThousands(minimumWage)}`,
    },
    {
      label: 'Mínimo legal total',
      amount: result.legalMinimum,
      detail: `${children} hijo${children === 1 ? '' : 's'} × $${formatThousands(result.perChild)}`,
    },
    {
      label: 'Tope: 50% de los ingresos',
      amount: result.cap,
      detail: `50% de $${formatThousands(income)}`,
    },
  ];
  return { errors, outcome: { result, income, children, lines } };
}
