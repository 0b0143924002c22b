import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { AccountHint } from '@/components/auth/account-hint';
import { forgetAccount } from '@/components/auth/record-account';
import { accountLinks } from '@/components/auth/landing';
import { ROLE_LABELS } from '@/components/auth/permissions';

const PRIVATE = ['/admin', '/panel', '/mi-cuenta'];

interface AccountPanelProps {
  id: string;
  account: AccountHint;
  onClose: () => void;
}

/**
 * The open account menu: who is in, the screens their role may open and 'Cerrar sesión'. Loaded
 * when the menu opens, and signing out starts the backend on that click only.
 */
export default function AccountPanel({ id, account, onClose }: AccountPanelProps) {
  const [leaving, setLeaving] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const label = account.name || account.email;

  const signOut = async () => {
    setLeaving(true);
    try {
      const { getBackend } = await import('@/backend/get-backend');
      await (await getBackend()).auth.signOut();
      forgetAccount();
      onClose();
      if (PRIVATE.some((p) => pathname === p || pathname.startsWith(`${p}/`))) void navigate('/');
    } finally {
      setLeaving(false);
    }
  };

  return (
    <div
      id={id}
      className="absolute right-0 top-12 z-50 w-64 rounded-xl border border-line bg-surface p-3 shadow-lg"
    >
      <p className="truncate px-2 text-sm font-semibold text-ink">{label}</p>
      <p className="truncate px-2 text-xs text-ink-muted">{account.email}</p>
      {account.role && <p className="px-2 text-xs text-ink-muted">{ROLE_LABELS[account.role]}</p>}
      <ul className="mt-2 space-y-1 border-t border-line pt-2">
        {accountLinks(account.role).map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              onClick={onClose}
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
  );
}
