import { Scale } from 'lucide-react';
import { Link } from 'react-router-dom';
import { company } from '@/content/company';

/** The firm's mark and name, linking home. */
export function Brand({ withTagline = false }: { withTagline?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-ink no-underline">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand text-on-brand">
        <Scale aria-hidden="true" className="size-5" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="font-bold">{company.name}</span>
        {withTagline && <span className="text-xs text-ink-muted">{company.tagline}</span>}
      </span>
    </Link>
  );
}
