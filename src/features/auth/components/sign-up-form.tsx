import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useWhenBackendStarted } from '@/components/auth/backend-context';
import { CollectionNotice } from '@/components/forms/collection-notice';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';
import { confirmationReturn } from '../confirmation-link';
import { signUpSchema } from '../schemas';
import { useFormAction } from '../use-form-action';
import { ConfirmEmailNotice } from './confirm-email-notice';
import { FormAlert } from './form-alert';

type SignUp = z.infer<typeof signUpSchema>;

interface SignUpFormProps {
  /** The account could be used at once (a project that does not confirm addresses). */
  onSignedIn: () => void;
  onSignIn: () => void;
}

/**
 * Creating an account. Its address must be confirmed before it opens anything: the form then
 * gives way to what to do next (the link sent, or shown in embedded mode), and nobody is signed in.
 */
export function SignUpForm({ onSignedIn, onSignIn }: SignUpFormProps) {
  const whenStarted = useWhenBackendStarted();
  const [pending, setPending] = useState<{ email: string; demoLink?: string } | null>(null);
  const form = useForm<SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { nombre: '', email: '', telefono: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { failure, onSubmit } = useFormAction(
    form,
    async (values) => {
      const backend = await whenStarted();
      const answer = await backend.auth.signUp(
        {
          ...values,
          telefono: values.telefono || undefined,
          avisoVersion: PRIVACY_POLICY_VERSION.version,
        },
        confirmationReturn(),
      );
      if (answer.session) onSignedIn();
      else setPending({ email: values.email.trim(), demoLink: answer.demoLink });
    },
    'No se pudo crear la cuenta',
  );

  if (pending) {
    return <ConfirmEmailNotice {...pending} onSignIn={onSignIn} />;
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Crear cuenta">
      <FormAlert message={failure} />
      <TextField
        label="Nombre completo"
        autoComplete="name"
        error={errors.nombre?.message}
        {...form.register('nombre')}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Teléfono (opcional)"
        type="tel"
        autoComplete="tel"
        error={errors.telefono?.message}
        {...form.register('telefono')}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        hint="Al menos 8 caracteres."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <CollectionNotice purpose="cuenta" />
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'w-full')}>
        {isSubmitting ? 'Creando cuenta...' : 'Crear cuenta'}
      </button>
    </form>
  );
}
