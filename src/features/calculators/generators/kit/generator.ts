import type { ComponentType } from 'react';
import type { PlanId } from '@/content/catalogue/plans';
import type { AnswerErrors, AnswerField, Answers } from './answer-fields';
import type { LegalDocument } from './legal-document';

/** A document generator: its questions, the document its answers make, and its page texts. */
export interface Generator {
  /** Where its answers are kept between reloads (this tab only). */
  draftId: string;
  title: string;
  intro: string;
  /** The questions; they may depend on earlier answers (a contract type). */
  fields: (answers: Answers) => readonly AnswerField[];
  defaults: Answers;
  /** Errors that involve more than one answer (a deposit larger than the price). */
  crossCheck?: (answers: Answers) => AnswerErrors;
  build: (answers: Answers) => LegalDocument;
  /** The Word file's name, without extension. */
  fileName: (answers: Answers) => string;
  /** The catalogue plan that has a lawyer review or draft the document. */
  plan: PlanId;
  /** What the document covers and what to check before signing. */
  Guide: ComponentType;
}
