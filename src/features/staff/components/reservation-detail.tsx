import { useEffect, useRef, type ReactNode } from 'react';
import type { Reservation, ReservationStatus } from '@/backend/port';
import { useNow } from '@/booking/ui/use-now';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import { getPlan, isPlanId } from '@/content/catalogue/plans';
import { formatClp } from '@/lib/format/clp';
import { callBackBy } from '@/booking/model/urgent-promise';
import { MEETING_LABELS } from '@/booking/model/meeting-labels';
import { urgentRequestLabel } from '@/booking/model/urgent-request';
import { formatChileInstant } from '@/lib/format/chile-instant';
import { formatWeekdayDate } from '@/lib/format/dates';
import { documentLabel } from '@/lib/identity/document';
import { AssignedLawyer } from '@/booking/staff/assigned-lawyer';
import { BookingMoves } from '@/booking/staff/booking-moves';
import { attendanceMarks, canMove } from '@/booking/model/staff-moves';
import { deskKeys } from '../api/desk-keys';
import { useDeskReservation } from '../api/use-desk-reservation';
import { useSetStatus } from '../api/use-set-status';
import { paymentState, STATUS_LABELS, statusActions } from '../reservation-labels';
import { BookingPaymentStatus } from './booking-payment-status';
import { ClientDescription } from './client-description';

interface ReservationDetailProps {
  id: string;
  canEdit: boolean;
  /** Increases when the lawyer picks a booking: the heading then takes the focus. */
  focusRequest: number;
  /** Admins get a link to the booking's payment in the admin panel. */
  isAdmin?: boolean;
}

function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** Spans both columns (long text). */
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2 border-t border-line pt-4">
      <h4 className="font-semibold text-ink">{title}</h4>
      {children}
    </div>
  );
}

/** What a change to the open booking reads again: both lists and the detail. */
const REFRESH = [deskKeys.all] as const;

const price = (amount: number) => (amount === 0 ? 'Gratis' : formatClp(amount));

function PlanFields({ reservation }: { reservation: Reservation }) {
  const plan = isPlanId(reservation.plan) ? getPlan(reservation.plan) : null;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Field label="Plan">{plan?.name ?? reservation.plan}</Field>
      <Field label="Categoría">{plan?.category ?? reservation.categoria}</Field>
      <Field label="Precio">
        {price(reservation.precio)}
        {plan && plan.price !== reservation.precio && (
          <span className="block text-sm text-ink-muted">
            Precio actual del plan: {price(plan.price)}
          </span>
        )}
      </Field>
      <Field label="Servicio">{reservation.servicio}</Field>
      {plan?.note && (
        <Field wide label="Condiciones del plan">
          {plan.note}
        </Field>
      )}
    </dl>
  );
}

