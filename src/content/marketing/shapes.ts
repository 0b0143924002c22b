import type { ServiceIcon } from '@/content/catalogue/home-services';
import type { PlanId } from '@/content/catalogue/plans';

/**
 * The display shapes of the marketing and practice pages. Page content is data of these shapes;
 * the section components render it. A price is never part of a shape: it is read from the plan.
 */

/** One step of how a service works. */
export interface ProcessStep {
  title: string;
  description: string;
  icon: ServiceIcon;
}

/** A client's words about a case; rating 1 to 5. */
export interface Testimonial {
  name: string;
  role: string;
  content: string;
  rating: 1 | 2 | 3 | 4 | 5;
  case: string;
}

/**
 * A teaser of a blog article. `slug` names the article; `fallback` is where the link goes while
 * that article is not published (see articleHref).
 */
export interface NewsTeaser {
  slug: string;
  fallback: string;
  title: string;
  excerpt: string;
  /** ISO date, shown as '12 de noviembre de 2026'. */
  date: string;
  readMinutes: number;
  category: string;
  urgent?: boolean;
}

/**
 * A service or package for sale: what it covers. Its name and its price are its plan's, so one
 * service has one name and one price on every page.
 */
export interface ServiceOffer {
  planId: PlanId;
  description: string;
  features: readonly string[];
  /** How long it takes ('Entrega en 24-48 horas'), when there is a promise. */
  delivery?: string;
  badge?: string;
  highlighted?: boolean;
  icon?: ServiceIcon;
}

export interface Faq {
  question: string;
  answer: string;
}
