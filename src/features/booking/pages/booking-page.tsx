import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/components/auth/auth-context';
import { DataProviders } from '@/components/auth/data-providers';
import { bookingCalendarKey } from '@/booking/ui/use-booking-calendar';
import { occupiedSlotsKey } from '@/booking/ui/use-occupied-slots';
import { useNow } from '@/booking/ui/use-now';
import { Seo } from '@/components/seo/seo';
import {
  getPlan,
  isPlanId,
  requestedPlan,
  resolvePlanId,
  type Plan,
} from '@/content/catalogue/plans';
import { EMPTY_DATOS } from '@/booking/model/booking-draft';
import type { PersonalData } from '@/booking/model/booking-schema';
import { readPaymentData } from '@/booking/model/payment-data';
import { formatClp } from '@/lib/format/clp';
import { ConfirmStep } from '../../../booking/wizard/confirm-step';
import { DateStep } from '../../../booking/wizard/date-step';
import { HeldBookingNotice } from '../../../booking/wizard/held-booking-notice';
import { PaymentStep } from '../../../booking/wizard/payment-step';
import { PersonalStep } from '../../../booking/wizard/personal-step';
import { STEPS, StepIndicator, type StepId } from '../../../booking/wizard/step-indicator';
import { UnknownPlanNotice } from '../../../booking/wizard/unknown-plan-notice';
import { useWizardDraft } from '../../../booking/wizard/use-wizard-draft';
import { wizardStep } from '../../../booking/wizard/wizard-step';

const SERVER_DRAFT = {
  datos: EMPTY_DATOS,
  fecha: null,
  hora: null,
  tipoReunion: 'videollamada',
} as const;

/**
 * The plan being booked and the price charged for it. The launch offer, with its terms, is shown
 * where the plan is chosen; the wizard shows what is paid, and keeps its own JavaScript small.
 */
function PlanLine({ plan }: { plan: Plan }) {
  return (
    <>
      {plan.name} ·{' '}
      <strong className="text-ink">{plan.price === 0 ? 'Gratis' : formatClp(plan.price)}</strong>
      {plan.note && <span className="block text-sm">{plan.note}</span>}
    </>
  );
}

const TITLES: Record<StepId, string> = {
  datos: 'Tus datos',
  fecha: 'Elige fecha y hora',
  confirmacion: 'Confirma tu reserva',
  pago: 'Elige cómo pagar',
};

function BookingWizard({ onNeedBackend }: { onNeedBackend: () => void }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { person } = useAuth();
  const now = useNow();
  const wizard = useWizardDraft(params.get('plan'), person);
  const { update } = wizard;
  // Until hydrated, the prerendered state: step 1, empty, no plan (the HTML knows no query).
  const draft = wizard.draft ?? { ...SERVER_DRAFT, plan: resolvePlanId(null) };
  const restored = wizard.draft !== null;

  const goTo = (step: StepId) => {
    const next = new URLSearchParams(params);
    next.set('plan', draft.plan);
    next.set('paso', step);
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  const requested = restored
    ? (STEPS.find((step) => step.id === params.get('paso'))?.id ?? 'datos')
    : 'datos';
  // Read on every render: it is dropped when it expires or when someone else is signed in. An
  // emergency request is not a held hour of this wizard: it is neither shown nor replaced here.
  const stored = restored ? readPaymentData() : undefined;
  const payment = stored?.urgente ? undefined : stored;
  const step = wizardStep(requested, draft, payment !== undefined, now);
  const booked = step === 'pago' ? payment : undefined;
  const planId = booked && isPlanId(booked.plan) ? booked.plan : draft.plan;
  const plan = getPlan(planId);
  const unknownPlan = restored ? requestedPlan(params.get('plan')).unknown : undefined;

  // Past step 1, the step needs the database. On step 1, a visitor who started typing into the
  // prerendered form before its code arrived focused it before anything listened: being in the
  // form when it takes over counts as that focus.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (restored && (step !== 'datos' || frame.current?.contains(document.activeElement)))
      onNeedBackend();
  }, [restored, step, onNeedBackend]);

  const onDatosChange = useCallback(
    (datos: PersonalData) => {
      update({ datos });
    },
    [update],
  );

  return (
    <>
      <Seo
        title={restored ? `Agendar: ${plan.name}` : 'Agenda tu consulta'}
        description="Reserva tu consulta legal de 45 minutos por videollamada o teléfono, con precio fijo."
        path="/agendamiento"
        noindex
      />
      <div ref={frame} className="mx-auto max-w-3xl px-4 py-8" onFocusCapture={onNeedBackend}>
        <p className="mb-2">
          <Link to="/" className="text-link">
            ← Volver al inicio
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{TITLES[step]}</h1>
        <p className="mt-2 text-ink">
          Consulta legal de 45 minutos por videollamada o teléfono, con precio fijo. Completa tus
          datos, elige día y hora, y paga en línea o por transferencia.
        </p>
        {/* Known only in the browser (?plan=): kept smaller than the paragraph above, so the
            prerendered text stays the page's largest paint. */}
        <p className="mt-1 mb-6 min-h-10 text-sm text-ink-muted">
          {restored && <PlanLine plan={plan} />}
        </p>
        {unknownPlan !== undefined && <UnknownPlanNotice requested={unknownPlan} plan={planId} />}
        <StepIndicator current={step} />

        {step === 'datos' && payment && <HeldBookingNotice payment={payment} />}
        {step === 'datos' && (
          <PersonalStep
            key={wizard.generation}
            values={draft.datos}
            restored={restored}
            onChange={onDatosChange}
            onContinue={(datos) => {
              update({ datos });
              goTo('fecha');
            }}
          />
        )}
        {step === 'fecha' && (
          <DateStep
            now={now}
            fecha={draft.fecha}
            hora={draft.hora}
            tipoReunion={draft.tipoReunion}
            plan={draft.plan}
            free={getPlan(draft.plan).price === 0}
            onChange={update}
            onBack={() => {
              goTo('datos');
            }}
            onContinue={() => {
              goTo('confirmacion');
            }}
          />
        )}
        {step === 'confirmacion' && draft.fecha && draft.hora && (
          <ConfirmStep
            plan={draft.plan}
            datos={draft.datos}
            fecha={draft.fecha}
            hora={draft.hora}
            tipoReunion={draft.tipoReunion}
            onBack={() => {
              goTo('fecha');
            }}
            onSlotTaken={() => {
              void queryClient.invalidateQueries({ queryKey: occupiedSlotsKey });
              void queryClient.invalidateQueries({ queryKey: bookingCalendarKey });
              update({ hora: null });
              goTo('fecha');
            }}
            onEditData={() => {
              goTo('datos');
            }}
            replaces={payment}
            onBooked={(paymentData) => {
              wizard.finish();
              if (paymentData.paymentMethod === 'gratis') void navigate('/payment-success');
              else goTo('pago');
            }}
          />
        )}
        {step === 'pago' && booked && <PaymentStep plan={planId} payment={booked} />}
      </div>
    </>
  );
}

/**
 * /agendamiento?plan=: the four-step booking wizard. The database starts when the visitor starts
 * filling in the form (or arrives past step 1): it has seconds to get ready before step 2 needs
 * it, and a visitor who only looks never pays for it. Someone already typing when the page's
 * code arrives makes main.tsx start it before the form has even taken over.
 */
export default function BookingPage() {
  const [start, setStart] = useState(false);
  const need = useCallback(() => {
    setStart(true);
  }, []);
  return (
    <DataProviders start={start}>
      <BookingWizard onNeedBackend={need} />
    </DataProviders>
  );
}
