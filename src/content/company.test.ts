import { formatLongDate } from '@/lib/format/dates';
import { company, FIRM_FIGURES } from './company';

describe('the firm’s figures', () => {
  it('state the day of the records they rest on, written as the date it is', () => {
    expect(company.figuresCheckedOn.words).toBe(formatLongDate(company.figuresCheckedOn.iso));
    expect(FIRM_FIGURES.experience.basis).toBe(
      `Según registros del estudio al ${formatLongDate(company.figuresCheckedOn.iso)}`,
    );
  });

  it('have one value each: years of experience, from the company facts', () => {
    expect(FIRM_FIGURES.experience.value).toBe(`+${company.yearsOfExperience}`);
    for (const figure of Object.values(FIRM_FIGURES)) expect(figure.basis).not.toBe('');
  });
});
