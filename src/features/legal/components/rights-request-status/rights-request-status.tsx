import { useState } from 'react';
import { useBackend } from '@/components/auth/backend-context';
import type { RightsRequestPublicStatus } from '@/backend/rights-requests-port';
import { AnswerUnlock } from './answer-unlock';
import { RightsRequestStatusView } from './rights-request-status-view';
import { StatusLookupForm } from './status-lookup-form';
import type { StatusLookupValues } from './status-lookup-schema';

/** The same words whether the number or the e-mail is wrong: they tell nobody which one. */
export const NOT_FOUND_MESSAGE =
  'No encontramos una solicitud con ese número y ese correo. Revisa que el número sea el de tu comprobante y que el correo sea el que indicaste al enviarla.';

type Outcome =
  | { kind: 'none' }
  | { kind: 'found'; request: RightsRequestPublicStatus; email: string }
  | { kind: 'failed'; message: string };

/**
 * Looks up a request by its number and the requester's e-mail, and shows what it finds; an
 * answer, once the requester proves with an e-mailed code that the address is theirs.
 */
export function RightsRequestStatus({ initial }: { initial: StatusLookupValues }) {
  const backend = useBackend();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  async function lookUp(codigo: string, email: string) {
    setOutcome({ kind: 'none' });
    try {
      const request = await backend.solicitudes.status(codigo, email);
      setOutcome(
        request
          ? { kind: 'found', request, email }
          : { kind: 'failed', message: NOT_FOUND_MESSAGE },
      );
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: error instanceof Error ? error.message : 'No pudimos consultar tu solicitud',
      });
    }
  }

  return (
    <div className="space-y-6">
      <StatusLookupForm initial={initial} onLookUp={lookUp} />
      {outcome.kind === 'failed' && (
        <p role="alert" className="rounded-lg border border-urgent bg-urgent-soft p-3 text-urgent">
          {outcome.message}
        </p>
      )}
      {outcome.kind === 'found' && (
        <RightsRequestStatusView key={outcome.request.codigo} request={outcome.request}>
          {outcome.request.respuestaDisponible && !outcome.request.respuesta && (
            <AnswerUnlock
              codigo={outcome.request.codigo}
              email={outcome.email}
              onUnlocked={(request) => {
                setOutcome({ kind: 'found', request, email: outcome.email });
              }}
            />
          )}
        </RightsRequestStatusView>
      )}
    </div>
  );
}
