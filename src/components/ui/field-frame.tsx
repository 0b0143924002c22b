import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a control needs from its frame: its id and how to be described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label, hint and error around one form control, tied to it (htmlFor, aria-invalid,
 * aria-describedby): the one frame of TextField and TextAreaField.
 */
export function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: cn(
          'w-full rounded-lg border bg-surface px-3 py-2 text-ink',
          error ? 'border-urgent' : 'border-line',
        ),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-urgent">
          {error}
        </p>
      )}
    </div>
  );
}
