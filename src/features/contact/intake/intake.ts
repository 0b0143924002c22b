import type { PlanId } from '@/content/catalogue/plans';
import type { Faq } from '@/lib/seo/json-ld';

/** One question of a free case review: a choice, a short text or a date. */
export interface IntakeQuestion {
  /** Stable key: the form field and the draft's key. */
  id: string;
  label: string;
  kind: 'choice' | 'text' | 'date';
  /** The answers of a choice. */
  options?: readonly string[];
  required?: boolean;
  hint?: string;
}

/**
 * A free case review (a lead page): the questions that matter for the case, stored as a contact
 * message whose subject is `servicio` and whose text lists the answers.
 */
export interface IntakeDefinition {
  /** The page's path; also the form's id for its draft. */
  path: string;
  /** Stored as the message's service (at most 120 characters). */
  servicio: string;
  title: string;
  seoTitle: string;
  description: string;
  intro: string;
  /** For whom the review is. */
  forWhom: readonly string[];
  /** What the free review covers, and what it does not. */
  covers: readonly string[];
  questions: readonly IntakeQuestion[];
  detailLabel: string;
  detailHint: string;
  /** What happens after sending, in order. */
  nextSteps: readonly string[];
  /** The paid service that usually follows, booked from the page. */
  followUp: { plan: PlanId; why: string };
  faqs: readonly Faq[];
}

/** An answer longer than this is cut: the whole message must fit the database's 4000 characters. */
export const ANSWER_MAX = 200;
