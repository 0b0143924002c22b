import { describe, expect, it } from 'vitest';
import { computePension, PENSION_DEFAULTS } from './pension-form';
import { pensionNotes } from './pension-notes';

function notesFor(ingreso: string): string[] {
  const { outcome } = computePension({ ...PENSION_DEFAULTS, ingreso });
  if (!outcome) throw new Error('Sin resultado');
  return pensionNotes(outcome);
}

describe('pensionNotes', () => {
  it('Ley 14.908 art. 3: for an income of $1 it says the parent is presumed able to pay the minimum', () => {
    // One child: 40% of $539.000 = $215.600, the minimum the law presumes payable; 50% of $1
    // rounds to $1, the art. 7 cap once a lower income is proven.
    expect(notesFor('1')).toContain(
      'La ley presume que quien paga tiene los medios para pagar el mínimo legal de $215.600 (art. 3 Ley 14.908). Si gana menos, debe probarlo ante el tribunal, y solo entonces el juez puede rebajar ese mínimo prudencialmente. La pensión no puede pasar del 50% de sus ingresos (art. 7): con ingresos de $1, $1.',
    );
  });

  it('says nothing of the presumption when the minimum fits under the 50% cap', () => {
    // $900.000: the cap is $450.000, above the $215.600 minimum.
    expect(notesFor('900.000').some((note) => note.includes('presume'))).toBe(false);
  });
});
