import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { EMPTY_DATOS } from '@/booking/model/booking-draft';
import { personalDataSchema, type PersonalData } from '@/booking/model/booking-schema';
import {
  EMPTY_URGENT_REQUEST,
  urgentRequestSchema,
  type UrgentRequestData,
} from '@/booking/model/urgent-request-schema';
import { SENSITIVE_CONSENT } from '@/content/legal/sensitive-consent';
import { documentError } from '@/lib/identity/document';
import { DESCRIPTION_MAX } from '@/lib/validation/fields';
import { withDocumentCheck } from './document-resolver';
import { PersonalDetailsFields } from './personal-details-fields';

function BookingForm({ onForm }: { onForm?: (form: UseFormReturn<PersonalData>) => void }) {
  const form = useForm<PersonalData>({
    resolver: withDocumentCheck(zodResolver(personalDataSchema)),
    defaultValues: EMPTY_DATOS,
    mode: 'onTouched',
  });
  onForm?.(form);
  return (
    <form noValidate aria-label="Reserva">
      <PersonalDetailsFields
        form={form}
        phonePlaceholder="+56 9 1234 5678"
        company
        description={{ label: 'Cuéntanos tu caso (opcional)' }}
      />
    </form>
  );
}

function UrgentForm() {
  const form = useForm<UrgentRequestData>({
    resolver: withDocumentCheck(zodResolver(urgentRequestSchema)),
    defaultValues: EMPTY_URGENT_REQUEST,
    mode: 'onTouched',
  });
  return (
    <form noValidate aria-label="Emergencia">
      <PersonalDetailsFields
        form={form}
        phoneLabel="Teléfono donde te llamamos"
        description={{ label: '¿Qué está pasando?', lead: 'Qué pasó.', required: true }}
      />
    </form>
  );
}

describe('PersonalDetailsFields', () => {
  it('asks for the company and names the phone as each form says', () => {
    const { unmount } = render(<BookingForm />);
    expect(screen.getByLabelText('Empresa (opcional)')).toHaveAttribute(
      'autocomplete',
      'organization',
    );
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('placeholder', '+56 9 1234 5678');
    expect(screen.getByText(SENSITIVE_CONSENT.optionalHint, { exact: false })).toBeInTheDocument();
    unmount();

    render(<UrgentForm />);
    expect(screen.queryByLabelText('Empresa (opcional)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono donde te llamamos')).not.toHaveAttribute('placeholder');
    expect(screen.getByLabelText('¿Qué está pasando?')).toBeRequired();
    expect(screen.getByText(SENSITIVE_CONSENT.requiredHint, { exact: false })).toBeInTheDocument();
  });

  it('writes a RUT out on leaving it, and checks the number again when the document changes', async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await user.type(screen.getByLabelText('RUT'), '123456785');
    await user.tab();
    expect(screen.getByLabelText('RUT')).toHaveValue('12.345.678-5');
    expect(screen.getByLabelText('RUT')).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(screen.getByLabelText('Documento de identidad'), 'pasaporte');
    const number = screen.getByLabelText('Número de documento');
    expect(number).toHaveAccessibleDescription(expect.stringContaining(documentError('pasaporte')));
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the description’s characters as they are typed', async () => {
    const user = userEvent.setup();
    render(<UrgentForm />);
    expect(screen.getByText(`0 de ${String(DESCRIPTION_MAX)} caracteres`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('¿Qué está pasando?'), 'Me detuvieron');
    expect(screen.getByText(`13 de ${String(DESCRIPTION_MAX)} caracteres`)).toBeInTheDocument();
  });

  it('keeps what was typed and picked in the prerendered form as its code takes over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BookingForm />);
    document.body.append(container);
    const input = (name: string) => {
      const element = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (!element) throw new Error(`Falta el campo ${name}`);
      return element;
    };
    // The visitor uses the static form before the code arrives.
    input('nombre').value = 'Ana Pérez';
    input('tipoDocumento').value = 'pasaporte';
    input('rut').value = 'AB1234567';
    const adult = container.querySelector<HTMLInputElement>('[value="mayor_de_edad"]');
    if (adult) adult.checked = true;
    input('consienteSensibles').checked = true;

    let form: UseFormReturn<PersonalData> | undefined;
    let root: Root | undefined;
    await act(() => {
      root = hydrateRoot(
        container,
        <BookingForm
          onForm={(own) => {
            form = own;
          }}
        />,
      );
      return Promise.resolve();
    });

    expect(form?.getValues()).toMatchObject({
      nombre: 'Ana Pérez',
      tipoDocumento: 'pasaporte',
      rut: 'AB1234567',
      declaracionEdad: 'mayor_de_edad',
      consienteSensibles: true,
      email: '',
    });
    expect(input('nombre')).toHaveValue('Ana Pérez');
    expect(adult).toBeChecked();
    expect(screen.getByLabelText('Número de documento')).toHaveValue('AB1234567');
    // What was typed counts as the visitor's own change: a later reset keeps it.
    act(() => {
      form?.reset(
        { ...EMPTY_DATOS, nombre: 'Guardado', email: 'guardado@ejemplo.cl' },
        {
          keepDirtyValues: true,
        },
      );
    });
    expect(input('nombre')).toHaveValue('Ana Pérez');
    expect(input('email')).toHaveValue('guardado@ejemplo.cl');
    expect(adult).toBeChecked();
    act(() => root?.unmount());
    container.remove();
  });
});
