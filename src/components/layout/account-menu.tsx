import { ChevronDown, CircleUser, LogIn } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { forgetAccount, useAccountHint } from '@/components/auth/account-hint';
import { accountLinks } from '@/components/auth/landing';
import { ROLE_LABELS } from '@/components/auth/permissions';
import { useDismiss } from '@/lib/dom/use-dismiss';
import { cn } from '@/lib/cn';

const PRIVATE = ['/admin', '/panel', '/mi-cuenta'];

/**
 * The signed-in account in a top bar: its name, the screens its role may open and 'Cerrar
 * sesión'; 'Ingresar' when nobody is in. Who is in comes from the account note, so a public page
 * knows without starting the backend; signing out starts it, on that click only.
 */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const account = useAccountHint();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useDismiss(container, open, close, toggle);

  if (!account) {
    return (
      <Link
        to="/auth"
        className="flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-ink no-underline hover:bg-surface-2"
      >
        <LogIn aria-hidden="true" className="size-4" />
        <span className={cn(compact && 'sr-only')}>Ingresar</span>
      </Link>
    );
  }

  const label = account.name || account.email;
  const signOut = async () => {
    setLeaving(true);
    try {
      const { getBackend } = await import('@/backend/get-backend');
      await (await getBackend()).auth.signOut();
      forgetAccount();
      setOpen(false);
      if (PRIVATE.some((p) => pathname === p || pathname.startsWith(`${p}/`))) void navigate('/');
    } finally {
      setLeaving(false);
    }
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex max-w-56 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-surface-2"
      >
        <CircleUser aria-hidden="true" className="size-5 shrink-0" />
        <span className={cn('truncate', compact && 'sr-only')}>{label}</span>
        {compact && <span className="sr-only">: menú de la cuenta</span>}
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0', compact && 'hidden')} />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 top-12 z-50 w-64 rounded-xl border border-line bg-surface p-3 shadow-lg"
        >
          <p className="truncate px-2 text-sm font-semibold text-ink">{label}</p>
          <p className="truncate px-2 text-xs text-ink-muted">{account.email}</p>
          {account.role && (
            <p className="px-2 text-xs text-ink-muted">{ROLE_LABELS[account.role]}</p>
          )}
          <ul className="mt-2 space-y-1 border-t border-line pt-2">
            {accountLinks(account.role).map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  onClick={close}
                  className="block rounded-md px-2 py-1.5 text-sm text-ink no-underline hover:bg-surface-2"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            disabled={leaving}
            onClick={() => void signOut()}
            className="mt-2 w-full rounded-md px-2 py-1.5 text-left text-sm text-ink hover:bg-surface-2"
          >
            {leaving ? 'Cerrando sesión...' : 'Cerrar sesión'}
          </button>
        </div>
      )}
    </div>
  );
}
