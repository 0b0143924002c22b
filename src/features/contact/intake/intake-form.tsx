import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CollectionNotice } from '@/components/forms/collection-notice';
import { buttonClass } from '@/components/ui/button-styles';
import { FieldFrame } from '@/components/ui/field-frame';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';
import { FormAlert } from '../components/form-alert';
import type { CarriedProps } from '@/components/forms/form-island';
import { SentConfirmation } from '../components/sent-confirmation';
import { clearDraft, useFormDraft } from '@/components/forms/form-draft';
import { contactRefusal } from '../refusal';
import { sendContactMessage } from '../send-contact';
import { composeIntakeMessage } from './compose-intake';
import type { IntakeDefinition, IntakeQuestion } from './intake';
import {
  answerField,
  answersOf,
  emptyIntake,
  intakeSchema,
  type IntakeValues,
} from './intake-schema';

/** A free case review's form: the case's questions, stored as one message to the firm. */
export default function IntakeForm({
  intake,
  carried,
}: { intake: IntakeDefinition } & CarriedProps) {
  const schema = useMemo(() => intakeSchema(intake), [intake]);
  const empty = useMemo(() => emptyIntake(intake), [intake]);
  const form = useForm<IntakeValues>({ resolver: zodResolver(schema), defaultValues: empty });
  useFormDraft(intake.path, form, {}, carried);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendContactMessage({
        nombre: values.nombre.trim(),
        email: values.email.trim(),
        telefono: values.telefono.trim() || undefined,
        servicio: intake.servicio,
        mensaje: composeIntakeMessage(intake, answersOf(intake, values), values.detalle),
        avisoVersion: PRIVACY_POLICY_VERSION.version,
      });
      setSentTo(values.email.trim());
      form.reset(empty);
      clearDraft(intake.path);
    } catch (error) {
      const refusal = contactRefusal(error);
      if (refusal.field) {
        const field = refusal.field === 'mensaje' ? 'detalle' : refusal.field;
        form.setError(field, { message: refusal.message }, { shouldFocus: true });
      } else setFailure(refusal.message);
    }
  });

  if (sentTo)
    return (
      <SentConfirmation email={sentTo} steps={intake.nextSteps} onAnother={() => setSentTo(null)} />
    );

  const question = (q: IntakeQuestion) => {
    const name = answerField(q.id);
    const label = q.required ? q.label : `${q.label} (opcional)`;
    if (q.kind === 'choice') {
      // Registered here, not inside the frame, so fields register in the form's order (the first
      // error gets the focus).
      const choice = form.register(name);
      return (
        <FieldFrame key={q.id} label={label} hint={q.hint} error={errorOf(name)}>
          {(control) => (
            <select {...control} {...choice}>
              <option value="">Elige una opción</option>
              {q.options?.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          )}
        </FieldFrame>
      );
    }
    return (
      <TextField
        key={q.id}
        label={label}
        type={q.kind === 'date' ? 'date' : 'text'}
        hint={q.hint}
        error={errorOf(name)}
        {...form.register(name)}
      />
    );
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={intake.title}
      className="space-y-4"
    >
      <FormAlert message={failure} />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold text-ink">Tu caso</legend>
        {intake.questions.map(question)}
        <TextAreaField
          label={intake.detailLabel}
          rows={6}
          hint={intake.detailHint}
          error={errorOf('detalle')}
          {...form.register('detalle')}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold text-ink">Tus datos de contacto</legend>
        <TextField
          label="Nombre completo"
          autoComplete="name"
          error={errorOf('nombre')}
          {...form.register('nombre')}
        />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          error={errorOf('email')}
          {...form.register('email')}
        />
        <TextField
          label="Teléfono (opcional)"
          type="tel"
          autoComplete="tel"
          hint="Para llamarte si el plazo es corto."
          error={errorOf('telefono')}
          {...form.register('telefono')}
        />
      </fieldset>
      <CollectionNotice purpose="contacto" />
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'w-full')}>
        {isSubmitting ? 'Enviando...' : 'Enviar solicitud gratuita'}
      </button>
    </form>
  );
}
