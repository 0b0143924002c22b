import type { LegalRule } from '../kit/legal-basis';
import { formatDecimal, formatRate } from './format-decimal';
import { GLOBAL_COMPLEMENTARIO_SCALE } from './global-complementario';

const { article, law, brackets, setBy } = GLOBAL_COMPLEMENTARIO_SCALE;

/** "4% sobre 13,5 UTA; 8% sobre 30 UTA; ...", written from the scale itself. */
const rates = brackets
  .filter((bracket) => bracket.rate > 0)
  .map((bracket) => `${formatRate(bracket.rate)} sobre ${formatDecimal(bracket.fromUta)} UTA`)
  .join('; ');

export const IMPUESTOS_RULES: readonly LegalRule[] = [
  {
    article,
    law,
    summary: `El Impuesto Global Complementario grava la renta anual de las personas con una escala progresiva en UTA: exenta hasta ${formatDecimal(brackets[1]?.fromUta ?? 0)} UTA y, por la parte que exceda de cada límite, ${rates}. Es la escala vigente desde la ${setBy}.`,
  },
];
