import { parseChileanNumber } from '../../kit/parse-input';
import { formatClp } from '@/lib/format/clp';
import { formatLongDate } from '@/lib/format/dates';
import { formatRut, isValidRut } from '@/lib/rut/rut';
import { pesosInWords } from './amount-in-words';
import type { Answers } from './answer-fields';

/** What a document shows where an answer is still missing or invalid: a line to fill in. */
export const BLANK = '__________';

const validDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Reads a generator's answers the way a contract writes them: RUTs with dots and dash, amounts
 * as figure and words, dates in words. A missing or invalid answer reads as a blank line, so the
 * preview can be shown while the form is being filled.
 */
export class AnswerReader {
  constructor(private readonly answers: Answers) {}

  /** Whether the field has an answer. */
  has(name: string): boolean {
    return (this.answers[name] ?? '').trim() !== '';
  }

  raw(name: string): string {
    return (this.answers[name] ?? '').trim();
  }

  text(name: string): string {
    return this.has(name) ? this.raw(name) : BLANK;
  }

  rut(name: string): string {
    const value = this.raw(name);
    return isValidRut(value) ? formatRut(value) : BLANK;
  }

  /** The amount in pesos, or null when missing or invalid. */
  amount(name: string): number | null {
    const value = parseChileanNumber(this.raw(name));
    return value !== null && value > 0 ? Math.round(value) : null;
  }

  /** "$450.000 (cuatrocientos cincuenta mil pesos)". */
  money(name: string): string {
    const value = this.amount(name);
    return value === null ? `$${BLANK}` : `${formatClp(value)} (${pesosInWords(value)})`;
  }

  /** A whole number, or null. */
  whole(name: string): number | null {
    const value = this.raw(name);
    return /^\d+$/.test(value) ? Number(value) : null;
  }

  /** "8 de enero de 2027". */
  date(name: string): string {
    const value = this.raw(name);
    if (!validDate(value)) return BLANK;
    try {
      return formatLongDate(value);
    } catch {
      return BLANK;
    }
  }
}
