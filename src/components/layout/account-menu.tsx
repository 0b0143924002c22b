import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAccountHint } from '@/components/auth/account-hint';
import { cn } from '@/lib/cn';

const SignedInMenu = lazy(() => import('./signed-in-menu'));

/**
 * The account in a top bar: 'Ingresar' when nobody is in; else the account's name, opening the
 * screens its role may open and 'Cerrar sesión'. Who is in comes from the account note, so a
 * public page knows without starting the backend, and an anonymous visitor downloads nothing
 * of the signed-in menu.
 */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const account = useAccountHint();
  const signIn = (
    <Link
      to="/auth"
      className="flex items-center rounded-lg px-3 py-2 text-sm font-medium text-ink no-underline hover:bg-surface-2"
    >
      <span className={cn(compact && 'text-xs')}>Ingresar</span>
    </Link>
  );
  if (!account) return signIn;
  return (
    <Suspense fallback={<span className="block h-10 w-10" />}>
      <SignedInMenu account={account} compact={compact} />
    </Suspense>
  );
}
