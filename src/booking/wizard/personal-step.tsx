import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  AgeStatementField,
  DescriptionField,
  DocumentFields,
  SensitiveDataConsent,
} from '@/booking/ui/booking-fields';
import { CollectionNotice } from '@/components/forms/collection-notice';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { personalDataSchema, type PersonalData } from '@/booking/model/booking-schema';
import { formatDocument } from '@/lib/identity/document';
import { withDocumentCheck } from '@/booking/ui/document-resolver';

interface PersonalStepProps {
  values: PersonalData;
  /**
   * False while the prerendered form is being hydrated: the fields are read-only until then (text
   * typed into them would be lost as the form takes over) and the stored values fill them after.
   */
  restored: boolean;
  /** Every keystroke: the wizard keeps it, so a reload loses nothing. */
  onChange: (values: PersonalData) => void;
  onContinue: (values: PersonalData) => void;
}

/** Step 1: who is booking. The inputs carry the spec's field names. */
export function PersonalStep({ values, restored, onChange, onContinue }: PersonalStepProps) {
  const form = useForm<PersonalData>({
    resolver: withDocumentCheck(zodResolver(personalDataSchema)),
    defaultValues: values,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  // A layout effect: the stored values are in place in the same task that makes the fields
  // editable, so nothing typed can land in between and be overwritten.
  useLayoutEffect(() => {
    if (restored) form.reset(values);
    // Only when the stored values arrive; later `values` are the form's own echoes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored]);

  const watched = useWatch({ control: form.control });
  useEffect(() => {
    const current = { ...values, ...watched };
    if (JSON.stringify(current) !== JSON.stringify(values)) latestOnChange.current(current);
    // `values` is what the wizard already has; only what differs from it is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched]);

  const rut = form.register('rut');
  const tipoDocumento = watched.tipoDocumento ?? values.tipoDocumento;
  return (
    <form
      noValidate
      aria-busy={!restored}
      aria-label="Tus datos"
      className="space-y-4"
      onSubmit={(event) => void form.handleSubmit(onContinue)(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre completo"
          autoComplete="name"
          required
          error={errors.nombre?.message}
          readOnly={!restored}
          {...form.register('nombre')}
        />
        <DocumentFields
          type={tipoDocumento}
          typeField={form.register('tipoDocumento', {
            onChange: () => {
              if (form.getFieldState('rut').isTouched) void form.trigger('rut');
            },
          })}
          numberField={{
            ...rut,
            onBlur: (event) => {
              form.setValue('rut', formatDocument(tipoDocumento, event.target.value));
              void rut.onBlur(event);
            },
          }}
          error={errors.rut?.message}
          readOnly={!restored}
        />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          readOnly={!restored}
          {...form.register('email')}
        />
        <TextField
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          placeholder="+56 9 1234 5678"
          required
          error={errors.telefono?.message}
          readOnly={!restored}
          {...form.register('telefono')}
        />
        <TextField
          label="Empresa (opcional)"
          autoComplete="organization"
          className="sm:col-span-2"
          error={errors.empresa?.message}
          readOnly={!restored}
          {...form.register('empresa')}
        />
      </div>
      <DescriptionField
        label="Describe brevemente tu consulta (opcional)"
        value={watched.descripcion ?? ''}
        error={errors.descripcion?.message}
        readOnly={!restored}
        field={form.register('descripcion')}
      />
      <SensitiveDataConsent
        field={form.register('consienteSensibles')}
        error={errors.consienteSensibles?.message}
        readOnly={!restored}
      />
      <AgeStatementField
        field={form.register('declaracionEdad')}
        error={errors.declaracionEdad?.message}
        readOnly={!restored}
      />
      <CollectionNotice purpose="reserva" />
      <div className="flex justify-end">
        <button type="submit" disabled={!restored} className={buttonClass('primary')}>
          Continuar
        </button>
      </div>
    </form>
  );
}
