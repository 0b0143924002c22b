import { z } from 'zod';
import { isVisibleText } from '@/lib/validation/fields';
import { MESSAGE_MIN, emailField, nombreField, telefonoField } from '../contact-schema';
import { ANSWER_MAX, type IntakeDefinition } from './intake';
import { detailRoom } from './compose-intake';

/** The contact fields and the account of the case, plus one text per question (`q_<id>`). */
export type IntakeValues = {
  nombre: string;
  email: string;
  telefono: string;
  detalle: string;
} & Record<string, string>;

/** The form field of a question: answers are prefixed so they never clash with contact fields. */
export const answerField = (id: string): string => `q_${id}`;

export function answersOf(intake: IntakeDefinition, values: IntakeValues): Record<string, string> {
  return Object.fromEntries(intake.questions.map((q) => [q.id, values[answerField(q.id)] ?? '']));
}

/**
 * The rules of an intake form: the contact fields, its questions and the account of the case.
 * Its questions are data, so the form's values are typed as a record of texts.
 */
export function intakeSchema(intake: IntakeDefinition): z.ZodType<IntakeValues, IntakeValues> {
  const questions: Record<string, z.ZodType<string>> = {};
  for (const question of intake.questions) {
    let field = z
      .string()
      .trim()
      .max(ANSWER_MAX, `Resume la respuesta en hasta ${ANSWER_MAX} caracteres`)
      .refine((value) => isVisibleText(value), 'La respuesta tiene caracteres no permitidos');
    if (question.required) field = field.refine((value) => value !== '', 'Responde esta pregunta');
    if (question.kind === 'choice' && question.options)
      field = field.refine(
        (value) => value === '' || question.options?.includes(value) === true,
        'Elige una de las opciones',
      );
    questions[answerField(question.id)] = field;
  }
  return z
    .object({
      // In the form's order: the first error gets the focus.
      ...questions,
      detalle: z
        .string()
        .trim()
        .min(MESSAGE_MIN, `Cuéntanos tu caso en al menos ${MESSAGE_MIN} caracteres`)
        .refine((value) => isVisibleText(value, true), 'El texto tiene caracteres no permitidos'),
      nombre: nombreField,
      email: emailField,
      telefono: telefonoField,
    })
    .superRefine((values, context) => {
      const answers = answersOf(intake, values);
      const room = detailRoom(intake, answers);
      if (Array.from(values.detalle).length > room)
        context.addIssue({
          code: 'custom',
          path: ['detalle'],
          message: `Con tus respuestas, el relato puede tener hasta ${room} caracteres`,
        });
    });
}

export function emptyIntake(intake: IntakeDefinition): IntakeValues {
  return {
    ...Object.fromEntries(intake.questions.map((q) => [answerField(q.id), ''])),
    nombre: '',
    email: '',
    telefono: '',
    detalle: '',
  };
}
