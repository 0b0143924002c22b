import { PLANS, type Plan, type PlanId } from '@/content/catalogue/plans';

export interface CaseType {
  id: string;
  label: string;
  /** The catalogue plan that books a lawyer for this kind of case. */
  plan: PlanId;
  /**
   * Set where a fee on the result (cuota litis) is not the norm: a criminal defence or a family
   * case is charged as a fixed fee or by stage, so no percentage of an amount is shown.
   */
  noFeeOnResult?: true;
}

/** The kinds of case a visitor can pick, each with the firm's plan for it. */
export const CASE_TYPES = [
  { id: 'general', label: 'Otro o no lo sé', plan: 'general' },
  { id: 'laboral', label: 'Laboral (despidos, finiquitos, accidentes)', plan: 'laboral' },
  {
    id: 'familia',
    label: 'Familia (divorcio, alimentos, cuidado personal)',
    plan: 'familia',
    noFeeOnResult: true,
  },
  { id: 'herencias', label: 'Herencias y testamentos', plan: 'herencias' },
  { id: 'civil', label: 'Civil (contratos, indemnizaciones, deudas)', plan: 'civil' },
  { id: 'inmobiliario', label: 'Inmobiliario (compraventas, arriendos)', plan: 'inmobiliario' },
  { id: 'empresarial', label: 'Empresas y sociedades', plan: 'empresarial' },
  {
    id: 'penal',
    label: 'Penal (defensa de una persona)',
    plan: 'defensa-esencial',
    noFeeOnResult: true,
  },
  {
    id: 'penal-economico',
    label: 'Penal económico (delitos de empresa)',
    plan: 'penal-economico',
    noFeeOnResult: true,
  },
  { id: 'tributario', label: 'Tributario (SII, impuestos)', plan: 'tributario' },
  { id: 'consumidor', label: 'Consumidor (reclamos, SERNAC)', plan: 'reclamos-sernac' },
  { id: 'migratorio', label: 'Migratorio (visas, residencia)', plan: 'migratorio' },
  {
    id: 'administracion-publica',
    label: 'Administración pública (municipios, servicios públicos)',
    plan: 'administracion-publica',
  },
] as const satisfies readonly CaseType[];

type CaseTypeEntry = (typeof CASE_TYPES)[number];
export type CaseTypeId = CaseTypeEntry['id'];

/**
 * The cuota litis range one Chilean firm publishes for damages claims (20% to 30% of the result).
 * No law fixes a percentage: since DL 3.621 of 1981 there is no official fee scale, and each
 * lawyer agrees a fee with the client. The range is shown as market practice, for reference only.
 */
export const MARKET_CONTINGENCY_RANGE = { low: 0.2, high: 0.3 } as const;

export interface FeeEstimateInput {
  caseType: CaseTypeId;
  /** The amount in dispute, in pesos; zero when none was given. */
  amountInDispute: number;
}

export interface FeeEstimate {
  caseType: CaseType;
  planId: PlanId;
  plan: Plan;
  /** The market cuota litis for the amount, when an amount was given and such a fee is usual. */
  contingency?: { amount: number; low: number; high: number };
  /** A fee on the result is not the norm for this kind of case. */
  noFeeOnResult: boolean;
}

/** The case type with this id, as written in the page's address; undefined if there is none. */
export function findCaseType(id: string): CaseTypeEntry | undefined {
  return CASE_TYPES.find((caseType) => caseType.id === id);
}

/** The firm's fixed price for a kind of case, and the market cuota litis for an amount. */
export function estimateFees({ caseType, amountInDispute }: FeeEstimateInput): FeeEstimate {
  const chosen = findCaseType(caseType) ?? CASE_TYPES[0];
  const plan: Plan = PLANS[chosen.plan];
  const kind: CaseType = chosen;
  const noFeeOnResult = kind.noFeeOnResult === true;
  const estimate: FeeEstimate = { caseType: kind, planId: chosen.plan, plan, noFeeOnResult };
  if (amountInDispute > 0 && !noFeeOnResult)
    estimate.contingency = {
      amount: amountInDispute,
      low: Math.round(amountInDispute * MARKET_CONTINGENCY_RANGE.low),
      high: Math.round(amountInDispute * MARKET_CONTINGENCY_RANGE.high),
    };
  return estimate;
}
