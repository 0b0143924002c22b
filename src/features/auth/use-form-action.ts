import { useState, type SubmitEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Submits a validated form to an action and keeps what went wrong as a message for the form:
 * the one way every auth form handles a refused request. What the person typed stays in place.
 */
export function useFormAction<T extends FieldValues>(
  form: UseFormReturn<T>,
  action: (values: T) => Promise<void>,
  fallbackMessage: string,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await action(values);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : fallbackMessage);
    }
  });
  return { failure, onSubmit: (event: SubmitEvent<HTMLFormElement>) => void submit(event) };
}
