import { REFERENCE_BOUNDS } from '@/lib/reference-values/bounds';
import { formatClp } from '@/lib/format/clp';
import { formatDecimal } from '../kit/format-decimal';
import {
  parseAmount,
  parseOptionalAmount,
  parseWholeNumber,
  type Parsed,
  parseReferenceValue,
} from '../kit/parse-input';
import { UF } from '../kit/reference-values';
import type { BreakdownLine } from '../kit/result-panel';
import {
  calculateFormation,
  type FormationInput,
  type FormationResult,
  type FormationStep,
  type Route,
} from './company-formation';
import {
  COMPANY_TYPE_IDS,
  COMPANY_TYPES,
  partnersProblem,
  type CompanyType,
} from './company-types';

/**
 * The calculator's fields, as typed and as kept in the query string. No rule the firm could
 * confirm fixes what notaries and the Conservador charge for forming a company: the three fees
 * are modest references to be quoted, and the page says so.
 */
export const SOCIEDADES_DEFAULTS = {
  tipo: 'spa',
  via: 'registro',
  capital: '1.000.000',
  socios: '1',
  uf: formatDecimal(UF.value, 2),
  firma: '10.000',
  escritura: '150.000',
  registroComercio: '50.000',
};

export type SociedadesField = keyof typeof SOCIEDADES_DEFAULTS;
export type SociedadesValues = Record<SociedadesField, string>;
export type SociedadesErrors = Partial<Record<SociedadesField, string>>;

export interface SociedadesOutcome {
  type: CompanyType;
  result: FormationResult;
  lines: BreakdownLine[];
}

const ROUTES: readonly Route[] = ['registro', 'notaria'];

function collect<T>(errors: SociedadesErrors, field: SociedadesField, parsed: Parsed<T>) {
  if (parsed.ok) return parsed.value;
  errors[field] = parsed.error;
  return undefined;
}

function readRoute(values: SociedadesValues, errors: SociedadesErrors): Route | undefined {
  const route = ROUTES.find((item) => item === values.via);
  if (!route) {
    errors.via = 'Elige cómo constituirla.';
    return undefined;
  }
  return route;
}

function readPartners(
  values: SociedadesValues,
  type: CompanyType | undefined,
  errors: SociedadesErrors,
) {
  const partners = collect(
    errors,
    'socios',
    parseWholeNumber(values.socios, 'el número de socios', 0, 10_000),
  );
  if (partners === undefined || !type) return partners;
  const problem = partnersProblem(type, partners);
  if (!problem) return partners;
  errors.socios = problem;
  return undefined;
}

/** Validates the fields and, when all are valid, lists the steps of the chosen route. */
export function computeSociedades(values: SociedadesValues): {
  errors: SociedadesErrors;
  outcome?: SociedadesOutcome;
} {
  const errors: SociedadesErrors = {};
  const type = COMPANY_TYPE_IDS.find((item) => item === values.tipo);
  if (!type) errors.tipo = 'Elige el tipo de sociedad.';
  const route = readRoute(values, errors);
  const capital = collect(errors, 'capital', parseAmount(values.capital, 'el capital'));
  const partners = readPartners(values, type, errors);
  const uf = collect(errors, 'uf', parseReferenceValue(values.uf, REFERENCE_BOUNDS.uf));
  // Only the fees of the chosen route are read and checked.
  const byRegistry = route === 'registro';
  const signatureFee = byRegistry
    ? collect(errors, 'firma', parseOptionalAmount(values.firma, 'la firma ante notario'))
    : 0;
  const deedFee = byRegistry
    ? 0
    : collect(errors, 'escritura', parseOptionalAmount(values.escritura, 'la escritura'));
  const commerceRegistryFee = byRegistry
    ? 0
    : collect(
        errors,
        'registroComercio',
        parseOptionalAmount(values.registroComercio, 'el Registro de Comercio'),
      );
  if (
    !type ||
    !route ||
    capital === undefined ||
    partners === undefined ||
    uf === undefined ||
    signatureFee === undefined ||
    deedFee === undefined ||
    commerceRegistryFee === undefined
  )
    return { errors };
  const input: FormationInput = {
    route,
    capital,
    partners,
    uf,
    signatureFee,
    deedFee,
    commerceRegistryFee,
  };
  const result = calculateFormation(input);
  return { errors, outcome: { type, result, lines: breakdown(result, input, type) } };
}

function stepLine(
  step: FormationStep,
  input: FormationInput,
  type: CompanyType,
  capitalInUf: number,
) {
  const { partner } = COMPANY_TYPES[type];
  const ufs = `${formatDecimal(capitalInUf, 2)} UF`;
  switch (step.id) {
    case 'formulario':
      return {
        label: 'Formulario en el Registro de Empresas y Sociedades',
        detail: 'Registro electrónico y gratuito: sin escritura, extracto ni publicación',
      };
    case 'firma':
      return {
        label: `Firma electrónica avanzada ${input.partners === 1 ? `del ${partner.one}` : `de los ${partner.many}`}`,
        detail:
          input.signatureFee === 0
            ? 'Sin costo con firma electrónica avanzada propia'
            : `${input.partners} × ${formatClp(input.signatureFee)} ante notario (referencial, cotiza); sin costo con firma electrónica avanzada propia`,
      };
    case 'escritura':
      return {
        label: 'Escritura pública en notaría',
        detail: 'Referencial, cotiza: cada notaría fija su precio',
      };
    case 'diario-oficial':
      return {
        label: 'Extracto en el Diario Oficial',
        detail:
          step.cost === 0
            ? `Gratis: el capital (${ufs}) no supera 5.000 UF`
            : `1 UF: el capital (${ufs}) supera 5.000 UF`,
      };
    case 'registro-comercio':
      return {
        label: 'Inscripción en el Registro de Comercio',
        detail: 'Del extracto, en el Conservador. Referencial, cotiza',
      };
    case 'sii':
      return {
        label: 'RUT e inicio de actividades en el SII',
        detail: 'Trámite gratuito en sii.cl',
      };
    case 'banco':
      return {
        label: 'Cuenta bancaria de la empresa',
        detail: 'Su costo depende del banco: no se incluye en el total',
      };
  }
}

/** One numbered line per step, in the order they are done. */
function breakdown(
  result: FormationResult,
  input: FormationInput,
  type: CompanyType,
): BreakdownLine[] {
  return result.steps.map((step, index) => {
    const { label, detail } = stepLine(step, input, type, result.capitalInUf);
    return { label: `${index + 1}. ${label}`, amount: step.cost, detail };
  });
}
