import { useId, useRef, useState, type SubmitEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { retentionPeriod, retentionRule } from '@/content/legal/retention';
import { useDeleteAccount } from '../../api/use-delete-account';
import { showErasureReport } from './erasure-report';

export const CONFIRMATION_WORD = 'ELIMINAR';

/**
 * Erasure: what goes, what the law makes the firm keep and why, a typed confirmation; then the
 * report replaces the page (the account and its session are gone).
 */
export function DeleteAccount() {
  const dialogId = useId();
  const titleId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const erase = useDeleteAccount({ onSuccess: (report) => showErasureReport(report) });
  const close = () => {
    setOpen(false);
    setTyped('');
    erase.reset();
    opener.current?.focus();
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.trim() === CONFIRMATION_WORD) erase.mutate();
  };

  return (
    <div className="space-y-3">
      <button
        ref={opener}
        type="button"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => (open ? close() : setOpen(true))}
        className={buttonClass('urgent')}
      >
        Eliminar mi cuenta
      </button>
      <div id={dialogId} hidden={!open}>
        {open && (
          <form
            role="dialog"
            aria-labelledby={titleId}
            noValidate
            onSubmit={submit}
            className="space-y-3 rounded-xl border border-urgent bg-urgent-soft p-4 text-ink"
          >
            <h4 id={titleId} className="text-lg font-semibold">
              ¿Eliminar tu cuenta y tus datos?
            </h4>
            <p className="font-medium">Se eliminará:</p>
            <ul className="list-disc space-y-1 pl-6">
              <li>tu cuenta y tu perfil: no podrás volver a ingresar con ellos;</li>
              <li>tus mensajes de contacto y tu suscripción al boletín;</li>
              <li>
                de tus reservas sin pago (gratuitas, vencidas o canceladas): tu nombre, documento,
                correo, teléfono, empresa y la descripción del caso. Queda solo la fecha, el plan y
                el precio, sin nada que te identifique.
              </li>
            </ul>
            <p className="font-medium">
              Se conservará, bloqueado, lo que la ley nos obliga a guardar:
            </p>
            <ul className="list-disc space-y-1 pl-6">
              <li>
                de cada reserva pagada, el registro contable (nombre, documento, monto, fecha y
                plan) durante {retentionPeriod(retentionRule('reservas_pagadas'))} desde la fecha de
                la consulta, por el Código Tributario;
              </li>
              <li>
                las consultas agendadas que aún no ocurren, hasta su fecha, para poder atenderlas.
                Si no quieres que se conserven, cancélalas antes en “Mis reservas”;
              </li>
              <li>
                el registro de auditoría de quién accedió a tus datos, durante{' '}
                {retentionPeriod(retentionRule('auditoria'))}.
              </li>
            </ul>
            <p>
              Te mostraremos el detalle al terminar. Si quieres una copia de tus datos, descárgala
              antes. Esta acción no se puede deshacer.
            </p>
            <TextField
              label={`Para confirmar, escribe ${CONFIRMATION_WORD}`}
              name="confirmacion"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            {erase.error && (
              <p role="alert" className="font-medium text-urgent">
                {erase.error.message || 'No se pudo eliminar tu cuenta. Intenta de nuevo.'}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                disabled={typed.trim() !== CONFIRMATION_WORD || erase.isPending}
                className={buttonClass('urgent')}
              >
                {erase.isPending ? 'Eliminando...' : 'Eliminar definitivamente'}
              </button>
              <button type="button" onClick={close} className={buttonClass('secondary')}>
                Cancelar
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
