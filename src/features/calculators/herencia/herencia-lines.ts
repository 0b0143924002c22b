import { formatClp, formatThousands } from '@/lib/format/clp';
import type { BreakdownLine } from '../kit/result-panel';
import type { HeirRow } from './herencia-form';
import type { HeirKind } from './intestate-shares';
import type { PortionKind } from './will-portions';

/** How the heirs of a kind are named in the results. */
export function heirLabel(kind: HeirKind, count: number): string {
  switch (kind) {
    case 'conyuge':
      return 'Cónyuge o conviviente civil';
    case 'hijo':
      return count === 1 ? 'Hijo o hija' : `Cada hijo (${count})`;
    case 'ascendiente':
      return count === 1 ? 'Padre o madre' : `Cada uno de los padres (${count})`;
    case 'hermano':
      return count === 1 ? 'Hermano o hermana' : `Cada hermano (${count})`;
  }
}

/** The heirs of a kind as a group, for the tax lines: "Hijos (3)". */
function groupLabel(kind: HeirKind, count: number): string {
  if (count === 1 || kind === 'conyuge') return heirLabel(kind, count);
  const plural: Record<Exclude<HeirKind, 'conyuge'>, string> = {
    hijo: 'Hijos',
    ascendiente: 'Padres',
    hermano: 'Hermanos',
  };
  return `${plural[kind]} (${count})`;
}

export const PORTION_LABELS: Record<PortionKind, string> = {
  'mitad-legitimaria': 'Mitad legitimaria',
  'cuarta-mejoras': 'Cuarta de mejoras',
  'libre-disposicion': 'Cuarta de libre disposición',
};

export const ORDER_LABELS = {
  1: 'Primer orden: los hijos, junto con el cónyuge o conviviente civil (art. 988 del Código Civil).',
  2: 'Segundo orden: sin descendientes, heredan el cónyuge o conviviente civil y los padres (art. 989 del Código Civil).',
  3: 'Tercer orden: sin descendientes, padres ni cónyuge o conviviente civil, heredan los hermanos (art. 990 del Código Civil).',
} as const;

/** "1.558,27": a number with two decimals, the Chilean way. */
export function formatDecimal(value: number): string {
  const hundredths = Math.round(value * 100);
  const whole = Math.trunc(hundredths / 100);
  const decimals = String(hundredths % 100).padStart(2, '0');
  return `${formatThousands(whole)},${decimals}`;
}

/** "2,5%" from a rate in thousandths. */
const formatRate = (perMille: number) => `${String(perMille / 10).replace('.', ',')}%`;

/** One line of the tax breakdown: the heirs of a kind, what each pays and how. */
export function taxLine(row: HeirRow): BreakdownLine {
  const { tax } = row;
  const share = `${row.count > 1 ? 'Cada uno: cuota' : 'Cuota'} de ${formatClp(row.amount)}`;
  const exempt = `${tax.exemptUta} UTA exentas (${formatClp(tax.exempt)})`;
  const detail = tax.bracket
    ? `${share} menos ${exempt}: base de ${formatDecimal(tax.taxableUtm)} UTM, tramo del ${formatRate(tax.bracket.ratePerMille)}${tax.surchargePercent > 0 ? ` con recargo del ${tax.surchargePercent}%` : ''}, impuesto de ${formatClp(tax.tax)}.`
    : `${share}: no supera las ${exempt}, no paga impuesto.`;
  return { label: groupLabel(row.kind, row.count), amount: tax.tax * row.count, detail };
}
