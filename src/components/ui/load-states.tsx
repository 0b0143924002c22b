import { buttonClass } from './button-styles';

/** What a list shows while it loads: announced politely to screen readers. */
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="text-ink-muted">
      {text}
    </p>
  );
}

/** What a list shows when it could not load, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-2 rounded-xl border border-urgent bg-urgent-soft p-4">
      <p className="font-medium text-urgent">{message}</p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
        Reintentar
      </button>
    </div>
  );
}
