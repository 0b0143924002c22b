import { REFERENCE_BOUNDS } from '@/lib/reference-values/bounds';
import { UF } from '../kit/reference-values';
import {
  parseAmount,
  parseIsoDate,
  parseOptionalAmount,
  parseWholeNumber,
  type Parsed,
  parseReferenceValue,
} from '../kit/parse-input';
import type { BreakdownLine } from '../kit/result-panel';
import { formatThousands } from '@/lib/format/clp';
import type { ChileanHoliday } from '@/booking/model/holidays';
import { formatShortDecimal } from '../kit/format-decimal';
import {
  approximatePaidVacationDays,
  earnedVacationDays,
  paidVacation,
} from './proportional-vacation';
import { calculateSeverance, type SeveranceResult, type Termination } from './severance';
import { MAX_SERVICE_YEARS, readServiceDates } from './service-dates';
import type { ServicePeriod } from './service-period';

/** The calculator's fields, as typed and as kept in the query string. */
export const INDEMNIZACION_DEFAULTS = {
  sueldo: '800.000',
  colacion: '0',
  incluirColacion: 'no',
  uf: formatThousandsDecimal(UF.value),
  modo: 'anios',
  anios: '5',
  meses: '0',
  dias: '0',
  inicio: '',
  termino: '',
  antes1981: 'no',
  causal: 'art-161',
  aviso: 'no',
};

export type IndemnizacionField = keyof typeof INDEMNIZACION_DEFAULTS;
export type IndemnizacionValues = Record<IndemnizacionField, string>;
export type FieldErrors = Partial<Record<IndemnizacionField, string>>;

export interface IndemnizacionOutcome {
  severance: SeveranceResult;
  /** A contract from before 14 Aug 1981: calculated with no caps, a case for a lawyer. */
  uncapped: boolean;
  period: ServicePeriod;
  vacationWorkingDays: number;
  vacationPaidDays: number;
  vacationApproximate: boolean;
  /** With dates: the public holidays paid as part of the feriado. */
  vacationHolidays: ChileanHoliday[];
  vacation: number;
  total: number;
  lines: BreakdownLine[];
}

/** "39841.72" → "39.841,72", the way the field shows a default. */
function formatThousandsDecimal(value: number): string {
  const [whole = '0', decimals] = value.toFixed(2).split('.');
  return `${formatThousands(Number(whole))},${decimals ?? '00'}`;
}

const TERMINATIONS: readonly Termination[] = [
  'art-161',
  'art-161-indebido',
  'art-159-injustificado',
  'art-160-indebido',
  'art-160-sin-motivo',
];

function collect<T>(errors: FieldErrors, field: IndemnizacionField, parsed: Parsed<T>) {
  if (parsed.ok) return parsed.value;
  errors[field] = parsed.error;
  return undefined;
}

interface ServiceInput {
  period: ServicePeriod;
  uncapped: boolean;
  lastDay?: string;
}

function readService(
  values: IndemnizacionValues,
  errors: FieldErrors,
  today: string,
): ServiceInput | undefined {
  if (values.modo === 'fechas') {
    const first = collect(errors, 'inicio', parseIsoDate(values.inicio, 'la fecha de inicio'));
    const last = collect(errors, 'termino', parseIsoDate(values.termino, 'la fecha de término'));
    if (first === undefined || last === undefined) return undefined;
    const service = readServiceDates(first, last, today);
    if (!service.ok) {
      errors[service.field] = service.error;
      return undefined;
    }
    return { ...service.value, lastDay: last };
  }
  const years = collect(
    errors,
    'anios',
    parseWholeNumber(values.anios, 'los años', 0, MAX_SERVICE_YEARS),
  );
  const months = collect(errors, 'meses', parseWholeNumber(values.meses, 'los meses', 0, 11));
  const days = collect(errors, 'dias', parseWholeNumber(values.dias, 'los días', 0, 30));
  if (years === undefined || months === undefined || days === undefined) return undefined;
  return { period: { years, months, days }, uncapped: values.antes1981 === 'si' };
}

/** Today's date, 'YYYY-MM-DD' (UTC: a day off at most, which no bound here cares about). */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** Validates the fields and, when all are valid, computes every item owed. */
export function computeIndemnizacion(
  values: IndemnizacionValues,
  today: string = todayIso(),
): {
  errors: FieldErrors;
  outcome?: IndemnizacionOutcome;
} {
  const errors: FieldErrors = {};
  const pay = collect(errors, 'sueldo', parseAmount(values.sueldo, 'la última remuneración'));
  const allowances = collect(
    errors,
    'colacion',
    parseOptionalAmount(values.colacion, 'la colación y movilización'),
  );
  const uf = collect(errors, 'uf', parseReferenceValue(values.uf, REFERENCE_BOUNDS.uf));
  const service = readService(values, errors, today);
  const termination = TERMINATIONS.find((item) => item === values.causal);
  if (!termination) errors.causal = 'Elige cómo terminó el contrato.';
  if (pay === undefined || allowances === undefined || uf === undefined || !service || !termination)
    return { errors };

  const severance = calculateSeverance({
    monthlyPay: pay,
    allowances,
    includeAllowances: values.incluirColacion === 'si',
    uf,
    period: service.period,
    uncapped: service.uncapped,
    termination,
    noticeGiven: values.aviso === 'si',
  });
  const workingDays = earnedVacationDays(service.period.months, service.period.days);
  const { paidDays, holidays } = service.lastDay
    ? paidVacation(workingDays, service.lastDay)
    : { paidDays: approximatePaidVacationDays(workingDays), holidays: [] };
  const vacation = Math.round((paidDays * pay) / 30);
  const total =
    severance.yearsOfService + severance.surcharge + severance.noticeSubstitute + vacation;
  return {
    errors,
    outcome: {
      severance,
      uncapped: service.uncapped,
      period: service.period,
      vacationWorkingDays: workingDays,
      vacationPaidDays: paidDays,
      vacationApproximate: !service.lastDay,
      vacationHolidays: holidays,
      vacation,
      total,
      lines: breakdown(severance, workingDays, paidDays, vacation),
    },
  };
}

function breakdown(
  s: SeveranceResult,
  workingDays: number,
  paidDays: number,
  vacation: number,
): BreakdownLine[] {
  const base = `$${formatThousands(s.base)}`;
  const yearsDetail = s.underOneYear
    ? 'No corresponde: el contrato duró menos de un año.'
    : `${s.paidYears} año${s.paidYears === 1 ? '' : 's'} × ${base}${s.yearsCapped ? ` (tope de 11 años; se contaron ${s.countedYears})` : ''}`;
  const lines: BreakdownLine[] = [
    { label: 'Indemnización por años de servicio', amount: s.yearsOfService, detail: yearsDetail },
  ];
  if (s.surchargeRate > 0)
    lines.push({
      label: `Recargo del ${Math.round(s.surchargeRate * 100)}%`,
      amount: s.surcharge,
      detail: 'Sobre la indemnización por años de servicio, si el tribunal lo declara.',
    });
  lines.push({
    label: 'Indemnización sustitutiva del aviso previo',
    amount: s.noticeSubstitute,
    detail: s.noticeSubstitute > 0 ? `Un mes: ${base}` : 'No corresponde: hubo aviso de 30 días.',
  });
  lines.push({
    label: 'Feriado proporcional',
    amount: vacation,
    detail: `${formatShortDecimal(workingDays)} días hábiles, pagados como ${formatShortDecimal(paidDays)} días corridos`,
  });
  return lines;
}
