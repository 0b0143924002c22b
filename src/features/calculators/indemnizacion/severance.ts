import { countedYears, servedAYear, type ServicePeriod } from './service-period';

/** Cap on the years of service paid (art. 163 CT: 330 days = 11 × 30 days). */
export const MAX_YEARS = 11;
/** Cap on the monthly pay used for the indemnities, in UF (art. 172 CT). */
export const MAX_BASE_UF = 90;

/**
 * How the contract ended. `art-161` is the employer invoking necesidades de la empresa or
 * desahucio; the others are a court finding the dismissal unjustified (art. 168 CT), each with
 * the surcharge it adds to the years-of-service indemnity.
 */
export type Termination =
  | 'art-161'
  | 'art-161-indebido'
  | 'art-159-injustificado'
  | 'art-160-indebido'
  | 'art-160-sin-motivo';

export const SURCHARGE: Record<Termination, number> = {
  'art-161': 0,
  'art-161-indebido': 0.3,
  'art-159-injustificado': 0.5,
  'art-160-indebido': 0.8,
  'art-160-sin-motivo': 1,
};

export interface SeveranceInput {
  /** Última remuneración mensual, in pesos (without overtime, asignación familiar, bonuses). */
  monthlyPay: number;
  /** Colación and movilización, in pesos; the courts disagree on whether they count. */
  allowances: number;
  includeAllowances: boolean;
  uf: number;
  period: ServicePeriod;
  /** Started before 14 Aug 1981 and in force on 1 Dec 1990: no year cap, no UF cap. */
  uncapped: boolean;
  termination: Termination;
  /** Written notice given at least 30 days before; otherwise a month's pay is owed (art. 162). */
  noticeGiven: boolean;
}

export interface SeveranceResult {
  /** Monthly pay used for the indemnities, after the 90 UF cap. */
  base: number;
  baseCapped: boolean;
  /** Years counted (fraction over 6 months included), before the cap. */
  countedYears: number;
  /** Years paid, after the 11-year cap. */
  paidYears: number;
  yearsCapped: boolean;
  /** Less than a year served: no years-of-service indemnity. */
  underOneYear: boolean;
  yearsOfService: number;
  surchargeRate: number;
  surcharge: number;
  noticeSubstitute: number;
}

/** The indemnities of arts. 161-163, 168 and 172 of the Código del Trabajo. */
export function calculateSeverance(input: SeveranceInput): SeveranceResult {
  const pay = input.monthlyPay + (input.includeAllowances ? input.allowances : 0);
  const cap = MAX_BASE_UF * input.uf;
  const baseCapped = !input.uncapped && pay > cap;
  const base = baseCapped ? cap : pay;
  const underOneYear = !servedAYear(input.period);
  const years = countedYears(input.period);
  const yearsCapped = !input.uncapped && years > MAX_YEARS;
  const paidYears = underOneYear ? 0 : yearsCapped ? MAX_YEARS : years;
  const yearsOfService = Math.round(paidYears * base);
  const surchargeRate = SURCHARGE[input.termination];
  return {
    base,
    baseCapped,
    countedYears: years,
    paidYears,
    yearsCapped,
    underOneYear,
    yearsOfService,
    surchargeRate,
    surcharge: Math.round(yearsOfService * surchargeRate),
    noticeSubstitute: input.noticeGiven ? 0 : Math.round(base),
  };
}
