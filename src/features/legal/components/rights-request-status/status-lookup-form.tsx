import { zodResolver } from '@hookform/resolvers/zod';
import type { SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import {
  parseRequestCode,
  statusLookupSchema,
  type StatusLookupValues,
} from './status-lookup-schema';

/** The request's number and the requester's e-mail, checked before anything is asked. */
export function StatusLookupForm({
  initial,
  onLookUp,
}: {
  initial: StatusLookupValues;
  onLookUp: (codigo: string, email: string) => Promise<void>;
}) {
  const form = useForm<StatusLookupValues>({
    resolver: zodResolver(statusLookupSchema),
    defaultValues: initial,
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = form.handleSubmit(async (values) => {
    const parsed = statusLookupSchema.parse(values);
    await onLookUp(parseRequestCode(parsed.codigo) ?? '', parsed.email);
  });

  return (
    <form
      noValidate
      aria-label="Consultar el estado de una solicitud"
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => void submit(event)}
      className="space-y-5"
    >
      <TextField
        label="Número de solicitud"
        autoComplete="off"
        spellCheck={false}
        hint="Está en el comprobante que recibiste al enviarla (ejemplo: SD-1A2B3C4D)."
        error={errors.codigo?.message}
        {...register('codigo')}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        hint="El mismo que indicaste en la solicitud."
        error={errors.email?.message}
        {...register('email')}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass('primary', 'disabled:opacity-60')}
      >
        {isSubmitting ? 'Consultando...' : 'Consultar estado'}
      </button>
    </form>
  );
}
