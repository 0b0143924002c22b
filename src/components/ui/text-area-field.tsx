import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line input with its hint and error tied to it, like TextField. */
export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea rows={4} {...control} {...textarea} />}
    </FieldFrame>
  );
}
