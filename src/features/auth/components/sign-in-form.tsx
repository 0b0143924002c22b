import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BackendPort } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { signInSchema } from '../schemas';
import { FormAlert } from './form-alert';

export interface Credentials {
  email: string;
  password: string;
}

interface SignInFormProps {
  backend: BackendPort;
  prefill: Credentials | null;
  onSignedIn: () => void;
  onForgot: () => void;
}

export function SignInForm({ backend, prefill, onSignedIn, onForgot }: SignInFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Credentials>({
    resolver: zodResolver(signInSchema),
    values: prefill ?? undefined,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await backend.auth.signIn(email, password);
      onSignedIn();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'No se pudo iniciar sesión');
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4"
      aria-label="Iniciar sesión"
    >
      <FormAlert message={failure} />
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
