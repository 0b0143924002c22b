import type { Faq } from '@/lib/seo/json-ld';

export type IntakeId = 'penal' | 'fiscal' | 'riesgo-penal' | 'compliance';

/**
 * What a free case review's page needs before its code loads: its head (title, description) and
 * its common questions, for the FAQPage JSON-LD. The rest of the review (questions, steps) loads
 * with its form.
 */
export interface IntakeMeta {
  path: string;
  title: string;
  seoTitle: string;
  description: string;
  faqs: readonly Faq[];
}
