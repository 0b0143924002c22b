import { UTA_BOUNDS } from '@/lib/reference-values/bounds';
import { formatThousands } from '@/lib/format/clp';
import { parseAmount, type Parsed, parseReferenceValue } from '../kit/parse-input';
import type { BreakdownLine } from '../kit/result-panel';
import { formatDecimal, formatRate } from './format-decimal';
import {
  calculateGlobalComplementario,
  type GlobalComplementarioResult,
} from './global-complementario';
import { UTA } from './uta-reference';

/** The calculator's fields, as typed and as kept in the query string. */
export const IMPUESTOS_DEFAULTS = {
  periodo: 'anual',
  renta: '24.000.000',
  uta: formatThousands(UTA.value),
};

export type ImpuestosField = keyof typeof IMPUESTOS_DEFAULTS;
export type ImpuestosValues = Record<ImpuestosField, string>;
export type ImpuestosErrors = Partial<Record<ImpuestosField, string>>;

export interface ImpuestosOutcome {
  result: GlobalComplementarioResult;
  annualIncome: number;
  lines: BreakdownLine[];
}

function collect<T>(errors: ImpuestosErrors, field: ImpuestosField, parsed: Parsed<T>) {
  if (parsed.ok) return parsed.value;
  errors[field] = parsed.error;
  return undefined;
}

/** "Más de 30 y hasta 50 UTA", the way a bracket is named. */
export function bracketLabel({ fromUta, toUta }: GlobalComplementarioResult['bracket']): string {
  if (fromUta === 0) return `Hasta ${formatDecimal(toUta ?? 0)} UTA (exento)`;
  if (toUta === null) return `Más de ${formatDecimal(fromUta)} UTA`;
  return `Más de ${formatDecimal(fromUta)} y hasta ${formatDecimal(toUta)} UTA`;
}

/** Validates the fields and, when all are valid, estimates the Global Complementario. */
export function computeImpuestos(values: ImpuestosValues): {
  errors: ImpuestosErrors;
  outcome?: ImpuestosOutcome;
} {
  const errors: ImpuestosErrors = {};
  const monthly = values.periodo === 'mensual';
  if (values.periodo !== 'anual' && !monthly)
    errors.periodo = 'Elige si tu renta es anual o mensual.';
  const income = collect(
    errors,
    'renta',
    parseAmount(values.renta, monthly ? 'la renta mensual' : 'la renta anual'),
  );
  // Less than a peso is shown as $0 and would be taxed $0: refused like an income of 0.
  if (income !== undefined && income < 1)
    errors.renta = `La renta ${monthly ? 'mensual' : 'anual'} debe ser de al menos $1.`;
  const uta = collect(errors, 'uta', parseReferenceValue(values.uta, UTA_BOUNDS));
  if (income === undefined || uta === undefined || errors.periodo || errors.renta)
    return { errors };
  const annualIncome = monthly ? income * 12 : income;
  const result = calculateGlobalComplementario({ annualIncome, uta });
  const lines: BreakdownLine[] = [
    {
      label: 'Renta anual',
      amount: annualIncome,
      detail: `${monthly ? `12 × $${formatThousands(income)}; ` : ''}${formatDecimal(result.incomeInUta)} UTA`,
    },
  ];
  if (result.bracket.rate > 0)
    lines.push(
      {
        label: `Renta × ${formatRate(result.bracket.rate)}`,
        amount: result.grossTax,
        detail: 'Tasa marginal del tramo',
      },
      {
        label: 'Menos cantidad a rebajar',
        amount: -result.rebate,
        detail: `${formatDecimal(result.bracket.rebateUta)} UTA × $${formatThousands(uta)}`,
      },
    );
  return { errors, outcome: { result, annualIncome, lines } };
}
