import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface LandingSectionProps {
  /** Id of the heading; the section is labelled by it. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** 'muted' gives the band the second surface colour, to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
  className?: string;
}

/** A titled band of a landing page (h2), with the page's width and padding. */
export function LandingSection({
  id,
  title,
  intro,
  children,
  tone = 'plain',
  className,
}: LandingSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn('px-4 py-12 lg:px-8', tone === 'muted' && 'bg-surface-2', className)}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={id} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        {intro && <div className="mt-2 max-w-3xl text-ink-muted">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
