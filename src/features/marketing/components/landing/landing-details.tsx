import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { LandingContent, PendingLink } from '@/content/landings/landing-content';

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2 text-ink">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function Column({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-5">
      <h3 className="font-semibold text-ink">{title}</h3>
      <div className="mt-3">
        <CheckList items={items} />
      </div>
    </div>
  );
}

/** What the service covers and who it is for, side by side on wide screens. */
export function ScopeColumns({ content }: { content: LandingContent }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Column title="Qué cubre" items={content.covers} />
      <Column title="Para quién es" items={content.audience} />
    </div>
  );
}

/** How long it takes and what to bring to the first meeting. */
export function TimingColumns({ content }: { content: LandingContent }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Column title="Cuánto demora" items={content.timing} />
      <Column title="Qué traer a la primera reunión" items={content.bring} />
    </div>
  );
}

/** Tools and pages to go on to (calculators, generators, contact, the blog once it exists). */
export function RelatedLinks({ links }: { links: readonly PendingLink[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {links.map((link) => (
        <li key={link.label}>
          <Link
            to={link.href}
            className="block h-full rounded-xl border border-line bg-surface p-4 font-semibold text-link"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
