import { REFERENCE_BOUNDS } from '@/lib/reference-values/bounds';
import { formatClp } from '@/lib/format/clp';
import { formatDecimal, formatPercent } from '../kit/format-decimal';
import {
  parseAmount,
  parseChileanNumber,
  parseOptionalAmount,
  parseWholeNumber,
  type Parsed,
  parseReferenceValue,
} from '../kit/parse-input';
import { UF } from '../kit/reference-values';
import type { BreakdownLine } from '../kit/result-panel';
import {
  calculatePropertyCosts,
  CONSERVADOR_PER_MIL,
  type ConservadorRate,
  type PropertyCosts,
  type PropertyCostsInput,
} from './property-costs';

/**
 * The calculator's fields, as typed and as kept in the query string. The fees of the notary, the
 * title study, the certificates and the Conservador's cap are not fixed by any current rule the
 * firm could confirm: their defaults are references to be quoted, and the page says so.
 */
export const PROPIEDADES_DEFAULTS = {
  precio: '120.000.000',
  credito: '96.000.000',
  plazo: '240',
  conservador: 'dos-por-mil',
  corretaje: '2',
  /** About 0,1% of the price with a cap of about $128.000 (press reports of 2012). */
  notaria: '0,1',
  topeNotaria: '128.000',
  /** A title study cost about $100.000 to $300.000 (press reports of 2012). */
  estudio: '200.000',
  /** A handful of certificates at a few thousand pesos each. */
  certificados: '30.000',
  /** The cap on the Conservador's base under the 1998 arancel. */
  topeConservador: '128.000.000',
  uf: formatDecimal(UF.value, 2),
};

export type PropiedadesField = keyof typeof PROPIEDADES_DEFAULTS;
export type PropiedadesValues = Record<PropiedadesField, string>;
export type PropiedadesErrors = Partial<Record<PropiedadesField, string>>;

export interface PropiedadesOutcome {
  costs: PropertyCosts;
  priceInUf: number;
  lines: BreakdownLine[];
}

const CONSERVADOR_RATES = Object.keys(CONSERVADOR_PER_MIL) as ConservadorRate[];

function collect<T>(errors: PropiedadesErrors, field: PropiedadesField, parsed: Parsed<T>) {
  if (parsed.ok) return parsed.value;
  errors[field] = parsed.error;
  return undefined;
}

/** A percentage between 0 and `max`, written with a decimal comma ("2", "0,1"). */
export function parsePercent(text: string, label: string, max: number): Parsed<number> {
  if (text.trim() === '') return { ok: false, error: `Ingresa ${label}.` };
  const value = parseChileanNumber(text.replace('%', ''));
  if (value === null)
    return { ok: false, error: `Escribe ${label} como un número, por ejemplo 2 o 0,5.` };
  if (value > max)
    return {
      ok: false,
      error: `${label.charAt(0).toUpperCase()}${label.slice(1)} debe estar entre 0% y ${formatDecimal(max, 0)}%.`,
    };
  return { ok: true, value };
}

