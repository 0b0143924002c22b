import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { getBackend } from '@/backend/get-backend';
import { BackendError } from '@/backend/port';
import { TermsAcceptance } from '@/booking/ui/booking-fields';
import { warmBooking } from '@/booking/ui/booking-intent';
import { bookingStatements, personFields } from '@/booking/ui/booking-statements';
import { createUrgentRequest } from '@/booking/ui/create-urgent-request';
import { PersonalDetailsFields } from '@/booking/ui/personal-details-fields';
import { clearDraft, useFormDraft } from '@/components/forms/form-draft';
import type { CarriedProps } from '@/components/forms/form-island';
import { buttonClass } from '@/components/ui/button-styles';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { company, whatsappLink } from '@/content/company';
import {
  EMPTY_URGENT_REQUEST,
  urgentRequestSchema,
  type UrgentRequestData,
} from '@/booking/model/urgent-request-schema';
import { formatClp } from '@/lib/format/clp';
import { URGENT_FORM_ID } from './urgent-form-id';
import { withDocumentCheck } from '@/booking/ui/document-resolver';

/** A refused request, and the ways to reach a lawyer that do not depend on this form. */
function RequestFailure({ message }: { message: string }) {
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-urgent bg-urgent-soft p-3">
      <p className="font-medium text-urgent">{message}</p>
      <p className="text-sm text-ink">
        Si es urgente, llámanos al{' '}
        <a href={company.phoneHref} className="font-semibold text-link underline">
          {company.phone}
        </a>{' '}
        o escríbenos por{' '}
        <a
          href={whatsappLink('Hola, tengo una emergencia legal.')}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-link underline"
        >
          WhatsApp
        </a>
        .
      </p>
    </div>
  );
}

/** Why a request was not taken: the database's Spanish message, or that it could not be sent. */
function failureMessage(error: unknown): string {
  return error instanceof BackendError
    ? error.message
    : 'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.';
}

/**
 * The emergency request form: the booking's field rules, a required account of what happened,
 * and the same path to payment as a paid booking (createUrgentRequest, then /pago). Its fields
 * are in the prerendered page; the backend starts loading when the visitor starts filling it in
 * (focus on a field), never on arrival, so it is ready by the time they send. What is typed is
 * kept in this tab (a reload or a refusal loses nothing) and forgotten once the request is made.
 */
export default function UrgentRequestForm({ carried }: CarriedProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The emergency consultation is paid: its terms are accepted before the request is made.
  const [accepted, setAccepted] = useState(false);
  const form = useForm<UrgentRequestData>({
    resolver: withDocumentCheck(zodResolver(urgentRequestSchema)),
    defaultValues: EMPTY_URGENT_REQUEST,
    mode: 'onTouched',
  });
  useFormDraft(URGENT_FORM_ID, form, {}, carried);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (datos) => {
    setFailure(null);
    try {
      await createUrgentRequest(await getBackend(), {
        ...personFields(datos),
        ...bookingStatements(datos, accepted),
      });
      clearDraft(URGENT_FORM_ID);
      void navigate('/pago');
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <form
      noValidate
      aria-label="Solicitud de consulta de emergencia"
      className="mt-4 space-y-4"
      onFocusCapture={() => {
        warmBooking();
      }}
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <PersonalDetailsFields
          form={form}
          phoneLabel="Teléfono donde te llamamos"
          description={{
            label: '¿Qué está pasando?',
            lead: 'En pocas palabras: qué pasó, dónde, y si hay una audiencia o un plazo.',
            required: true,
            rows: 4,
          }}
        />
      </div>
      <TermsAcceptance checked={accepted} onChange={setAccepted} />
      {failure && <RequestFailure message={failure} />}
      <button
        type="submit"
        disabled={isSubmitting || !accepted}
        className={buttonClass(
          'urgent',
          'w-full px-6 py-3 disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        {isSubmitting
          ? 'Enviando solicitud...'
          : `Solicitar la llamada y pagar ${formatClp(EMERGENCY_PLAN.price)}`}
      </button>
    </form>
  );
}
