import {
  COLLECTION_NOTICES,
  DATA_CONTROLLER,
  DATA_RIGHTS,
  type CollectionPurpose,
} from '@/content/legal/collection-notices';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';
import { cn } from '@/lib/cn';

interface CollectionNoticeProps {
  purpose: CollectionPurpose;
  className?: string;
}

const NEW_TAB = <span className="sr-only"> (se abre en una pestaña nueva)</span>;

/**
 * Who collects the data of the form beside it, why, for how long and the person's rights, with
 * the policy and the terms one click away (in a new tab, so nothing typed is left behind).
 */
export function CollectionNotice({ purpose, className }: CollectionNoticeProps) {
  const notice = COLLECTION_NOTICES[purpose];
  return (
    <p
      className={cn('text-xs leading-relaxed text-ink-muted', className)}
      data-aviso-version={PRIVACY_POLICY_VERSION.version}
    >
      <strong className="font-semibold">Sus datos:</strong> los trata {DATA_CONTROLLER} para{' '}
      {notice.purpose}. Se conservan {notice.keptFor}. Tiene derecho de {DATA_RIGHTS}. Detalles en
      la{' '}
      <a href="/privacidad" target="_blank" rel="noopener" className="underline">
        Política de privacidad (v{PRIVACY_POLICY_VERSION.version}){NEW_TAB}
      </a>{' '}
      y los{' '}
      <a href="/terminos" target="_blank" rel="noopener" className="underline">
        Términos{NEW_TAB}
      </a>
      .
    </p>
  );
}
