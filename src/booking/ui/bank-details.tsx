import { BANK_FIELDS, bankAccount } from '@/content/bank-account';
import { cn } from '@/lib/cn';
import { useCopy } from './use-copy';

/**
 * The firm's bank details, one row per field, each with a button that copies it. The button
 * says what it copies, and for 2 seconds shows a checkmark and 'Copiado'.
 */
export function BankDetails({ className }: { className?: string }) {
  const { copied, failed, copy } = useCopy();
  return (
    <div className={className}>
      <dl className="divide-y divide-line">
        {BANK_FIELDS.map(({ key, label, copyName }) => (
          <div key={key} className="py-2">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className="flex items-center justify-between gap-3">
              <span className="min-w-0 font-medium break-words text-ink">{bankAccount[key]}</span>
              <button
                type="button"
                onClick={() => void copy(key, bankAccount[key])}
                aria-label={`Copiar ${copyName}`}
                className={cn(
                  'shrink-0 rounded-md border border-line px-2.5 py-1 text-sm',
                  copied === key ? 'bg-success/10 text-success' : 'text-link hover:bg-surface-2',
                )}
              >
                {copied === key ? '✓ Copiado' : 'Copiar'}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className="mt-1 text-sm text-ink-muted">
        {copied ? 'Copiado al portapapeles.' : ''}
        {failed ? 'Tu navegador no permitió copiar: selecciona el texto y cópialo a mano.' : ''}
      </p>
    </div>
  );
}
