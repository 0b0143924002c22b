import { useState, type ReactNode, type SubmitEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/text-area-field';

interface TextActionFormProps {
  /** The form's accessible name. */
  name: string;
  label: string;
  submitLabel: string;
  min: number;
  max: number;
  busy: boolean;
  tone?: 'primary' | 'urgent';
  hint?: string;
  /** Fields before the text (the extension's days). */
  children?: ReactNode;
  onSubmit: (text: string) => void;
}

/**
 * An action that needs a text (the answer, the reason of a denial or an extension): the text is
 * required within its limits, and stays when the server refuses it.
 */
export function TextActionForm(props: TextActionFormProps) {
  const { name, label, submitLabel, min, max, busy, tone = 'primary', hint, children } = props;
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const length = text.trim().length;
  const valid = length >= min && length <= max;
  return (
    <form
      aria-label={name}
      noValidate
      className="space-y-3 rounded-xl border border-line p-4"
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (!valid) {
          setInvalid(true);
          event.currentTarget.querySelector('textarea')?.focus();
          return;
        }
        props.onSubmit(text.trim());
      }}
    >
      {children}
      <TextAreaField
        label={label}
        rows={4}
        maxLength={max}
        value={text}
        hint={`${hint ? `${hint} ` : ''}${String(length)} de ${String(max)} caracteres.`}
        error={
          invalid && !valid
            ? `Escribe entre ${String(min)} y ${String(max)} caracteres.`
            : undefined
        }
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <button
        type="submit"
        disabled={busy}
        className={buttonClass(tone, 'disabled:cursor-not-allowed disabled:opacity-60')}
      >
        {submitLabel}
      </button>
    </form>
  );
}
