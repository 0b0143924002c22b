import { Accessibility, ExternalLink, X } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { MENU_GROUPS, type MenuLink } from '@/content/navigation';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import { EmergencyPromoCard } from './emergency-promo-card';
import { FirmStats } from './firm-stats';
import { MenuBadge } from './menu-badge';
import { QuickSearch } from './quick-search';
import { SIDE_MENU_ID } from './skip-links';
import { ThemeToggle } from './theme-toggle';

interface SideMenuProps {
  /** Below 1024 px: the drawer is showing. */
  mobileOpen: boolean;
  /** From 1024 px: the sidebar is showing. */
  desktopOpen: boolean;
  onClose: () => void;
  onOpenAccessibility: () => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm no-underline',
    isActive ? 'bg-surface-2 font-semibold text-link' : 'text-ink hover:bg-surface-2',
  );

function MenuItem({ link, onNavigate }: { link: MenuLink; onNavigate: () => void }) {
  const content = (
    <>
      <span>{link.label}</span>
      {link.external && <ExternalLink aria-hidden="true" className="size-3.5 text-ink-muted" />}
      {link.badge && <MenuBadge text={link.badge} />}
    </>
  );
  if (link.external) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass({ isActive: false })}
      >
        {content}
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    );
  }
  return (
    <NavLink to={link.href} end onClick={onNavigate} className={linkClass}>
      {content}
    </NavLink>
  );
}

/**
 * The side menu. Its visibility is pure CSS, so the prerendered HTML is already right: open by
 * default from 1024 px (a sidebar), closed below (a drawer over the page).
 */
export function SideMenu({ mobileOpen, desktopOpen, onClose, onOpenAccessibility }: SideMenuProps) {
  return (
    <nav
      id={SIDE_MENU_ID}
      aria-label="Menú principal"
      tabIndex={-1}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-line bg-surface transition-[transform,visibility] duration-200',
        mobileOpen ? 'visible translate-x-0 shadow-2xl' : 'invisible -translate-x-full',
        desktopOpen
          ? 'lg:visible lg:translate-x-0 lg:shadow-none'
          : 'lg:invisible lg:-translate-x-full',
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-line p-4">
        <Brand withTagline />
        <button
          type="button"
          onClick={onClose}
          className="grid size-10 place-items-center rounded-lg text-ink hover:bg-surface-2 lg:hidden"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Cerrar menú</span>
        </button>
      </div>
      <div className="flex items-center gap-1 border-b border-line px-3 py-2 lg:hidden">
        <QuickSearch inline />
        <ThemeToggle />
        <button
          type="button"
          onClick={onOpenAccessibility}
          className="grid size-10 place-items-center rounded-lg text-ink hover:bg-surface-2"
        >
          <Accessibility aria-hidden="true" className="size-5" />
          <span className="sr-only">Accesibilidad</span>
        </button>
      </div>
      <div className="flex-1 space-y-5 overflow-y-auto overscroll-contain p-3">
        {MENU_GROUPS.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
              {group.title}
            </h2>
            <ul className="space-y-0.5">
              {group.links.map((link) => (
                <li key={link.href}>
                  <MenuItem link={link} onNavigate={onClose} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <EmergencyPromoCard />
        <FirmStats />
      </div>
    </nav>
  );
}
