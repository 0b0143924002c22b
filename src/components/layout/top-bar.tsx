import { Accessibility, CalendarDays, Menu } from 'lucide-react';
import { Link } from 'react-router-dom';
import { bookingHref } from '@/content/site-links';
import { AccountMenu } from './account-menu';
import { QuickSearch } from './quick-search';
import { ServicesDropdown } from './services-dropdown';
import { SIDE_MENU_ID } from './skip-links';
import { ThemeToggle } from './theme-toggle';

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onOpenAccessibility: () => void;
}

/** The floating bar of the desktop layout (from 1024 px). */
export function TopBar({ menuOpen, onToggleMenu, onOpenAccessibility }: TopBarProps) {
  return (
    <header className="sticky top-3 z-30 mx-4 mt-3 hidden items-center gap-2 rounded-2xl border border-line bg-surface/90 px-3 py-2 shadow-sm backdrop-blur lg:flex">
      <button
        type="button"
        aria-expanded={menuOpen}
        aria-controls={SIDE_MENU_ID}
        onClick={onToggleMenu}
        className="grid size-10 place-items-center rounded-lg text-ink hover:bg-surface-2"
      >
        {/* The same icon as the phone's menu button: its state is aria-expanded and the label. */}
        <Menu aria-hidden="true" className="size-5" />
        <span className="sr-only">{menuOpen ? 'Ocultar menú' : 'Mostrar menú'}</span>
      </button>
      <ServicesDropdown />
      <div className="ml-auto flex items-center gap-1">
        <QuickSearch />
        <button
          type="button"
          onClick={onOpenAccessibility}
          className="grid size-10 place-items-center rounded-lg text-ink hover:bg-surface-2"
        >
          <Accessibility aria-hidden="true" className="size-5" />
          <span className="sr-only">Accesibilidad</span>
        </button>
        <ThemeToggle />
        <AccountMenu />
        <Link
          to={bookingHref('general')}
          className="ml-2 flex items-center gap-2 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand no-underline hover:bg-brand-strong"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          Agendar consulta
        </Link>
      </div>
    </header>
  );
}
