import { formatLongDate } from '../../src/lib/format/dates';

/**
 * Launch offers a prerendered page still states after their last day. A page is rendered with
 * the day of its build, so none should: this holds the built HTML to it.
 */
const MONTHS = Array.from(
  { length: 12 },
  (_, index) => formatLongDate(`2000-${String(index + 1).padStart(2, '0')}-01`).split(' de ')[1],
);

const OFFER_TERMS = /garantizado para reservas hechas hasta el (\d{1,2}) de (\p{L}+) de (\d{4})/gu;

/** The last days (YYYY-MM-DD) of the offers the page states that ended before `today`. */
export function endedOffers(html: string, today: string): string[] {
  const ended = new Set<string>();
  for (const [, day, month, year] of html.matchAll(OFFER_TERMS)) {
    const monthNumber = MONTHS.indexOf(month) + 1;
    const iso = `${year}-${String(monthNumber).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (monthNumber === 0 || iso < today) ended.add(iso);
  }
  return [...ended];
}
