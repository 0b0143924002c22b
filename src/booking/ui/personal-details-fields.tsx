import type { UseFormReturn } from 'react-hook-form';
import { CollectionNotice } from '@/components/forms/collection-notice';
import { registerKeepingEarlyChoice } from '@/components/forms/keep-early-choice';
import { TextField } from '@/components/ui/text-field';
import { formatDocument, type DocumentType } from '@/lib/identity/document';
import {
  AgeStatementField,
  DescriptionField,
  DocumentFields,
  SensitiveDataConsent,
} from './booking-fields';

/** What a form holding this block keeps; the company only where it is asked. */
export interface PersonalDetailsValues {
  nombre: string;
  tipoDocumento: DocumentType;
  rut: string;
  email: string;
  telefono: string;
  empresa?: string;
  descripcion: string;
  declaracionEdad: string;
  consienteSensibles: boolean;
}

interface PersonalDetailsFieldsProps<T extends PersonalDetailsValues> {
  form: UseFormReturn<T>;
  /** What the phone is for, where the form says more than "Teléfono". */
  phoneLabel?: string;
  phonePlaceholder?: string;
  /** Ask for the company (optional to fill in): only a form whose values hold one. */
  company?: T extends { empresa: string } ? boolean : never;
  /** The description's label, what it is for, whether it is required, its height. */
  description: { label: string; lead?: string; required?: boolean; rows?: number };
}

/**
 * Who is booking, as every booking form asks it (the wizard's first step, a practice page's
 * dialog, the emergency request): name, identity document, e-mail, phone, the company where
 * asked, the description with its authorisation for sensitive data, the age statement and the
 * notice of who collects the data. Placed in the caller's two-column grid; the state is the
 * caller's react-hook-form. A document number is written out in its usual form on leaving it, and
 * a number already checked is checked again when the document type changes.
 */
export function PersonalDetailsFields<T extends PersonalDetailsValues>({
  form,
  phoneLabel = 'Teléfono',
  phonePlaceholder,
  company,
  description,
}: PersonalDetailsFieldsProps<T>) {
  // T holds every field named here (its constraint), which TypeScript cannot see through a
  // generic form's paths.
  const details = form as unknown as UseFormReturn<PersonalDetailsValues>;
  const { errors } = details.formState;
  // watch(), not useWatch(): the form re-renders on these two fields, as each form did when it
  // wrote the block itself (the wizard's on every field), and the booking route's JavaScript
  // budget has no room for a second subscription.
  const [tipoDocumento, descripcion] = details.watch(['tipoDocumento', 'descripcion']);
  const rut = details.register('rut');
  return (
    <>
      <TextField
        label="Nombre completo"
        autoComplete="name"
        required
        error={errors.nombre?.message}
        {...details.register('nombre')}
      />
      <DocumentFields
        type={tipoDocumento}
        typeField={details.register('tipoDocumento', {
          onChange: () => {
            if (details.getFieldState('rut').isTouched) void details.trigger('rut');
          },
        })}
        numberField={{
          ...rut,
          onBlur: (event) => {
            details.setValue('rut', formatDocument(tipoDocumento, event.target.value));
            void rut.onBlur(event);
          },
        }}
        error={errors.rut?.message}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...details.register('email')}
      />
      <TextField
        label={phoneLabel}
        type="tel"
        autoComplete="tel"
        placeholder={phonePlaceholder}
        required
        error={errors.telefono?.message}
        {...details.register('telefono')}
      />
      {company && (
        <TextField
          label="Empresa (opcional)"
          autoComplete="organization"
          className="sm:col-span-2"
          error={errors.empresa?.message}
          {...details.register('empresa')}
        />
      )}
      <DescriptionField
        {...description}
        className="sm:col-span-2"
        value={descripcion}
        error={errors.descripcion?.message}
        field={details.register('descripcion')}
      />
      <SensitiveDataConsent
        required={description.required}
        className="sm:col-span-2"
        field={details.register('consienteSensibles')}
        error={errors.consienteSensibles?.message}
      />
      <AgeStatementField
        className="sm:col-span-2"
        field={registerKeepingEarlyChoice(details, 'declaracionEdad')}
        error={errors.declaracionEdad?.message}
      />
      <CollectionNotice purpose="reserva" className="sm:col-span-2" />
    </>
  );
}
