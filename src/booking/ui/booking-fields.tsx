import { useId, type ComponentPropsWithRef } from 'react';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { DATA_REQUEST_PATH } from '@/content/legal/data-request-path';
import { SENSITIVE_CONSENT } from '@/content/legal/sensitive-consent';
import { TERMS_VERSION } from '@/content/legal/versions';
import { DESCRIPTION_GUIDANCE } from '@/booking/model/booking-schema';
import {
  AGE_STATEMENT_OPTIONS,
  AGE_STATEMENTS,
  DOCUMENT_OPTIONS,
  DOCUMENT_TYPES,
  type DocumentType,
} from '@/lib/identity/document';
import { cn } from '@/lib/cn';
import { charLength, DESCRIPTION_MAX } from '@/lib/validation/fields';

// The parts of the personal-details block every booking form shows (personal-details-fields.tsx)
// and the terms box: each takes what react-hook-form's register() gives, so the forms keep their
// own state.

type Registered = Omit<ComponentPropsWithRef<'input'>, 'type'>;
const NEW_TAB = <span className="sr-only"> (se abre en una pestaña nueva)</span>;

/** The document type and its number; the number's label, hint and placeholder follow the type. */
export function DocumentFields({
  type,
  typeField,
  numberField,
  error,
}: {
  type: DocumentType;
  typeField: ComponentPropsWithRef<'select'>;
  numberField: Registered;
  error: string | undefined;
}) {
  const rut = type === 'rut';
  const id = useId();
  return (
    <>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
          Documento de identidad
        </label>
        <select
          id={id}
          className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink"
          {...typeField}
        >
          {DOCUMENT_TYPES.map((option) => (
            <option key={option} value={option}>
              {DOCUMENT_OPTIONS[option]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={rut ? 'RUT' : 'Número de documento'}
        inputMode="text"
        autoComplete="off"
        placeholder={rut ? '12.345.678-5' : 'AB1234567'}
        hint={rut ? 'Con dígito verificador.' : 'Letras, números o guiones, como aparece en él.'}
        required
        error={error}
        {...numberField}
      />
    </>
  );
}

/** The required statement of age, made where the booking is made. */
export function AgeStatementField({
  field,
  error,
  className,
}: {
  field: Registered;
  error: string | undefined;
  className?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">Declaración de edad</legend>
      {AGE_STATEMENTS.map((value) => (
        <label key={value} className="flex items-start gap-2 py-1 text-sm text-ink">
          <input type="radio" value={value} className="mt-0.5 size-4 accent-brand" {...field} />
          <span>{AGE_STATEMENT_OPTIONS[value]}</span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-urgent">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The case description: what to write and what to leave out (health, criminal records, other
 * people's data are sensitive and rarely needed), and how much room is left.
 */
export function DescriptionField({
  field,
  value,
  label,
  lead,
  error,
  className,
  ...rest
}: {
  /** What this form's description is for, said before the general guidance. */
  lead?: string;
  field: ComponentPropsWithRef<'textarea'>;
  value: string;
  label: string;
  error: string | undefined;
  className?: string;
  required?: boolean;
  rows?: number;
}) {
  const used = charLength(value);
  return (
    <div className={className}>
      <TextAreaField
        label={label}
        hint={lead ? `${lead} ${DESCRIPTION_GUIDANCE}` : DESCRIPTION_GUIDANCE}
        error={error}
        {...rest}
        {...field}
      />
      <p className={cn('mt-1 text-xs', used > DESCRIPTION_MAX ? 'text-urgent' : 'text-ink-muted')}>
        {used} de {DESCRIPTION_MAX} caracteres
      </p>
    </div>
  );
}

/**
 * The express authorisation for the sensitive data of the description: an unticked box of its
 * own, beside the description, saying how to withdraw it (which erases the description).
 */
export function SensitiveDataConsent({
  field,
  error,
  required,
  className,
}: {
  field: Registered;
  error: string | undefined;
  /** The description is required here, so the authorisation is too. */
  required?: boolean;
  className?: string;
}) {
  const hintId = useId();
  const errorId = `${hintId}-error`;
  return (
    <div
      className={cn('rounded-lg border border-line bg-surface-2 p-3 text-sm text-ink', className)}
    >
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="mt-0.5 size-4 shrink-0 accent-brand"
          {...field}
        />
        <span>{SENSITIVE_CONSENT.label}</span>
      </label>
      <p id={hintId} className="mt-1 pl-6 text-ink-muted">
        {required ? SENSITIVE_CONSENT.requiredHint : SENSITIVE_CONSENT.optionalHint}{' '}
        {SENSITIVE_CONSENT.withdrawal} en Mi cuenta, o con el{' '}
        <a href={DATA_REQUEST_PATH} target="_blank" rel="noopener" className="text-link underline">
          formulario de solicitud sobre tus datos{NEW_TAB}
        </a>
        .
      </p>
      {error && (
        <p id={errorId} className="mt-1 pl-6 font-medium text-urgent">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The terms, readable and storable before a paid booking is made (Ley 19.496 art. 12 A): an
 * unticked box the person ticks, with the text one click away in a new tab.
 */
export function TermsAcceptance({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="rounded-lg border border-line bg-surface-2 p-3 text-sm text-ink">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand"
          checked={checked}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
        />
        <span>He leído y acepto los Términos y condiciones</span>
      </label>
      <p className="mt-1 pl-6 text-ink-muted">
        <a href="/terminos" target="_blank" rel="noopener" className="text-link underline">
          Leer los Términos y condiciones (v{TERMS_VERSION.version}){NEW_TAB}
        </a>{' '}
        ·{' '}
        <a
          href="/terminos"
          download={`terminos-y-condiciones-v${TERMS_VERSION.version}.html`}
          className="text-link underline"
        >
          Descargar para guardar o imprimir
        </a>
      </p>
    </div>
  );
}
