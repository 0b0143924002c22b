import type { ReactNode } from 'react';

interface CtaBandProps {
  title: string;
  text: string;
  /** Links styled as buttons; static HTML, so no handlers. */
  actions: ReactNode;
}

/** The closing call to action of a landing page. */
export function CtaBand({ title, text, actions }: CtaBandProps) {
  return (
    <section className="px-4 py-12 lg:px-8">
      <div className="mx-auto max-w-6xl rounded-2xl bg-brand p-6 text-on-brand md:flex md:items-center md:justify-between md:gap-6">
        <div>
          <h2 className="text-xl font-bold">{title}</h2>
          <p className="mt-1">{text}</p>
        </div>
        <div className="mt-4 flex flex-wrap gap-3 md:mt-0 md:shrink-0">{actions}</div>
      </div>
    </section>
  );
}
