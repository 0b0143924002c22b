import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type SubmitEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useBackend } from '@/components/auth/backend-context';
import type { RightsRequestReceipt } from '@/backend/rights-requests-port';
import { CollectionNotice } from '@/components/forms/collection-notice';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { RIGHTS } from '@/lib/privacy/request-deadlines';
import { RIGHT_LABELS } from '@/lib/privacy/right-labels';
import { DESCRIPTION_MAX } from '@/lib/validation/fields';
import { IdentityCheckFields } from './identity-check-fields';
import { RightsRequestReceiptView } from './rights-request-receipt';
import { rightsRequestSchema, type RightsRequestValues } from './rights-request-schema';

const DEFAULTS: RightsRequestValues = {
  derecho: 'acceso',
  nombre: '',
  email: '',
  detalle: '',
  codigoEmail: '',
};

/**
 * The request to exercise a right, for anyone: the right, who asks, what it concerns and the
 * identity check; acknowledged at once with the request's number and due date. On a refusal
 * everything typed stays.
 */
export function RightsRequestForm() {
  const backend = useBackend();
  const [receipt, setReceipt] = useState<{ receipt: RightsRequestReceipt; email: string } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RightsRequestValues>({
    resolver: zodResolver(rightsRequestSchema),
    defaultValues: DEFAULTS,
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const detailLength = useWatch({ control: form.control, name: 'detalle' }).trim().length;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const parsed = rightsRequestSchema.parse(values);
      const filed = await backend.solicitudes.file({
        derecho: parsed.derecho,
        nombre: parsed.nombre,
        email: parsed.email,
        detalle: parsed.detalle,
        codigo: parsed.codigoEmail,
      });
      setReceipt({ receipt: filed, email: parsed.email });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'No pudimos registrar tu solicitud');
    }
  });

  if (receipt) return <RightsRequestReceiptView receipt={receipt.receipt} email={receipt.email} />;

  return (
    <form
      noValidate
      aria-label="Solicitud de derechos sobre datos personales"
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => void submit(event)}
      className="space-y-5"
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-ink">¿Qué derecho quieres ejercer?</legend>
        {RIGHTS.map((right) => (
          <label key={right} className="flex items-start gap-2 text-ink">
            <input type="radio" value={right} className="mt-1" {...register('derecho')} />
            <span>
              {RIGHT_LABELS[right].label}
              <span className="block text-xs text-ink-muted">
                {RIGHT_LABELS[right].description}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        label="Nombre"
        autoComplete="name"
        error={errors.nombre?.message}
        {...register('nombre')}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        hint="El que usaste con nosotros: ahí te responderemos."
        error={errors.email?.message}
        {...register('email')}
      />
      <TextAreaField
        label="¿A qué datos o trato se refiere?"
        rows={4}
        maxLength={DESCRIPTION_MAX}
        hint={`Por ejemplo: la reserva del 3 de diciembre, mi suscripción a novedades. ${String(detailLength)} de ${String(DESCRIPTION_MAX)} caracteres.`}
        error={errors.detalle?.message}
        {...register('detalle')}
      />
      <IdentityCheckFields form={form} />
      {failure && (
        <p role="alert" className="rounded-lg border border-urgent bg-urgent-soft p-3 text-urgent">
          {failure}
        </p>
      )}
      <CollectionNotice purpose="derechos" />
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass('primary', 'disabled:opacity-60')}
      >
        {isSubmitting ? 'Enviando...' : 'Enviar solicitud'}
      </button>
    </form>
  );
}
