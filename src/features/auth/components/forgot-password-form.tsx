import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWhenBackendStarted } from '@/components/auth/backend-context';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { forgotSchema } from '../schemas';
import { useFormAction } from '../use-form-action';
import { DemoLink } from './demo-link';
import { FormAlert } from './form-alert';

interface ForgotPasswordFormProps {
  onBack: () => void;
}

export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const whenStarted = useWhenBackendStarted();
  const [sent, setSent] = useState(false);
  const [demoLink, setDemoLink] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { failure, onSubmit } = useFormAction(
    form,
    async ({ email }) => {
      const backend = await whenStarted();
      const result = await backend.auth.requestPasswordReset(
        email,
        `${window.location.origin}/auth?modo=nueva-clave`,
      );
      setDemoLink(result.demoLink ?? null);
      setSent(true);
    },
    'No se pudo enviar el enlace',
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Recuperar contraseña">
      <p className="text-sm text-ink-muted">
        Te enviaremos un enlace para crear una contraseña nueva.
      </p>
      <FormAlert message={failure} />
      {sent && (
        <FormAlert
          tone="success"
          message="Si existe una cuenta con ese correo, recibirás un enlace para restablecer la contraseña."
        />
      )}
      {demoLink && <DemoLink href={demoLink} label="restablecer contraseña" />}
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'w-full')}>
        {isSubmitting ? 'Enviando...' : 'Enviar enlace'}
      </button>
      <button type="button" onClick={onBack} className="w-full text-sm text-link underline">
        Volver a iniciar sesión
      </button>
    </form>
  );
}
