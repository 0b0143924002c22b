import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode, type SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { SecurityAlert } from './security-alert';
import { normalizeTotpCode, totpCodeSchema, type TotpCodeValues } from './totp-code-schema';

interface TotpCodeFormProps {
  /** The form's accessible name: what the code is for. */
  name: string;
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the code, without spaces; a rejection's message is shown and the code kept. */
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
  cancelLabel?: string;
  /** Something that can fill the field for the person (the demo accounts' current code). */
  helper?: (fill: (code: string) => void) => ReactNode;
  /** Moves the focus to the field as the form appears (it opens on a click, in place). */
  focusOnMount?: boolean;
}

/** A 6-digit code from the authenticator app, checked here before the backend sees it. */
export function TotpCodeForm({
  name,
  hint,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  cancelLabel = 'Cancelar',
  helper,
  focusOnMount = false,
}: TotpCodeFormProps) {
  const form = useForm<TotpCodeValues>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { codigo: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (focusOnMount) form.setFocus('codigo');
  }, [focusOnMount, form]);

  const submit = form.handleSubmit(async ({ codigo }) => {
    setFailure(null);
    try {
      await onSubmit(normalizeTotpCode(codigo));
    } catch (error) {
      // What was typed stays: a code refused for waiting can be sent again as it is.
      setFailure(error instanceof Error ? error.message : 'No pudimos verificar el código');
      form.setFocus('codigo');
    }
  });

  return (
    <form
      noValidate
      aria-label={name}
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => void submit(event)}
      className="space-y-3"
    >
      <SecurityAlert message={failure} />
      <TextField
        label="Código de 6 dígitos"
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        error={errors.codigo?.message}
        className="max-w-xs"
        {...form.register('codigo')}
      />
      {helper?.((code) => {
        form.setValue('codigo', code, { shouldValidate: true });
      })}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
          {isSubmitting ? pendingLabel : submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
