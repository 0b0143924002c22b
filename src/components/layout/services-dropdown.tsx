import { ChevronDown } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PRACTICE_AREAS } from '@/content/practice-areas';
import { useDismiss } from '@/lib/dom/use-dismiss';
import { cn } from '@/lib/cn';

const GROUPS = [
  { title: 'Áreas de práctica', areas: PRACTICE_AREAS.filter((a) => a.group === 'areas') },
  { title: 'Servicios express', areas: PRACTICE_AREAS.filter((a) => a.group === 'express') },
];

/** The top bar's "Servicios" menu: a disclosure of links (not an ARIA menu), as WAI recommends. */
export function ServicesDropdown() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close, toggle);

  return (
    <div ref={container} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-lg px-3 py-2 font-medium text-ink hover:bg-surface-2"
      >
        Servicios
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-12 z-50 w-[34rem] rounded-xl border border-line bg-surface p-4 shadow-lg"
      >
        <div className="grid grid-cols-2 gap-4">
          {GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="mb-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
                {group.title}
              </h2>
              <ul className="space-y-1">
                {group.areas.map((area) => (
                  <li key={area.slug}>
                    <Link
                      to={area.href}
                      onClick={close}
                      className="block rounded-md px-2 py-1.5 text-sm text-ink no-underline hover:bg-surface-2"
                    >
                      {area.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <Link
          to="/servicios"
          onClick={close}
          className="mt-3 block rounded-lg bg-surface-2 px-3 py-2 text-center text-sm font-semibold text-link no-underline"
        >
          Ver todos los servicios y precios
        </Link>
      </div>
    </div>
  );
}