function Detail({
  reservation,
  canEdit,
  focusRequest,
  isAdmin = false,
}: Omit<ReservationDetailProps, 'id'> & { reservation: Reservation }) {
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  const setStatus = useSetStatus();
  const payment = paymentState(reservation, now);
  const actions = statusActions(reservation.estado);
  const closed =
    actions.length === 0 && !canMove(reservation) && attendanceMarks(reservation, now).length === 0;

  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest, reservation.id]);

  const change = (estado: ReservationStatus) => {
    if (
      estado === 'cancelada' &&
      !window.confirm(`¿Cancelar la reserva de ${reservation.nombre}? La hora quedará libre.`)
    )
      return;
    setStatus.mutate(
      { id: reservation.id, estado },
      // A refusal is shown by the page's toaster, from the hook's meta.
      {
        onSuccess: () => {
          showMessage('exito', 'Reserva actualizada');
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
          >
            {reservation.nombre}
          </h3>
          {reservation.urgente ? (
            <p className="font-semibold text-urgent">
              {urgentRequestLabel(reservation)} (hora de Chile). Llamar antes del{' '}
              {formatChileInstant(callBackBy(reservation.createdAt).toISOString())}.
            </p>
          ) : (
            <p className="text-ink">
              {formatWeekdayDate(reservation.fecha)}, {reservation.hora} (hora de Chile)
            </p>
          )}
        </div>
        <p className="rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink">
          Estado: {STATUS_LABELS[reservation.estado]}
        </p>
      </div>

      <Block title="Cliente">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label={documentLabel(reservation.tipoDocumento)}>{reservation.rut}</Field>
          <Field label="Correo electrónico">
            <a href={`mailto:${reservation.email}`} className="text-link underline">
              {reservation.email}
            </a>
          </Field>
          <Field label="Teléfono">
            <a
              href={`tel:${reservation.telefono.replace(/[^\d+]/g, '')}`}
              className="text-link underline"
            >
              {reservation.telefono}
            </a>
          </Field>
          <Field label="Empresa">{reservation.empresa || 'No indicada'}</Field>
          <Field label="Declaración de edad">
            {reservation.declaracionEdad === 'representante'
              ? 'Reserva como representante legal o apoderado'
              : reservation.declaracionEdad === 'mayor_de_edad'
                ? 'Mayor de 18 años'
                : 'No registrada'}
          </Field>
          <Field label="Aviso y términos">
            {reservation.avisoVersion
              ? `Aviso de privacidad v${reservation.avisoVersion}`
              : 'Aviso no registrado'}
            {reservation.terminosVersion && `; Términos v${reservation.terminosVersion} aceptados`}
          </Field>
        </dl>
      </Block>

      <ClientDescription reservation={reservation} isAdmin={isAdmin} />

      <Block title="Plan y servicio">
        <PlanFields reservation={reservation} />
      </Block>

      {reservation.urgente ? (
        <Block title="Solicitud urgente">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Field label="Solicitada">
              {formatWeekdayDate(reservation.fecha)}, {reservation.hora} (hora de Chile)
            </Field>
            <Field label="Llamar antes del">
              {formatChileInstant(callBackBy(reservation.createdAt).toISOString())}
            </Field>
            <Field label="Modalidad">Llamada al teléfono del cliente, sin hora agendada</Field>
          </dl>
        </Block>
      ) : (
        <Block title="Cita">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Field label="Fecha">{formatWeekdayDate(reservation.fecha)}</Field>
            <Field label="Hora">{reservation.hora} (hora de Chile)</Field>
            <Field label="Modalidad">{MEETING_LABELS[reservation.tipoReunion]}</Field>
            <Field label="Abogado">
              <AssignedLawyer abogadoId={reservation.abogadoId} />
            </Field>
            <Field label="Recordatorio">
              {reservation.recordatorioEnviado ? 'Recordatorio enviado' : 'Recordatorio no enviado'}
            </Field>
          </dl>
        </Block>
      )}

      <Block title="Pago">
        <p className="text-ink">{payment.text}</p>
        {payment.detail && <p className="text-sm text-ink-muted">{payment.detail}</p>}
        <BookingPaymentStatus reservation={reservation} isAdmin={isAdmin} />
        <p className="text-sm text-ink-muted">
          Reserva creada el {formatChileInstant(reservation.createdAt)}
        </p>
      </Block>

      <Block title="Cambiar estado">
        {!canEdit ? (
          <p className="text-ink-muted">No tienes permiso para cambiar el estado de reservas.</p>
        ) : closed ? (
          <p className="text-ink-muted">Esta reserva está cerrada: su estado ya no cambia.</p>
        ) : (
          <div role="group" aria-label="Cambiar estado" className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <button
                key={action.estado}
                type="button"
                disabled={setStatus.isPending}
                onClick={() => {
                  change(action.estado);
                }}
                className={buttonClass(
                  action.estado === 'cancelada' ? 'secondary' : 'primary',
                  'disabled:opacity-60',
                )}
              >
                {action.label}
              </button>
            ))}
            <BookingMoves reservation={reservation} refreshKeys={REFRESH} />
          </div>
        )}
      </Block>
    </div>
  );
}

/** The selected booking, with everything the lawyer needs to prepare, and its status changes. */
export function ReservationDetail({ id, ...props }: ReservationDetailProps) {
  const query = useDeskReservation(id);
  if (query.isPending)
    return (
      <p role="status" className="text-ink-muted">
        Cargando la reserva...
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="space-y-2 rounded-lg border border-urgent p-3">
        <p className="font-medium text-urgent">Error al cargar la reserva</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={buttonClass('secondary')}
        >
          Reintentar
        </button>
      </div>
    );
  if (!query.data) return <p className="text-ink-muted">No encontramos esta reserva.</p>;
  return <Detail reservation={query.data} {...props} />;
}