/** Validates the fields and, when all are valid, computes every cost of the purchase. */
export function computePropiedades(values: PropiedadesValues): {
  errors: PropiedadesErrors;
  outcome?: PropiedadesOutcome;
} {
  const errors: PropiedadesErrors = {};
  const price = collect(errors, 'precio', parseAmount(values.precio, 'el precio'));
  const loan = collect(errors, 'credito', parseOptionalAmount(values.credito, 'el crédito'));
  // The term only matters with a loan: without one it is neither read nor checked.
  const termMonths =
    loan === undefined || loan === 0
      ? 0
      : collect(errors, 'plazo', parseWholeNumber(values.plazo, 'el plazo en meses', 1, 600));
  const conservador = CONSERVADOR_RATES.find((rate) => rate === values.conservador);
  if (!conservador) errors.conservador = 'Elige el Conservador de la propiedad.';
  const brokeragePercent = collect(
    errors,
    'corretaje',
    parsePercent(values.corretaje, 'la comisión de corretaje', 10),
  );
  const notaryPercent = collect(
    errors,
    'notaria',
    parsePercent(values.notaria, 'el porcentaje de la notaría', 1),
  );
  const notaryCap = collect(
    errors,
    'topeNotaria',
    parseOptionalAmount(values.topeNotaria, 'el tope de la notaría'),
  );
  const titleStudy = collect(
    errors,
    'estudio',
    parseOptionalAmount(values.estudio, 'el estudio de títulos'),
  );
  const certificates = collect(
    errors,
    'certificados',
    parseOptionalAmount(values.certificados, 'los certificados'),
  );
  const conservadorBaseCap = collect(
    errors,
    'topeConservador',
    parseAmount(values.topeConservador, 'el tope del Conservador'),
  );
  const uf = collect(errors, 'uf', parseReferenceValue(values.uf, REFERENCE_BOUNDS.uf));
  if (
    price === undefined ||
    loan === undefined ||
    termMonths === undefined ||
    !conservador ||
    brokeragePercent === undefined ||
    notaryPercent === undefined ||
    notaryCap === undefined ||
    titleStudy === undefined ||
    certificates === undefined ||
    conservadorBaseCap === undefined ||
    uf === undefined
  )
    return { errors };
  const input: PropertyCostsInput = {
    price,
    loan,
    termMonths,
    conservador,
    conservadorBaseCap,
    brokeragePercent,
    notaryPercent,
    notaryCap,
    titleStudy,
    certificates,
  };
  const costs = calculatePropertyCosts(input);
  return { errors, outcome: { costs, priceInUf: price / uf, lines: breakdown(costs, input) } };
}

function conservadorDetail(perMil: number, base: number, capped: boolean, of: string): string {
  return capped
    ? `${perMil} por mil del tope de la base, ${formatClp(base)} (${of} lo supera)`
    : `${perMil} por mil de ${formatClp(base)}`;
}

/** A percentage typed by the visitor, as written back to them: 2 → "2%", 0.1 → "0,1%". */
const typedPercent = (percent: number) => formatPercent(percent / 100);

function breakdown(c: PropertyCosts, input: PropertyCostsInput): BreakdownLine[] {
  const { price, loan, termMonths } = input;
  const lines: BreakdownLine[] = [
    {
      label: 'Conservador: inscripción de la compraventa',
      amount: c.transfer.amount,
      detail: conservadorDetail(c.perMil, c.transfer.base, c.transfer.capped, 'el precio'),
    },
  ];
  if (c.mortgage)
    lines.push({
      label: 'Conservador: inscripción de la hipoteca',
      amount: c.mortgage.amount,
      detail: conservadorDetail(c.perMil, c.mortgage.base, c.mortgage.capped, 'el crédito'),
    });
  if (c.stampTax)
    lines.push({
      label: 'Impuesto de timbres y estampillas',
      amount: c.stampTax.amount,
      detail: c.stampTax.capped
        ? `Máximo de 0,8% de ${formatClp(loan)}: el plazo es de 13 meses o más`
        : `0,066% × ${termMonths} ${termMonths === 1 ? 'mes' : 'meses'} = ${formatPercent(c.stampTax.rate)} de ${formatClp(loan)}`,
    });
  lines.push({
    label: 'Notaría (referencial)',
    amount: c.notary,
    detail: c.notaryCapped
      ? `Tope de ${formatClp(input.notaryCap)}: el ${typedPercent(input.notaryPercent)} del precio lo supera. Cotiza en la notaría`
      : `${typedPercent(input.notaryPercent)} de ${formatClp(price)}. Cotiza en la notaría`,
  });
  if (c.titleStudy > 0)
    lines.push({
      label: 'Estudio de títulos (referencial)',
      amount: c.titleStudy,
      detail: 'Honorario del abogado que revisa los títulos; cotízalo',
    });
  if (c.brokerage > 0)
    lines.push({
      label: 'Corretaje con IVA (práctica de mercado)',
      amount: c.brokerage + c.brokerageIva,
      detail: `${typedPercent(input.brokeragePercent)} de ${formatClp(price)} = ${formatClp(c.brokerage)}, más IVA del 19% (${formatClp(c.brokerageIva)})`,
    });
  if (c.certificates > 0)
    lines.push({
      label: 'Certificados (referencial)',
      amount: c.certificates,
      detail: 'Dominio vigente, hipotecas y gravámenes, y otros que pidan el banco o el notario',
    });
  return lines;
}
