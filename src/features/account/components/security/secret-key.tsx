import { useCopy } from '@/booking/ui/use-copy';
import { buttonClass } from '@/components/ui/button-styles';

/** The secret in blocks of 4, as authenticator apps print it, for typing it in without a slip. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** The factor's secret for manual entry, when the QR code cannot be scanned, with a copy button. */
export function SecretKey({ secret }: { secret: string }) {
  const { copied, failed, copy } = useCopy();
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-ink">Clave para ingresarla a mano</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded-lg bg-surface-2 px-3 py-2 font-mono break-all text-ink">
          {groupSecret(secret)}
        </code>
        <button
          type="button"
          // Apps take the key with or without spaces; without them, nothing can split it.
          onClick={() => void copy('clave', secret.replace(/\s+/g, ''))}
          className={buttonClass('secondary', 'px-3 py-1.5 text-sm')}
        >
          {copied ? '✓ Clave copiada' : 'Copiar clave'}
        </button>
      </div>
      <p role="status" className="text-sm text-ink-muted">
        {copied ? 'Clave copiada al portapapeles.' : ''}
        {failed ? 'Tu navegador no permitió copiar: selecciona la clave y cópiala a mano.' : ''}
      </p>
    </div>
  );
}
