import { formatClp } from '@/lib/format/clp';
import type { PensionOutcome } from './pension-form';

/**
 * When the legal minimum is above half the income typed, the estimate is limited by the 50% cap
 * (art. 7 Ley 14.908, which art. 3 leaves standing). But the law presumes the parent can pay the
 * minimum (art. 3): the income has to be proven low before a court lowers the minimum, so the
 * note says that the figure holds only once it is.
 */
function presumptionNote({ result, income }: PensionOutcome): string {
  return `La ley presume que quien paga tiene los medios para pagar el mínimo legal de ${formatClp(result.legalMinimum)} (art. 3 Ley 14.908). Si gana menos, debe probarlo ante el tribunal, y solo entonces el juez puede rebajar ese mínimo prudencialmente. La pensión no puede pasar del 50% de sus ingresos (art. 7): con ingresos de ${formatClp(income)}, ${formatClp(result.cap)}.`;
}

/** The notes under the child-support result. */
export function pensionNotes(outcome: PensionOutcome): string[] {
  const utm = outcome.result.estimateInUtm.toFixed(2).replace('.', ',');
  const notes = [
    `Equivale a ${utm} UTM con el valor de la UTM ingresado: el tribunal fija la pensión en UTM.`,
  ];
  if (outcome.result.minimumOverCap) notes.push(presumptionNote(outcome));
  notes.push(
    'Es un piso: el tribunal puede fijar más según las necesidades de los hijos y la capacidad de quien paga, hasta el 50% de sus ingresos.',
  );
  return notes;
}
