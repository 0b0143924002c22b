import { REFERENCE_BOUNDS } from '@/lib/reference-values/bounds';
import { formatThousands } from '@/lib/format/clp';
import {
  parseAmount,
  parseWholeNumber,
  type Parsed,
  parseReferenceValue,
} from '../kit/parse-input';
import { UTM } from '../kit/reference-values';
import type { BreakdownLine } from '../kit/result-panel';
import { shareOf, type Fraction } from './fraction';
import { taxLine } from './herencia-lines';
import { inheritanceTax, type InheritanceTaxResult } from './inheritance-tax';
import {
  hasLegitimarios,
  intestateSuccession,
  type HeirGroup,
  type HeirKind,
} from './intestate-shares';
import { legitimaRigorosa, willPortions, type Portion } from './will-portions';

/** The calculator's fields, as typed and as kept in the query string. */
export const HERENCIA_DEFAULTS = {
  acervo: '300.000.000',
  testamento: 'no',
  conyuge: 'si',
  hijos: '2',
  /** Living parents: '0', '1', '2', or 'abuelos' (none, but a grandparent is alive). */
  padres: '0',
  hermanos: '0',
  utm: formatThousands(UTM.value),
};

export type HerenciaField = keyof typeof HERENCIA_DEFAULTS;
export type HerenciaValues = Record<HerenciaField, string>;
export type HerenciaErrors = Partial<Record<HerenciaField, string>>;

/** Heirs of one kind, with what each of them takes in pesos and pays in tax. */
export interface HeirRow {
  kind: HeirKind;
  count: number;
  share: Fraction;
  /** Each one's amount, rounded. */
  amount: number;
  /** Each one's tax. */
  tax: InheritanceTaxResult;
}

/** The least a will must leave each legitimario. */
export interface LegitimaRow {
  kind: HeirKind;
  count: number;
  share: Fraction;
  amount: number;
}

export interface HerenciaOutcome {
  estate: number;
  utm: number;
  /**
   * The order of succession that inherits; 'otros' when nobody of the first three orders is left
   * (other collaterals or the Fisco), 'abuelos' when the grandparents take the parents' place.
   * In both of these cases nothing is computed per heir.
   */
  order: 1 | 2 | 3 | 'otros' | 'abuelos';
  heirs: HeirRow[];
  /** Present when the visitor says there is a will. */
  will?: { legitimarios: boolean; portions: Portion[]; legitimas: LegitimaRow[] };
  totalTax: number;
  taxLines: BreakdownLine[];
}

const PARENT_CHOICES = ['0', '1', '2', 'abuelos'] as const;
type ParentsChoice = (typeof PARENT_CHOICES)[number];

function collect<T>(errors: HerenciaErrors, field: HerenciaField, parsed: Parsed<T>) {
  if (parsed.ok) return parsed.value;
  errors[field] = parsed.error;
  return undefined;
}

const readChildren = (values: HerenciaValues) =>
  parseWholeNumber(values.hijos, 'el número de hijos', 0, 30);

/** Parents are asked about only when there are no children: the children exclude them. */
export function asksParents(values: HerenciaValues): boolean {
  const children = readChildren(values);
  return children.ok && children.value === 0;
}

/** Siblings inherit only with no children, parents or spouse, so only then are they asked about. */
export function asksSiblings(values: HerenciaValues): boolean {
  return asksParents(values) && values.conyuge !== 'si' && values.padres === '0';
}

function heirRow(group: HeirGroup, estate: number, utm: number): HeirRow {
  const share = shareOf(estate, group.share);
  return {
    ...group,
    amount: Math.round(share),
    tax: inheritanceTax({
      share,
      relation: group.kind === 'hermano' ? 'colateral' : 'cercano',
      utm,
    }),
  };
}

/** Validates the fields and, when all are valid, computes the shares, the will's parts and the tax. */
export function computeHerencia(values: HerenciaValues): {
  errors: HerenciaErrors;
  outcome?: HerenciaOutcome;
} {
  const errors: HerenciaErrors = {};
  const estate = collect(errors, 'acervo', parseAmount(values.acervo, 'el acervo líquido'));
  const children = collect(errors, 'hijos', readChildren(values));
  const utm = collect(errors, 'utm', parseReferenceValue(values.utm, REFERENCE_BOUNDS.utm));
  let parents: ParentsChoice = '0';
  if (asksParents(values)) {
    const choice = PARENT_CHOICES.find((item) => item === values.padres);
    if (choice) parents = choice;
    else errors.padres = 'Elige cuántos padres viven.';
  }
  let siblings = 0;
  if (asksSiblings(values)) {
    const parsed = parseWholeNumber(values.hermanos, 'el número de hermanos', 0, 30);
    if (parsed.ok) siblings = parsed.value;
    else errors.hermanos = parsed.error;
  }
  if (estate === undefined || children === undefined || utm === undefined) return { errors };
  if (errors.padres || errors.hermanos) return { errors };

  const spouse = values.conyuge === 'si';
  const grandparents = parents === 'abuelos';
  const ascendants = grandparents ? 0 : Number(parents);
  const succession = grandparents
    ? ({ order: 'abuelos' } as const)
    : intestateSuccession({ spouse, children, ascendants, siblings });
  const heirs = 'heirs' in succession ? succession.heirs.map((g) => heirRow(g, estate, utm)) : [];
  const legitimarios = hasLegitimarios({
    spouse,
    children,
    ascendants: grandparents ? 1 : ascendants,
  });
  const will =
    values.testamento === 'si'
      ? {
          legitimarios,
          portions: willPortions(estate, legitimarios),
          legitimas: legitimaRigorosa(heirs).map((group) => ({
            kind: group.kind,
            count: group.count,
            share: group.share,
            amount: Math.round(shareOf(estate, group.share)),
          })),
        }
      : undefined;
  return {
    errors,
    outcome: {
      estate,
      utm,
      order: succession.order,
      heirs,
      will,
      totalTax: heirs.reduce((sum, row) => sum + row.tax.tax * row.count, 0),
      taxLines: heirs.map(taxLine),
    },
  };
}
