import { useState, type SubmitEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { BackendError, type BackendErrorCode } from '@/backend/port';

/**
 * Submits a validated form to an action and keeps what went wrong as a message for the form, with
 * the rule's code for a form that offers a way out of it: the one way every auth form handles a
 * refused request. What the person typed stays in place.
 */
export function useFormAction<T extends FieldValues>(
  form: UseFormReturn<T>,
  action: (values: T) => Promise<void>,
  fallbackMessage: string,
) {
  const [failure, setFailure] = useState<{ message: string; code: BackendErrorCode } | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await action(values);
    } catch (error) {
      setFailure({
        message: error instanceof Error ? error.message : fallbackMessage,
        code: error instanceof BackendError ? error.code : 'desconocido',
      });
    }
  });
  return {
    failure: failure?.message ?? null,
    failureCode: failure?.code ?? null,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void submit(event),
  };
}
