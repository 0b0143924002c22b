import { useEffect, useRef, useState } from 'react';
import type { PassExchange } from '@/backend/human-check';
import { BackendError } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { StandInWidget } from './stand-in-widget';
import { TurnstileWidget } from './turnstile-widget';

const FAILED = 'No pudimos completar la verificación. Inténtalo de nuevo.';

type Status = { kind: 'esperando' } | { kind: 'verificando' } | { kind: 'error'; message: string };

export interface HumanCheckDialogProps {
  exchange: PassExchange;
  /** The pass, or null when the person cancelled (Escape, 'Cancelar'). */
  onDone: (pass: string | null) => void;
  /** Cloudflare Turnstile's site key; without it, the local stand-in. */
  siteKey?: string;
}

/**
 * The human check, in a modal dialog over whatever the person was doing: the widget, what is
 * happening, and a way out. A refused token shows why and lets the person try again with a fresh
 * widget; cancelling hands the original refusal back to the form, which keeps what was typed.
 */
export function HumanCheckDialog({ exchange, onDone, siteKey }: HumanCheckDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const settled = useRef(false);
  const [status, setStatus] = useState<Status>({ kind: 'esperando' });
  // A new widget for each attempt: a token is good for one verification.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const finish = (pass: string | null) => {
    if (settled.current) return;
    settled.current = true;
    dialog.current?.close();
    onDone(pass);
  };

  const verify = async (token: string) => {
    setStatus({ kind: 'verificando' });
    try {
      finish(await exchange(token));
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof BackendError ? error.message : FAILED });
      setAttempt((n) => n + 1);
    }
  };
  const widget = {
    onToken: (token: string) => void verify(token),
    onError: (message: string) => setStatus({ kind: 'error', message }),
    busy: status.kind === 'verificando',
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="verificacion-humana-titulo"
      aria-describedby="verificacion-humana-motivo"
      onClose={() => finish(null)}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-page p-0 text-ink backdrop:bg-black/60"
    >
      <div className="space-y-4 p-5">
        <h2 id="verificacion-humana-titulo" className="text-xl font-semibold">
          Confirma que eres una persona
        </h2>
        <p id="verificacion-humana-motivo">
          Estamos recibiendo muchas solicitudes. Para seguir, confirma que eres una persona: no se
          pierde nada de lo que escribiste.
        </p>
        {siteKey ? (
          <TurnstileWidget key={attempt} siteKey={siteKey} {...widget} />
        ) : (
          <StandInWidget key={attempt} {...widget} />
        )}
        <div aria-live="polite" className="min-h-6 text-sm">
          {status.kind === 'verificando' && <p>Verificando…</p>}
          {status.kind === 'error' && <p className="text-urgent">{status.message}</p>}
        </div>
        <div className="flex justify-end">
          <button type="button" onClick={() => finish(null)} className={buttonClass('secondary')}>
            Cancelar
          </button>
        </div>
      </div>
    </dialog>
  );
}
