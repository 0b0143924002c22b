import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWhenBackendStarted } from '@/components/auth/backend-context';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { signInSchema } from '../schemas';
import { useFormAction } from '../use-form-action';
import { FormAlert } from './form-alert';
import { ResendConfirmation } from './resend-confirmation';

export interface Credentials {
  email: string;
  password: string;
}

interface SignInFormProps {
  prefill: Credentials | null;
  onSignedIn: () => void;
  onForgot: () => void;
}

export function SignInForm({ prefill, onSignedIn, onForgot }: SignInFormProps) {
  const whenStarted = useWhenBackendStarted();
  const form = useForm<Credentials>({
    resolver: zodResolver(signInSchema),
    values: prefill ?? undefined,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const [tried, setTried] = useState('');
  const { failure, failureCode, onSubmit } = useFormAction(
    form,
    async ({ email, password }) => {
      setTried(email.trim());
      const backend = await whenStarted();
      await backend.auth.signIn(email, password);
      onSignedIn();
    },
    'No se pudo iniciar sesión',
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Iniciar sesión">
      <FormAlert message={failure} />
      {/* The right password of an account whose address is not confirmed yet: the way on. */}
      {failureCode === 'correo_sin_confirmar' && <ResendConfirmation key={tried} email={tried} />}
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'w-full')}>
        {isSubmitting ? 'Ingresando...' : 'Iniciar sesión'}
      </button>
      <button type="button" onClick={onForgot} className="w-full text-sm text-link underline">
        ¿Olvidaste tu contraseña?
      </button>
    </form>
  );
}
