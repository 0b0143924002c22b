import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { BackendPort } from '@/backend/port';
import { CollectionNotice } from '@/components/forms/collection-notice';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';
import { signUpSchema } from '../schemas';
import { useFormAction } from '../use-form-action';
import { FormAlert } from './form-alert';

type SignUp = z.infer<typeof signUpSchema>;

interface SignUpFormProps {
  backend: BackendPort;
  onSignedUp: (signedIn: boolean) => void;
}

export function SignUpForm({ backend, onSignedUp }: SignUpFormProps) {
  const form = useForm<SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { nombre: '', email: '', telefono: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { failure, onSubmit } = useFormAction(
    form,
    async (values) => {
      const session = await backend.auth.signUp({
        ...values,
        telefono: values.telefono || undefined,
        avisoVersion: PRIVACY_POLICY_VERSION.version,
      });
      onSignedUp(session !== null);
    },
    'No se pudo crear la cuenta',
  );

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
