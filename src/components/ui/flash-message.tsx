import { cn } from '@/lib/cn';
import type { Flash } from './use-flash-message';

/**
 * Where a flash message appears. The live region is always in the page (empty when there is no
 * message) so screen readers announce each new one; errors are announced assertively.
 */
export function FlashMessage({ flash, className }: { flash: Flash | null; className?: string }) {
  return (
    <div
      role={flash?.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        flash && 'rounded-lg border p-3 font-medium',
        flash?.kind === 'error' && 'border-urgent text-urgent',
        flash?.kind === 'exito' && 'border-success text-success',
        className,
      )}
    >
      {flash?.text}
    </div>
  );
}
