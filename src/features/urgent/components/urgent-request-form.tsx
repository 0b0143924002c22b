import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/components/auth/auth-context';
import { BackendWait } from '@/components/auth/backend-wait';
import { DataProviders } from '@/components/auth/data-providers';
import { refusalOf, type BookingRefusal } from '@/components/booking/booking-failure';
import { createUrgentRequest } from '@/components/booking/create-urgent-request';
import { clearDraft, useFormDraft } from '@/components/forms/form-draft';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { company, whatsappLink } from '@/content/company';
import {
  EMPTY_URGENT_REQUEST,
  urgentRequestSchema,
  type UrgentRequestData,
} from '@/lib/booking/urgent-request-schema';
import { formatClp } from '@/lib/format/clp';
import { formatRut } from '@/lib/rut/rut';
import { URGENT_FORM_ID } from './urgent-form-id';

/** A refused request, and the ways to reach a lawyer that do not depend on this form. */
function RequestFailure({ refusal }: { refusal: BookingRefusal }) {
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-urgent bg-urgent-soft p-3">
      <p className="font-medium text-urgent">{refusal.message}</p>
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

function RequestForm() {
  const { backend } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<BookingRefusal | null>(null);
  const form = useForm<UrgentRequestData>({
    resolver: zodResolver(urgentRequestSchema),
    defaultValues: EMPTY_URGENT_REQUEST,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const price = EMERGENCY_PLAN.price;
  // What was typed survives a reload or a refused send; it goes once the request is made.
  useFormDraft(URGENT_FORM_ID, form);

  // The visitor asked for the form: they start typing at once.
  useEffect(() => {
    form.setFocus('nombre');
  }, [form]);

  const submit = form.handleSubmit(async (datos) => {
    if (!backend) return;
    setFailure(null);
    try {
      await createUrgentRequest(backend, datos);
      clearDraft(URGENT_FORM_ID);
      void navigate('/pago');
    } catch (error) {
      setFailure(refusalOf(error));
    }
  });

  const rut = form.register('rut');
  return (
    <form
      noValidate
      aria-label="Solicitud de consulta de emergencia"
      className="mt-4 space-y-4"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Nombre completo"
          autoComplete="name"
          required
          error={errors.nombre?.message}
          {...form.register('nombre')}
        />
        <TextField
          label="RUT"
          placeholder="12.345.678-5"
          required
          error={errors.rut?.message}
          {...rut}
          onBlur={(event) => {
            form.setValue('rut', formatRut(event.target.value));
            void rut.onBlur(event);
          }}
        />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Teléfono donde te llamamos"
          type="tel"
          autoComplete="tel"
          required
          error={errors.telefono?.message}
          {...form.register('telefono')}
        />
        <TextAreaField
          label="¿Qué está pasando?"
          hint="En pocas palabras: qué pasó, dónde, y si hay una audiencia o un plazo."
          required
          className="sm:col-span-2"
          rows={4}
          error={errors.descripcion?.message}
          {...form.register('descripcion')}
        />
      </div>
      <BackendWait waiting="Preparando el envío de tu solicitud..." />
      {failure && <RequestFailure refusal={failure} />}
      <button
        type="submit"
        disabled={isSubmitting || !backend}
        className={buttonClass(
          'urgent',
          'w-full px-6 py-3 disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        {isSubmitting
          ? 'Enviando solicitud...'
          : `Solicitar la llamada y pagar ${formatClp(price)}`}
      </button>
    </form>
  );
}

/**
 * The emergency request form: the booking's field rules, a required account of what happened,
 * and the same path to payment as a paid booking (createUrgentRequest, then /pago). Loaded on the
 * first click, with the backend.
 */
export default function UrgentRequestForm() {
  return (
    <DataProviders>
      <RequestForm />
    </DataProviders>
  );
}
