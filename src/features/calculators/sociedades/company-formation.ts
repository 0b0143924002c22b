/**
 * The steps and costs of forming a company in Chile, by one of two routes:
 * - the Registro de Empresas y Sociedades of Ley 20.659 ("Tu Empresa en un Día"): an electronic
 *   form, free, signed with an advanced electronic signature (one's own, or a notary's, who may
 *   charge for it). No deed, extract or publication is needed;
 * - the traditional route: a public deed before a notary, its extract published in the Diario
 *   Oficial and inscribed in the Registro de Comercio of the Conservador.
 * Since Ley 20.494 (2011) the Diario Oficial publishes the extract free when the capital is at most
 * 5.000 UF, and charges 1 UF above that. Notary and Conservador fees are the market's: they arrive
 * as inputs. The SII's RUT and start of activities are free; the bank account is the bank's price.
 */
export type Route = 'registro' | 'notaria';

/** Capital up to this many UF publishes its extract in the Diario Oficial for free. */
export const FREE_PUBLICATION_MAX_UF = 5_000;

export type StepId =
  'formulario' | 'firma' | 'escritura' | 'diario-oficial' | 'registro-comercio' | 'sii' | 'banco';

/** The costs do not depend on the kind of company: the same steps apply to each. */
export interface FormationInput {
  route: Route;
  /** The capital, in pesos. */
  capital: number;
  partners: number;
  /** The UF's value in pesos. */
  uf: number;
  /** What a notary charges each partner for signing the registry's form (0 with one's own). */
  signatureFee: number;
  /** The notary's price for the public deed. */
  deedFee: number;
  /** The Conservador's price for inscribing the extract in the Registro de Comercio. */
  commerceRegistryFee: number;
}

export interface FormationStep {
  id: StepId;
  cost: number;
  /** The cost is a reference to be quoted, not a fixed charge. */
  referential: boolean;
  /** The cost is counted in the total (the bank's is not known). */
  counted: boolean;
}

export interface FormationResult {
  steps: FormationStep[];
  total: number;
  capitalInUf: number;
  /** The extract is published free (notarial route, capital up to 5.000 UF). */
  freePublication: boolean;
}

const fixed = (id: StepId, cost: number): FormationStep => ({
  id,
  cost,
  referential: false,
  counted: true,
});

const quoted = (id: StepId, cost: number): FormationStep => ({
  id,
  cost,
  referential: true,
  counted: true,
});

/** Whether the capital is at most 5.000 UF, compared in cents so that the limit itself is exact. */
export function publishesFree(capital: number, uf: number): boolean {
  return Math.round(capital * 100) <= Math.round(uf * 100) * FREE_PUBLICATION_MAX_UF;
}

/** The steps of the chosen route, each with its cost, and their total. */
export function calculateFormation(input: FormationInput): FormationResult {
  const freePublication = publishesFree(input.capital, input.uf);
  const closing = [fixed('sii', 0), { ...fixed('banco', 0), counted: false }];
  const steps: FormationStep[] =
    input.route === 'registro'
      ? [fixed('formulario', 0), quoted('firma', input.signatureFee * input.partners), ...closing]
      : [
          quoted('escritura', input.deedFee),
          fixed('diario-oficial', freePublication ? 0 : Math.round(input.uf)),
          quoted('registro-comercio', input.commerceRegistryFee),
          ...closing,
        ];
  return {
    steps,
    total: steps.reduce((sum, step) => sum + (step.counted ? step.cost : 0), 0),
    capitalInUf: input.capital / input.uf,
    freePublication: input.route === 'notaria' && freePublication,
  };
}
