import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { BackendError, type BackendPort } from '@/backend/port';
import type { RightsRequest } from '@/backend/rights-requests-port';
import { buttonClass } from '@/components/ui/button-styles';
import { downloadBlob } from '@/lib/files/download-blob';
import { canExtend, COMPLAINT_NOTICE, MAX_EXTENSION_DAYS } from '@/lib/privacy/request-deadlines';
import { useRefreshRightsRequests } from './rights-request-queries';
import { TextActionForm } from './text-action-form';

type Action =
  | { kind: 'start' }
  | { kind: 'export' }
  | { kind: 'erase' }
  | { kind: 'extend'; dias: number; motivo: string }
  | { kind: 'answer'; text: string }
  | { kind: 'reject'; text: string };

const DONE: Record<Action['kind'], string> = {
  start: 'La solicitud quedó en curso.',
  export: 'Descargamos los datos de la persona en un archivo JSON.',
  erase: 'Se ejecutó la supresión. El informe quedó guardado con la solicitud.',
  extend: 'El plazo quedó prorrogado.',
  answer: 'La solicitud quedó respondida; la respuesta queda guardada como constancia.',
  reject: 'La solicitud quedó rechazada con su motivo.',
};

/** What an admin can do with an open request; each result is announced. */
export function RightsRequestActions(props: {
  backend: BackendPort;
  request: RightsRequest;
  today: string;
}) {
  const { backend, request, today } = props;
  const admin = backend.solicitudes.admin;
  const refresh = useRefreshRightsRequests();
  const [confirmErase, setConfirmErase] = useState(false);
  const [dias, setDias] = useState(MAX_EXTENSION_DAYS);
  const action = useMutation({
    mutationFn: async (next: Action) => {
      switch (next.kind) {
        case 'start':
          return admin.start(request.id);
        case 'export': {
          const data = await admin.exportFor(request.id);
          downloadBlob(
            `datos-${request.codigo}.json`,
            new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
          );
          return null;
        }
        case 'erase':
          return admin.eraseFor(request.id);
        case 'extend':
          return admin.extend(request.id, next.dias, next.motivo);
        case 'answer':
          return admin.answer(request.id, next.text);
        case 'reject':
          return admin.reject(request.id, next.text);
      }
    },
    onSettled: refresh,
  });
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
