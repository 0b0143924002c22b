import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { CollectionNotice } from '@/components/forms/collection-notice';
import { FieldFrame } from '@/components/ui/field-frame';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';
import { MESSAGE_MAX } from '@/lib/validation/fields';
import {
  CONTACT_AREAS,
  CONTACT_PLAN_SERVICES,
  OTHER_SERVICE,
  serviceFromParam,
} from '../contact-services';
import { contactSchema, EMPTY_CONTACT, type ContactValues } from '../contact-schema';
import { CONTACT_FORM_ID, clearDraft, useFormDraft } from '@/components/forms/form-draft';
import type { CarriedProps } from '@/components/forms/form-island';
import { contactRefusal } from '../refusal';
import { sendContactMessage } from '../send-contact';
import { FormAlert } from './form-alert';
import { SentConfirmation } from './sent-confirmation';

/**
 * The contact form. Its fields are in the prerendered HTML; the backend starts only when the
 * visitor sends. What is typed is kept in this tab (a reload or a refusal loses nothing) and
 * forgotten once the message is stored.
 */
export default function ContactForm({ carried }: CarriedProps) {
  const [params] = useSearchParams();
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT,
  });
  useFormDraft(
    CONTACT_FORM_ID,
    form,
    { servicio: serviceFromParam(params.get('servicio')) },
    carried,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  // Registered before rendering, so fields register in the form's order (the first error gets
  // the focus) even though the select renders inside its frame.
  const field = {
    nombre: form.register('nombre'),
    email: form.register('email'),
    telefono: form.register('telefono'),
    servicio: form.register('servicio'),
    mensaje: form.register('mensaje'),
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendContactMessage({
        nombre: values.nombre.trim(),
        email: values.email.trim(),
        telefono: values.telefono.trim() || undefined,
        servicio: values.servicio,
        mensaje: values.mensaje.trim(),
        avisoVersion: PRIVACY_POLICY_VERSION.version,
      });
      setSentTo(values.email.trim());
      form.reset(EMPTY_CONTACT);
      clearDraft(CONTACT_FORM_ID);
    } catch (error) {
      const refusal = contactRefusal(error);
      if (refusal.field) {
        form.setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
      } else setFailure(refusal.message);
    }
  });

  if (sentTo) return <SentConfirmation email={sentTo} onAnother={() => setSentTo(null)} />;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Formulario de contacto"
      className="space-y-4"
    >
      <FormAlert message={failure} />
      <TextField
        label="Nombre completo"
        autoComplete="name"
        error={errors.nombre?.message}
        {...field.nombre}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...field.email}
      />
      <TextField
        label="Teléfono (opcional)"
        type="tel"
        autoComplete="tel"
        hint="Si prefieres que te llamemos."
        error={errors.telefono?.message}
        {...field.telefono}
      />
      <FieldFrame label="Tema de tu consulta" error={errors.servicio?.message}>
        {(control) => (
          <select {...control} {...field.servicio}>
            <option value="">Elige un tema</option>
            <optgroup label="Áreas de práctica">
              {CONTACT_AREAS.map((title) => (
                <option key={title}>{title}</option>
              ))}
            </optgroup>
            <optgroup label="Servicios y planes">
              {CONTACT_PLAN_SERVICES.map((title) => (
                <option key={title}>{title}</option>
              ))}
            </optgroup>
            <option>{OTHER_SERVICE}</option>
          </select>
        )}
      </FieldFrame>
      <TextAreaField
        label="Mensaje"
        rows={6}
        hint={`Cuéntanos qué pasó y qué necesitas (hasta ${MESSAGE_MAX} caracteres). No incluyas contraseñas ni datos bancarios.`}
        error={errors.mensaje?.message}
        {...field.mensaje}
      />
      <CollectionNotice purpose="contacto" />
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'w-full')}>
        {isSubmitting ? 'Enviando...' : 'Enviar mensaje'}
      </button>
    </form>
  );
}
