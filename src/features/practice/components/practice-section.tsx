import type { ReactNode } from 'react';

/** A titled section of a practice page; its h2 names it for assistive technology. */
export function PracticeSection({
  id,
  title,
  intro,
  tinted,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-titulo`}
      id={id}
      className={`px-4 py-12 lg:px-8 ${tinted ? 'bg-surface-2' : ''}`}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-titulo`} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        {intro && <p className="mt-2 max-w-3xl text-ink-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
