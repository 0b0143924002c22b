import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { MeetingType } from '@/backend/port';
import { useAuth } from '@/components/auth/auth-context';
import { DataProviders } from '@/components/auth/data-providers';
import { buttonClass } from '@/components/ui/button-styles';
import { getPlan, type PlanId } from '@/content/catalogue/plans';
import {
  clearBookingDraft,
  EMPTY_DATOS,
  readBookingDraft,
  writeBookingDraft,
} from '@/booking/model/booking-draft';
import { personalDataSchema, type PersonalData } from '@/booking/model/booking-schema';
import { isBookable, type SlotTime } from '@/booking/model/schedule';
import { formatClp } from '@/lib/format/clp';
import { belongsTo } from '@/lib/storage/record-owner';
import { BookingFailure, refusalOf, remedyFor, type BookingRefusal } from './booking-failure';
import { TermsAcceptance } from './booking-fields';
import { bookingStatements, personFields } from './booking-statements';
import { createBooking } from './create-booking';
import { DaySlots } from './day-slots';
import { MeetingTypeField } from './meeting-type-field';
import { useNow } from './use-now';
import { bookingCalendarKey, useSlotAvailability } from './use-booking-calendar';
import { occupiedSlotsKey } from './use-occupied-slots';
import { PersonalDetailsFields } from './personal-details-fields';
import { WeekPicker } from './week-picker';
import { withDocumentCheck } from './document-resolver';
import { OfferTerms, StruckPrice } from '@/components/pricing/offer-parts';
import { useActiveOffer } from '@/components/pricing/use-active-offer';

export interface BookingDialogProps {
  /** The service the visitor clicked, shown as the dialog's subject. */
  serviceTitle: string;
  /** The catalogue plan that books it: its price is the one shown and charged. */
  plan: PlanId;
  onClose: () => void;
}

function BookingForm({ serviceTitle, plan, onClose }: BookingDialogProps) {
  const { backend, person } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow();
  const chosen = getPlan(plan);
  const offer = useActiveOffer(chosen);
  const [stored] = useState(() => readBookingDraft());
  const [offset, setOffset] = useState(0);
  const [fecha, setFecha] = useState<string | null>(null);
  const [hora, setHora] = useState<SlotTime | null>(null);
  const [tipoReunion, setTipoReunion] = useState<MeetingType>('videollamada');
  const [failure, setFailure] = useState<BookingRefusal | null>(null);
  const free = chosen.price === 0;
  const [accepted, setAccepted] = useState(false);
  const { occupied, calendar, loading } = useSlotAvailability(now, plan);
  const form = useForm<PersonalData>({
    resolver: withDocumentCheck(zodResolver(personalDataSchema)),
    defaultValues: stored?.value.datos ?? EMPTY_DATOS,
    mode: 'onTouched',
  });
  // Shown before the backend said who is signed in: if that is someone else, it goes.
  useEffect(() => {
    if (person !== undefined && !belongsTo(stored?.owner, person)) form.reset(EMPTY_DATOS);
  }, [person, stored, form]);
  const { isSubmitting } = form.formState;
  const slotChosen =
    fecha !== null && hora !== null && isBookable(fecha, hora, now, occupied, calendar);

  const submit = form.handleSubmit(async (datos) => {
    // Kept like the wizard's draft: an error or a reload does not lose what was typed.
    writeBookingDraft({ plan, datos, fecha, hora, tipoReunion }, person);
    if (!backend || !fecha || !hora) return;
    setFailure(null);
    try {
      const { paymentData } = await createBooking(backend, {
        ...personFields(datos),
        ...bookingStatements(datos, !free && accepted),
        empresa: datos.empresa || undefined,
        // The service clicked heads the person's own words; with no words, no description (and
        // no authorisation for sensitive data is needed).
        descripcion: datos.descripcion ? `${serviceTitle}: ${datos.descripcion}` : undefined,
        fecha,
        hora,
        plan,
        tipoReunion,
      });
      clearBookingDraft();
      void navigate(paymentData.paymentMethod === 'gratis' ? '/payment-success' : '/pago');
    } catch (error) {
      const refusal = refusalOf(error);
      setFailure(refusal);
      if (remedyFor(refusal.code) === 'otro-horario') {
        setHora(null);
        void queryClient.invalidateQueries({ queryKey: occupiedSlotsKey });
        void queryClient.invalidateQueries({ queryKey: bookingCalendarKey });
      }
    }
  });

  return (
    <form
      noValidate
      aria-label={`Reservar ${serviceTitle}`}
      className="space-y-5 p-5"
      onSubmit={(event) => void submit(event)}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="reserva-dialogo-titulo" className="text-xl font-semibold text-ink">
            {serviceTitle}
          </h2>
          <p className="text-ink-muted">
            {chosen.name} ·{' '}
            <strong className="text-ink">
              {chosen.price === 0 ? 'Gratis' : formatClp(chosen.price)}
            </strong>
            {offer && (
              <>
                <StruckPrice offer={offer} className="ml-2" />
                <OfferTerms offer={offer} />
              </>
            )}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Cerrar"
          className="rounded-md px-2 text-2xl leading-none text-ink-muted hover:bg-surface-2"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-ink">Tus datos</legend>
        <PersonalDetailsFields
          form={form}
          company
          description={{ label: 'Cuéntanos tu caso (opcional)', rows: 3 }}
        />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-ink">Fecha y hora</legend>
        <WeekPicker
          calendar={calendar}
          now={now}
          offset={offset}
          onOffsetChange={setOffset}
          selected={fecha}
          onSelect={(day) => {
            setFecha(day);
            setHora(null);
          }}
        />
        {fecha && (
          <DaySlots
            {...{ now, occupied, calendar, loading }}
            date={fecha}
            selected={hora}
            onSelect={setHora}
          />
        )}
      </fieldset>

      <MeetingTypeField value={tipoReunion} onChange={setTipoReunion} />

      {!free && <TermsAcceptance checked={accepted} onChange={setAccepted} />}
      {failure && (
        <BookingFailure
          refusal={failure}
          onChooseAnotherSlot={() => {
            setFailure(null);
          }}
        />
      )}
      <button
        type="submit"
        disabled={!slotChosen || isSubmitting || !backend || (!free && !accepted)}
        className={buttonClass('primary', 'w-full disabled:cursor-not-allowed disabled:opacity-50')}
      >
        {isSubmitting
          ? 'Reservando...'
          : !slotChosen
            ? 'Elige día y hora para continuar'
            : free
              ? 'Confirmar reserva gratuita'
              : 'Reservar y pagar'}
      </button>
    </form>
  );
}

/**
 * The booking form of the practice pages, in a modal dialog: the same validation and the same
 * booking engine as /agendamiento (createBooking → crear_reserva), for one service. Loaded only
 * when a visitor opens it (see BookingButton), so practice pages stay free of the backend.
 */
export default function BookingDialog(props: BookingDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    // Escape is the dialog's own (native); the click handler only adds "click outside to close".
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby="reserva-dialogo-titulo"
      onClose={props.onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) props.onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(40rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl bg-page p-0 text-ink backdrop:bg-black/60"
    >
      <DataProviders>
        <BookingForm {...props} />
      </DataProviders>
    </dialog>
  );
}
