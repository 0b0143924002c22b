import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/components/auth/auth-context';
import { DataProviders } from '@/components/auth/data-providers';
import { occupiedSlotsKey } from '@/components/booking/use-occupied-slots';
import { useNow } from '@/components/booking/use-now';
import { Seo } from '@/components/seo/seo';
import { discountLabel, getPlan, resolvePlanId, type Plan } from '@/content/catalogue/plans';
import { EMPTY_DATOS } from '@/lib/booking/booking-draft';
import { personalDataSchema, type PersonalData } from '@/lib/booking/booking-schema';
import { readPaymentData } from '@/lib/booking/payment-data';
import { isBookable } from '@/lib/booking/schedule';
import { formatClp } from '@/lib/format/clp';
import { ConfirmStep } from '../components/confirm-step';
import { DateStep } from '../components/date-step';
import { PaymentStep } from '../components/payment-step';
import { PersonalStep } from '../components/personal-step';
import { STEPS, StepIndicator, type StepId } from '../components/step-indicator';
import { useWizardDraft } from '../use-wizard-draft';

const SERVER_DRAFT = {
  datos: EMPTY_DATOS,
  fecha: null,
  hora: null,
  tipoReunion: 'videollamada',
  reservaId: null,
} as const;

/** The plan being booked and its price (with the launch discount, when there is one). */
function PlanLine({ plan, discount }: { plan: Plan; discount: string | undefined }) {
  return (
    <>
      {plan.name} ·{' '}
      <strong className="text-ink">{plan.price === 0 ? 'Gratis' : formatClp(plan.price)}</strong>
      {plan.originalPrice && (
        <span className="ml-2 line-through">{formatClp(plan.originalPrice)}</span>
      )}
      {discount && <span className="ml-2 text-accent">{discount}</span>}
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
  const { backend } = useAuth();
  const now = useNow();
  const [restoredDraft, update] = useWizardDraft(params.get('plan'));
  // Until hydrated, the prerendered state: step 1, empty, no plan (the HTML knows no query).
  const draft = restoredDraft ?? { ...SERVER_DRAFT, plan: resolvePlanId(null) };
  const restored = restoredDraft !== null;
  const plan = getPlan(draft.plan);

  const goTo = (step: StepId) => {
    const next = new URLSearchParams(params);
    next.set('plan', draft.plan);
    next.set('paso', step);
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  // A step is shown only when what it needs is there; otherwise the first step still missing.
  const requested = restored
    ? (STEPS.find((step) => step.id === params.get('paso'))?.id ?? 'datos')
    : 'datos';
  const datosOk = personalDataSchema.safeParse(draft.datos).success;
  const slotOk =
    datosOk &&
    draft.fecha !== null &&
    draft.hora !== null &&
    (requested === 'pago' || isBookable(draft.fecha, draft.hora, now, new Set()));
  const payment = restored ? readPaymentData() : undefined;
  const booked = payment && payment.reservaId === draft.reservaId ? payment : undefined;
  const step: StepId =
    requested === 'pago'
      ? booked
        ? 'pago'
        : slotOk
          ? 'confirmacion'
          : 'datos'
      : requested === 'confirmacion' && !slotOk
        ? datosOk
          ? 'fecha'
          : 'datos'
        : requested === 'fecha' && !datosOk
          ? 'datos'
          : requested;

  useEffect(() => {
    if (restored && step !== 'datos') onNeedBackend();
  }, [restored, step, onNeedBackend]);

  const onDatosChange = useCallback(
    (datos: PersonalData) => {
      update({ datos });
    },
    [update],
  );

  const discount = discountLabel(plan);
  return (
    <>
      <Seo
        title={restored ? `Agendar: ${plan.name}` : 'Agenda tu consulta'}
        description="Reserva tu consulta legal de 45 minutos por videollamada o teléfono, con precio fijo."
        path="/agendamiento"
        noindex
      />
      <div className="mx-auto max-w-3xl px-4 py-8" onFocusCapture={onNeedBackend}>
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
          {restored && <PlanLine plan={plan} discount={discount} />}
        </p>
        <StepIndicator current={step} />

        {step === 'datos' && (
          <PersonalStep
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
            backend={backend}
            now={now}
            fecha={draft.fecha}
            hora={draft.hora}
            tipoReunion={draft.tipoReunion}
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
            backend={backend}
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
              update({ hora: null });
              goTo('fecha');
            }}
            booked={booked}
            onPay={() => {
              goTo('pago');
            }}
            onBooked={(paymentData) => {
              update({ reservaId: paymentData.reservaId });
              if (paymentData.paymentMethod === 'gratis') void navigate('/payment-success');
              else goTo('pago');
            }}
          />
        )}
        {step === 'pago' && booked && <PaymentStep plan={draft.plan} payment={booked} />}
      </div>
    </>
  );
}

/**
 * /agendamiento?plan=: the four-step booking wizard. The database starts when the visitor starts
 * filling in the form (or arrives past step 1): it has seconds to get ready before step 2 needs
 * it, and a visitor who only looks never pays for it.
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
