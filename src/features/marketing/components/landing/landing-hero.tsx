import type { ReactNode } from 'react';

interface LandingHeroProps {
  eyebrow?: string;
  /** The page's only h1. */
  title: string;
  lead: string;
  /** Links styled as buttons (BookingLink, Link); no handlers: the hero is static HTML. */
  actions: ReactNode;
  /** Shown beside the text on wide screens, below it on narrow ones (stats, a summary card). */
  aside?: ReactNode;
}

/** The head of a landing page: what the service is, for whom, and how to book it. */
export function LandingHero({ eyebrow, title, lead, actions, aside }: LandingHeroProps) {
  return (
    <section className="px-4 pb-10 pt-10 lg:px-8 lg:pt-14">
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          {eyebrow && (
            <p className="inline-block rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
              {eyebrow}
            </p>
          )}
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink lg:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{lead}</p>
          <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
        </div>
        {aside && <div>{aside}</div>}
      </div>
    </section>
  );
}
