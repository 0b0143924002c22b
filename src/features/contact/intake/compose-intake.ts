import { MESSAGE_MAX, charLength } from '@/lib/validation/fields';
import type { IntakeDefinition, IntakeQuestion } from './intake';

const NO_ANSWER = 'No indica';

function formatAnswer(question: IntakeQuestion, answer: string): string {
  const text = answer.trim();
  if (!text) return NO_ANSWER;
  if (question.kind === 'date') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (match) return `${match[3]}-${match[2]}-${match[1]}`;
  }
  return text;
}

/** The head of the stored message: the subject and one line per question. */
export function composeAnswers(
  intake: IntakeDefinition,
  answers: Readonly<Record<string, string>>,
): string {
  const lines = intake.questions.map(
    (question) => `${question.label}: ${formatAnswer(question, answers[question.id] ?? '')}`,
  );
  return [`Solicitud: ${intake.title}`, ...lines].join('\n');
}

/** The message stored for the firm: the answers, then the visitor's own account of the case. */
export function composeIntakeMessage(
  intake: IntakeDefinition,
  answers: Readonly<Record<string, string>>,
  detail: string,
): string {
  return `${composeAnswers(intake, answers)}\n\nRelato:\n${detail.trim()}`;
}

/** How many characters the visitor's account may have, after the answers. */
export function detailRoom(
  intake: IntakeDefinition,
  answers: Readonly<Record<string, string>>,
): number {
  return MESSAGE_MAX - charLength(composeIntakeMessage(intake, answers, ''));
}
