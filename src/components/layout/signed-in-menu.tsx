import { ChevronDown, CircleUser } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { AccountHint } from '@/components/auth/account-hint';
import { useDismiss } from '@/lib/dom/use-dismiss';
import { cn } from '@/lib/cn';

const AccountPanel = lazy(() => import('./account-panel'));

/** The signed-in account's button in a top bar, opening its menu (loaded on demand). */
export default function SignedInMenu({
  account,
  compact,
}: {
  account: AccountHint;
  compact: boolean;
}) {
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
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex max-w-56 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-surface-2"
      >
        <CircleUser aria-hidden="true" className="size-5 shrink-0" />
        <span className={cn('truncate', compact && 'sr-only')}>
          {account.name || account.email}
        </span>
        {compact && <span className="sr-only">: menú de la cuenta</span>}
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0', compact && 'hidden')} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountPanel id={panelId} account={account} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
