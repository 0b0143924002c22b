import type { PlanId } from '../catalogue/plans';
import type { Faq, NewsTeaser, ProcessStep, ServiceOffer } from '../marketing/shapes';

/** A titled paragraph: a matter the practice handles, a reason to act. */
export interface PracticeTopic {
  title: string;
  text: string;
}

/** A free tool of the site that helps with this practice (a calculator, a generator). */
export interface PracticeTool {
  title: string;
  text: string;
  href: string;
}

/**
 * What a practice page's head says. It is kept in a small module of its own, because the page's
 * first load carries it while the rest of the content loads only with the body.
 */
export interface PracticeMeta {
  /** The page's address: '/laboral'. */
  path: string;
  /** Short name of the practice, for breadcrumbs and labels: 'Derecho laboral'. */
  name: string;
  /** Pages above this one in the breadcrumb trail (a landing sits under /servicios). */
  parents?: readonly { name: string; path: string }[];
  seo: { title: string; description: string };
}

/**
 * Everything a practice page says, rendered by the one practice page template. Prices are not
 * here: each service names its plan, and the plan has the name and the price.
 */
export interface PracticeContent extends PracticeMeta {
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    highlights: readonly string[];
  };
  /** The service the hero books; also the one the booking form falls back to. */
  defaultPlan: PlanId;
  /** Prefilled text of the WhatsApp link. */
  whatsappMessage: string;
  services: readonly ServiceOffer[];
  audience: readonly string[];
  steps: readonly ProcessStep[];
  bring: readonly string[];
  /** Matters handled, in more depth (landing pages). */
  topics?: readonly PracticeTopic[];
  /** Links that help before or beyond booking: free tools, plans for companies. */
  tools?: { title: string; items: readonly PracticeTool[] };
  faqs: readonly Faq[];
  news: readonly NewsTeaser[];
  cta: { title: string; text: string };
}
