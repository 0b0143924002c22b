import { useId } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import { Loading, LoadError } from '@/components/ui/load-states';
import { identityLabel } from './identity-labels';
import { SecurityAlert } from '@/components/auth/security-alert';
import { useBackend } from '@/components/auth/backend-context';
import { useIdentities } from '../../api/use-identities';
import { useLinkGoogle } from '../../api/use-link-google';
import { useUnlinkIdentity } from '../../api/use-unlink-identity';

function LinkedIdentities({ userId }: { userId: string }) {
  const headingId = useId();
  const onlyNoteId = useId();
  const identities = useIdentities(userId);
  const link = useLinkGoogle();
  const unlink = useUnlinkIdentity(userId, {
    onSuccess: (_, identity) => {
      showMessage('exito', `Desvinculamos ${identityLabel(identity.provider)} de tu cuenta`);
    },
  });
  const list = identities.data ?? [];
  // Never the last way in: with one left, the account could not be entered again.
  const only = list.length === 1;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        Formas de ingresar
      </h3>
      <SecurityAlert message={(link.error ?? unlink.error)?.message ?? null} />
      {identities.isPending && <Loading text="Consultando tus formas de ingresar..." />}
      {identities.isError && (
        <LoadError
          message="No pudimos consultar tus formas de ingresar."
          onRetry={() => void identities.refetch()}
        />
      )}
      {identities.isSuccess && (
        <ul className="space-y-2">
          {list.map((identity) => {
            const label = identityLabel(identity.provider);
            return (
              <li
                key={identity.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4"
              >
                <div>
                  <p className="font-semibold text-ink">{label}</p>
                  {identity.email && <p className="text-sm text-ink-muted">{identity.email}</p>}
                  {only && (
                    <p id={onlyNoteId} className="text-sm text-ink-muted">
                      Es tu única forma de ingresar: no se puede desvincular.
                    </p>
                  )}
                </div>
                <button
                  type="button"
                  aria-label={`Desvincular ${label}`}
                  aria-describedby={only ? onlyNoteId : undefined}
                  disabled={only || unlink.isPending}
                  onClick={() => {
                    link.reset();
                    unlink.mutate(identity);
                  }}
                  className={buttonClass('secondary')}
                >
                  Desvincular
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {identities.isSuccess && !list.some((identity) => identity.provider === 'google') && (
        <button
          type="button"
          disabled={link.isPending}
          onClick={() => {
            unlink.reset();
            link.mutate();
          }}
          className={buttonClass('secondary')}
        >
          {link.isPending ? 'Abriendo Google...' : 'Vincular cuenta de Google'}
        </button>
      )}
    </section>
  );
}

/**
 * The ways to sign in to the account, where the backend has them (hosted): the embedded one has
 * no OAuth, and then there is nothing to show.
 */
export function IdentitiesSection({ userId }: { userId: string }) {
  if (!useBackend().auth.oauth) return null;
  return <LinkedIdentities userId={userId} />;
}
