import { ArrowLeft, Menu } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import { SIDE_MENU_ID } from './skip-links';

interface MobileTopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** The top bar of the mobile layout (below 1024 px): back, brand with tagline, menu. */
export function MobileTopBar({ menuOpen, onOpenMenu }: MobileTopBarProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // "default" is the key of the first page of the visit: there is nothing in the app to go back to.
  const goBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-line bg-surface/95 px-3 py-2 backdrop-blur lg:hidden">
      {location.pathname !== '/' && (
        <button
          type="button"
          onClick={goBack}
          className="grid size-10 place-items-center rounded-lg text-ink hover:bg-surface-2"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Volver</span>
        </button>
      )}
      <Brand withTagline />
      <div className="ml-auto">
        <AccountMenu compact />
      </div>
      <button
        type="button"
        aria-expanded={menuOpen}
        aria-controls={SIDE_MENU_ID}
        onClick={onOpenMenu}
        className="grid size-10 place-items-center rounded-lg text-ink hover:bg-surface-2"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Abrir menú</span>
      </button>
    </header>
  );
}
