import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useBackend } from '@/components/auth/backend-context';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { newPasswordSchema } from '../schemas';
import { useFormAction } from '../use-form-action';
import { FormAlert } from './form-alert';

interface NewPasswordFormProps {
  onDone: () => void;
}

/** Shown after following a reset link: the person is signed in and sets a new password. */
export function NewPasswordForm({ onDone }: NewPasswordFormProps) {
  const backend = useBackend();
  const form = useForm<{ password: string; confirmacion: string }>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmacion: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { failure, onSubmit } = useFormAction(
    form,
    async ({ password }) => {
      await backend.auth.updatePassword(password);
      onDone();
    },
    'No se pudo cambiar la contraseña',
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Nueva contraseña">
      <FormAlert message={failure} />
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Repite la contraseña"
        type="password"
        autoComplete="new-password"
        error={errors.confirmacion?.message}
        {...form.register('confirmacion')}
      />
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'w-full')}>
        Guardar contraseña
      </button>
    </form>
  );
}
