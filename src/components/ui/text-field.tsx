import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from './field-frame';

interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its error text tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
