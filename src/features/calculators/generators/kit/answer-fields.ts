import { formatRut, isValidRut } from '@/lib/rut/rut';
import { parseAmount, parseIsoDate, parseWholeNumber } from '../../kit/parse-input';

/** One question of a document generator. */
export interface AnswerField {
  name: string;
  label: string;
  kind: 'text' | 'long-text' | 'rut' | 'email' | 'amount' | 'date' | 'whole' | 'choice';
  /** Helps to answer (shown under the field). */
  hint?: string;
  /** Unanswered optional fields leave their clause out or use a neutral wording. */
  optional?: boolean;
  /** For 'whole': the accepted range. */
  min?: number;
  max?: number;
  /** For 'choice'. */
  choices?: readonly { value: string; label: string }[];
  /** The group the field is shown under ("Arrendador", "El inmueble"). */
  group: string;
}

export type Answers = Record<string, string>;
export type AnswerErrors = Record<string, string>;

const MAX_TEXT = 200;
const MAX_LONG_TEXT = 2000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The Spanish message for an answer that cannot go into the document, or undefined. */
export function answerError(field: AnswerField, raw: string): string | undefined {
  const value = raw.trim();
  const what = lower(field.label);
  if (value === '') return field.optional ? undefined : `Completa ${what}.`;
  switch (field.kind) {
    case 'text':
      return value.length > MAX_TEXT
        ? `Acorta ${what} (máximo ${MAX_TEXT} caracteres).`
        : undefined;
    case 'long-text':
      return value.length > MAX_LONG_TEXT
        ? `Acorta ${what} (máximo ${MAX_LONG_TEXT} caracteres).`
        : undefined;
    case 'rut':
      return isValidRut(value)
        ? undefined
        : `El RUT no es válido: revisa el número y el dígito verificador (por ejemplo 12.345.678-5).`;
    case 'email':
      return EMAIL.test(value)
        ? undefined
        : 'Escribe un correo válido, por ejemplo nombre@empresa.cl.';
    case 'amount': {
      const parsed = parseAmount(value, what);
      return parsed.ok ? undefined : parsed.error;
    }
    case 'date': {
      const parsed = parseIsoDate(value, what);
      return parsed.ok ? undefined : parsed.error;
    }
    case 'whole': {
      const parsed = parseWholeNumber(value, what, field.min ?? 0, field.max ?? 1000);
      return parsed.ok ? undefined : parsed.error;
    }
    case 'choice':
      return field.choices?.some((choice) => choice.value === value)
        ? undefined
        : `Elige una opción para ${what}.`;
  }
}

/** The errors of every field, by name (empty when the document can be made). */
export function validateAnswers(fields: readonly AnswerField[], answers: Answers): AnswerErrors {
  const errors: AnswerErrors = {};
  for (const field of fields) {
    const error = answerError(field, answers[field.name] ?? '');
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** A RUT as it is written in a contract: 12.345.678-5. */
export const rutInDocument = (value: string): string => formatRut(value.trim());
