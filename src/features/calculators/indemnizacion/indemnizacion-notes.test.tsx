import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computeIndemnizacion, INDEMNIZACION_DEFAULTS } from './indemnizacion-form';
import { IndemnizacionGuide } from './indemnizacion-guide';
import { indemnizacionNotes } from './indemnizacion-notes';

const TODAY = '2026-11-27';

function notesFor(changes: Partial<typeof INDEMNIZACION_DEFAULTS>): string[] {
  const { outcome } = computeIndemnizacion({ ...INDEMNIZACION_DEFAULTS, ...changes }, TODAY);
  if (!outcome) throw new Error('Sin resultado');
  return indemnizacionNotes(outcome);
}

describe('indemnizacionNotes', () => {
  it('with dates, names the holidays it already paid instead of asking to add them', () => {
    // 3 months ending Wednesday 16-09-2026: Friday 18 September falls in the feriado.
    const notes = notesFor({ modo: 'fechas', inicio: '2026-06-17', termino: '2026-09-16' });
    const note = notes.find((text) => text.includes('feriado legal'));
    expect(note).toBe(
      'Incluye 1 feriado legal que cae en esos días, pagado como un día más: 18 de septiembre de 2026 (Independencia Nacional). No se cuentan los feriados regionales ni los que una ley fija para un solo año (por ejemplo, de elecciones): si cae uno en esos días, se paga un día más por cada uno.',
    );
    expect(notes.join(' ')).not.toContain('súmalo');
  });

  it('lists several holidays', () => {
    // 9 months ending Wednesday 16-12-2026: 11,25 días hábiles from Thursday 17 December run to
    // 0,25 of Tuesday 5 January 2027, past Christmas and New Year's Day, both on a Friday:
    // 11,25 + 3 weekends (6 days) + 2 holidays = 19,25 days.
    const { outcome } = computeIndemnizacion(
      { ...INDEMNIZACION_DEFAULTS, modo: 'fechas', inicio: '2026-03-17', termino: '2026-12-16' },
      TODAY,
    );
    expect(outcome?.vacationPaidDays).toBeCloseTo(19.25, 9);
    expect(outcome && indemnizacionNotes(outcome)).toContain(
      'Incluye 2 feriados legales que caen en esos días, pagados como días adicionales: 25 de diciembre de 2026 (Navidad) y 1 de enero de 2027 (Año Nuevo). No se cuentan los feriados regionales ni los que una ley fija para un solo año (por ejemplo, de elecciones): si cae uno en esos días, se paga un día más por cada uno.',
    );
  });

  it('says when no national holiday fell in the feriado', () => {
    const notes = notesFor({ modo: 'fechas', inicio: '2026-08-11', termino: '2026-11-10' });
    expect(notes).toContain(
      'En los días de feriado no cae ningún feriado legal nacional. No se cuentan los feriados regionales ni los que una ley fija para un solo año (por ejemplo, de elecciones): si cae uno en esos días, se paga un día más por cada uno.',
    );
  });

  it('art. 68 CT: names the feriado progresivo it leaves out from 10 years of service', () => {
    const progressive = (notes: string[]) => notes.some((text) => text.includes('art. 68'));
    expect(progressive(notesFor({ anios: '10', meses: '3' }))).toBe(true);
    expect(progressive(notesFor({ anios: '9', meses: '11' }))).toBe(false);
  });
});

describe('IndemnizacionGuide', () => {
  it('names what it leaves out: casa particular (art. 163) and feriado progresivo (art. 68)', () => {
    render(<IndemnizacionGuide />);
    expect(
      screen.getByText(/Trabajadores de casa particular: no tienen la indemnización/),
    ).toBeVisible();
    expect(screen.getByText(/feriado progresivo.*art\. 68/)).toBeVisible();
  });
});
