import type { ReactNode } from 'react';
import { OtherWaysToBook } from '@/booking/ui/other-ways-to-book';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { useAuth } from './auth-context';

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
      Reintentar
    </button>
  );
}

function Frame({ children, tone }: { children: ReactNode; tone: 'urgent' | 'notice' }) {
  return (
    <div
      className={cn(
        'mt-3 space-y-3 rounded-xl border p-4 text-left',
        tone === 'urgent' ? 'border-urgent bg-urgent-soft' : 'border-line bg-surface-2',
      )}
    >
      {children}
    </div>
  );
}

/**
 * What stands in for anything that needs the backend while it starts: `waiting` at first; after
 * SLOW_START_MS a notice that it is taking longer than usual (still waiting); if the start
 * failed, an error. Both offer 'Reintentar', which starts it again without a reload, so nothing
 * typed on the page is lost, and the other ways to book. Used by every page with data.
 */
export function BackendWait({ waiting, className }: { waiting: string; className?: string }) {
  const { status, slow, retry } = useAuth();
  if (status === 'ready') return null;
  if (status === 'unavailable') {
    return (
      <div role="alert" className={className}>
        <Frame tone="urgent">
          <p className="font-medium text-urgent">No pudimos conectar con el sistema.</p>
          <p className="text-sm text-ink">
            Revisa tu conexión y vuelve a intentarlo: no necesitas recargar la página, y lo que
            ingresaste se mantiene.
          </p>
          <RetryButton onRetry={retry} />
          <OtherWaysToBook />
        </Frame>
      </div>
    );
  }
  return (
    <div role="status" className={className}>
      <p className="text-ink-muted">{waiting}</p>
      {slow && (
        <Frame tone="notice">
          <p className="font-medium text-ink">
            La conexión con el sistema está tardando más de lo normal.
          </p>
          <p className="text-sm text-ink">
            Seguimos intentando. Si tu conexión es lenta o se cortó, puedes reintentar: lo que
            ingresaste se mantiene.
          </p>
          <RetryButton onRetry={retry} />
          <OtherWaysToBook />
        </Frame>
      )}
    </div>
  );
}
