import type { PlanId } from '../catalogue/plans';
import type { Faq, NewsTeaser, ProcessStep, ServiceOffer } from '../marketing/shapes';

/**
 * A service offer as a landing page sells it. `priceFrom` marks an entry price: the plan's price
 * buys the scope its note names (and is what the booking charges); larger scopes are quoted first.
 */
export interface LandingOffer extends ServiceOffer {
  priceFrom?: boolean;
  /** The booking link's text when it differs from the grid's: 'Agendar' for a consultation. */
  action?: 'Contratar' | 'Agendar';
}

/** A link whose target may not exist yet: `href` is where it goes today, `intended` where it will. */
export interface PendingLink {
  label: string;
  href: string;
  intended?: string;
}

/** A landing page's address, its name in the breadcrumb trail, and its search snippet. */
export interface LandingMeta {
  path: string;
  crumb: string;
  seo: { title: string; description: string };
}

/** Everything a service landing page says, as data; the body composes the sections from it. */
export interface LandingContent extends LandingMeta {
  hero: { eyebrow: string; title: string; lead: string; plan: PlanId; action: string };
  /** What the service covers. */
  covers: readonly string[];
  /** Who it is for. */
  audience: readonly string[];
  offers: readonly LandingOffer[];
  steps: readonly ProcessStep[];
  /** How long it takes, one line per service or stage. */
  timing: readonly string[];
  /** What to bring to the first meeting. */
  bring: readonly string[];
  faqs: readonly Faq[];
  news: readonly NewsTeaser[];
  /** Tools and pages the reader may need next. */
  related: readonly PendingLink[];
}
