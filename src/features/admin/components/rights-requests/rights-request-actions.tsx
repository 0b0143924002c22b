import { useState } from 'react';
import { BackendError } from '@/backend/port';
import type { RightsRequest } from '@/backend/rights-requests-port';
import { buttonClass } from '@/components/ui/button-styles';
import { canExtend, COMPLAINT_NOTICE, MAX_EXTENSION_DAYS } from '@/lib/privacy/request-deadlines';
import {
  useRightsRequestAction,
  type RightsRequestAction,
} from '../../api/use-rights-request-action';
import { TextActionForm } from './text-action-form';

const DONE: Record<RightsRequestAction['kind'], string> = {
  start: 'La solicitud quedó en curso.',
  export: 'Descargamos los datos de la persona en un archivo JSON.',
  erase: 'Se ejecutó la supresión. El informe quedó guardado con la solicitud.',
  extend: 'El plazo quedó prorrogado.',
  answer: 'La solicitud quedó respondida; la respuesta queda guardada como constancia.',
  reject: 'La solicitud quedó rechazada con su motivo.',
};

/** What an admin can do with an open request; each result is announced. */
export function RightsRequestActions(props: { request: RightsRequest; today: string }) {
  const { request, today } = props;
  const [confirmErase, setConfirmErase] = useState(false);
  const [dias, setDias] = useState(MAX_EXTENSION_DAYS);
  const action = useRightsRequestAction(request);
  const busy = action.isPending;
  // Only a request whose sender proved control of the address may yield or erase its data.
  const proved = request.verificadaPor === 'codigo_email';
  const erasable = proved && ['supresion', 'oposicion', 'bloqueo'].includes(request.derecho);
  const accountNote = accountNoteOf(action.data);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {request.estado === 'recibida' && (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              action.mutate({ kind: 'start' });
            }}
            className={buttonClass('secondary')}
          >
            Marcar en curso
          </button>
        )}
        {proved && (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              action.mutate({ kind: 'export' });
            }}
            className={buttonClass('secondary')}
          >
            Exportar datos (JSON)
          </button>
        )}
        {erasable && !confirmErase && (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setConfirmErase(true);
            }}
            className={buttonClass('urgent')}
          >
            Ejecutar supresión
          </button>
        )}
      </div>
      {erasable && confirmErase && (
        <div
          role="group"
          aria-label="Confirmar supresión"
          className="space-y-2 rounded-xl border border-urgent p-4"
        >
          <p className="text-ink">
            Se eliminarán o anonimizarán los datos de {request.email} que no son de una cuenta
            (reservas hechas sin iniciar sesión, mensajes, novedades); lo que la ley obliga a
            conservar queda bloqueado. No se puede deshacer. Una cuenta con este correo no se toca:
            la elimina su titular desde Mi cuenta.
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setConfirmErase(false);
                action.mutate({ kind: 'erase' });
              }}
              className={buttonClass('urgent')}
            >
              Confirmar supresión
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirmErase(false);
              }}
              className={buttonClass('secondary')}
            >
              Cancelar
            </button>
          </div>
        </div>
      )}
      {action.isError && (
        <p role="alert" className="rounded-lg border border-urgent bg-urgent-soft p-3 text-urgent">
          {action.error instanceof BackendError && action.error.message
            ? action.error.message
            : 'No se pudo completar la acción. Inténtalo de nuevo.'}
        </p>
      )}
      {action.isSuccess && (
        <p role="status" className="text-success">
          {DONE[action.variables.kind]}
          {accountNote && <span className="block text-ink">{accountNote}</span>}
        </p>
      )}
      {canExtend(request, today) && (
        <TextActionForm
          name="Prorrogar el plazo"
          label="Motivo de la prórroga"
          hint="Se puede prorrogar una sola vez, por hasta 30 días corridos; el motivo queda registrado."
          submitLabel="Prorrogar plazo"
          min={10}
          max={500}
          busy={busy}
          onSubmit={(motivo) => {
            action.mutate({ kind: 'extend', dias, motivo });
          }}
        >
          <label className="block text-sm font-medium text-ink">
            Días de prórroga (1 a {MAX_EXTENSION_DAYS}){' '}
            <input
              type="number"
              min={1}
              max={MAX_EXTENSION_DAYS}
              value={dias}
              onChange={(event) => {
                setDias(Math.min(MAX_EXTENSION_DAYS, Math.max(1, Number(event.target.value) || 1)));
              }}
              className="ml-1 w-20 rounded-lg border border-line bg-surface px-2 py-1 text-ink"
            />
          </label>
        </TextActionForm>
      )}
      <TextActionForm
        name="Responder la solicitud"
        label="Respuesta a la persona"
        hint="Queda guardada como constancia de la respuesta."
        submitLabel="Marcar como respondida"
        min={10}
        max={8000}
        busy={busy}
        onSubmit={(text) => {
          action.mutate({ kind: 'answer', text });
        }}
      />
      <TextActionForm
        name="Rechazar la solicitud"
        label="Motivo del rechazo"
        hint={`Al motivo se agrega: «${COMPLAINT_NOTICE}»`}
        submitLabel="Rechazar solicitud"
        tone="urgent"
        min={10}
        max={2000}
        busy={busy}
        onSubmit={(text) => {
          action.mutate({ kind: 'reject', text });
        }}
      />
    </div>
  );
}

/** What an erasure's report says about an account with the request's address, if it has one. */
function accountNoteOf(result: unknown): string | null {
  if (typeof result !== 'object' || result === null) return null;
  const cuenta = (result as { cuenta?: { texto?: unknown } }).cuenta;
  return typeof cuenta?.texto === 'string' ? cuenta.texto : null;
}
