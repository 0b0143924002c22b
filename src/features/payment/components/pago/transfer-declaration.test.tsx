import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BackendError, type BackendPort, type BookingPayment } from '@/backend/port';
import { BackendProvider } from '@/components/auth/backend-context';
import { fakeBackend } from '@/test/fake-backend';
import { LocationProbe } from '@/test/render-app';
import { TransferDeclaration } from './transfer-declaration';

const RESERVA_ID = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';
const OTHER_ID = '9d1e2f30-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

const DECLARED: BookingPayment = {
  reservaEstado: 'pendiente',
  expiraEn: '2026-11-25T12:00:00Z',
  precio: 35000,
  metodoPago: 'transferencia',
  pago: {
    estado: 'por_verificar',
    metodo: 'transferencia',
    monto: 35000,
    motivo: null,
    ordenCompra: null,
    numeroComprobante: 'OP-0012345678',
    tieneArchivo: false,
    codigoAutorizacion: null,
    ultimosDigitos: null,
    tipoPago: null,
    cuotas: null,
    fecha: '2026-11-23T12:00:00Z',
  },
};

const declareTransfer = vi.fn<BackendPort['pagos']['declareTransfer']>();
const notify = vi.fn<BackendPort['notificaciones']['notify']>();

beforeEach(() => {
  declareTransfer.mockReset().mockResolvedValue(DECLARED);
  notify.mockReset().mockResolvedValue({ kind: 'enviado', intentos: 1 });
});

const backend = () => fakeBackend({ pagos: { declareTransfer }, notificaciones: { notify } });

function renderForm(reservaId = RESERVA_ID) {
  const view = render(
    <MemoryRouter initialEntries={['/pago?metodo=transferencia']}>
      <Routes>
        <Route
          path="/pago"
          element={
            <BackendProvider backend={backend()}>
              <TransferDeclaration reservaId={reservaId} />
            </BackendProvider>
          }
        />
        <Route path="/payment-success" element={<h1>Confirmación</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  // The file input filters nothing itself: the component must refuse what it cannot take.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

const numberField = () => screen.getByRole('textbox', { name: 'Número de operación' });
const fileField = () => screen.getByLabelText('Comprobante (opcional)');
const send = () => screen.getByRole('button', { name: 'Enviar comprobante' });
const location = () => screen.getByTestId('location').textContent;

const INVALID_NUMBER = 'Ingresa el número de operación del comprobante (4 a 40 letras o números).';

describe('TransferDeclaration', () => {
  it.each([
    ['nothing', ''],
    ['too short a number', '12'],
    ['a number with symbols', '0012$345'],
  ])('refuses %s in Spanish, without calling the backend', async (_case, typed) => {
    const { user } = renderForm();

    if (typed) await user.type(numberField(), typed);
    await user.click(send());

    expect(screen.getByText(INVALID_NUMBER)).toBeVisible();
    expect(numberField()).toBeInvalid();
    expect(numberField()).toHaveAccessibleDescription(expect.stringContaining(INVALID_NUMBER));
    expect(numberField()).toHaveFocus();
    expect(declareTransfer).not.toHaveBeenCalled();
    expect(location()).toBe('/pago?metodo=transferencia');
  });

  it.each([
    [
      'a file that is not a PDF or an image',
      new File(['hola'], 'comprobante.txt', { type: 'text/plain' }),
      'El comprobante debe ser un PDF o una imagen JPG, PNG o WEBP.',
    ],
    [
      'an empty file',
      new File([], 'comprobante.pdf', { type: 'application/pdf' }),
      'El comprobante puede pesar hasta 5 MB.',
    ],
    [
      'a file over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'comprobante.pdf', {
        type: 'application/pdf',
      }),
      'El comprobante puede pesar hasta 5 MB.',
    ],
  ])('refuses %s, without calling the backend', async (_case, file, message) => {
    const { user } = renderForm();

    await user.type(numberField(), '0012345678');
    await user.upload(fileField(), file);
    await user.click(send());

    expect(screen.getByText(message)).toBeVisible();
    expect(fileField()).toBeInvalid();
    expect(screen.queryByText(INVALID_NUMBER)).not.toBeInTheDocument();
    expect(declareTransfer).not.toHaveBeenCalled();
  });

  it('declares the normalized number, then notifies the firm and shows the confirmation', async () => {
    const { user } = renderForm();

    await user.type(numberField(), '  op-0012345678 ');
    await user.click(send());

    expect(declareTransfer).toHaveBeenCalledExactlyOnceWith({
      reservaId: RESERVA_ID,
      numero: 'OP-0012345678',
      archivo: undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Confirmación' })).toBeVisible();
    expect(location()).toBe('/payment-success?method=transferencia');
    expect(notify).toHaveBeenCalledWith({ tipo: 'comprobante', reservaId: RESERVA_ID });
    // Declared: the draft of the number goes.
    expect(sessionStorage.getItem(`comprobante:${RESERVA_ID}`)).toBeNull();
  });

  it('sends the receipt file with the number', async () => {
    const { user } = renderForm();
    const receipt = new File(['%PDF-1.7'], 'comprobante.pdf', { type: 'application/pdf' });

    await user.type(numberField(), '0012345678');
    await user.upload(fileField(), receipt);
    await user.click(send());

    expect(declareTransfer).toHaveBeenCalledExactlyOnceWith({
      reservaId: RESERVA_ID,
      numero: '0012345678',
      archivo: receipt,
    });
    expect(await screen.findByRole('heading', { name: 'Confirmación' })).toBeVisible();
  });

  it('says it is sending, and cannot be sent twice meanwhile', async () => {
    declareTransfer.mockReturnValue(new Promise(() => undefined));
    const { user } = renderForm();

    await user.type(numberField(), '0012345678');
    await user.click(send());

    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(declareTransfer).toHaveBeenCalledTimes(1);
  });

  it("shows the database's refusal and keeps what was typed", async () => {
    declareTransfer.mockRejectedValueOnce(
      new BackendError(
        'Ya enviaste un comprobante para esta reserva: lo estamos verificando.',
        'transferencia_en_revision',
      ),
    );
    const { user } = renderForm();

    await user.type(numberField(), '0012345678');
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya enviaste un comprobante para esta reserva: lo estamos verificando.',
    );
    expect(numberField()).toHaveValue('0012345678');
    expect(send()).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();
    expect(location()).toBe('/pago?metodo=transferencia');
    expect(sessionStorage.getItem(`comprobante:${RESERVA_ID}`)).toBe('0012345678');

    // A second try, once the client has checked, goes through.
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Confirmación' })).toBeVisible();
    expect(declareTransfer).toHaveBeenCalledTimes(2);
  });

  it('keeps the typed number for this booking across a reload of the form', async () => {
    const { user, unmount } = renderForm();
    await user.type(numberField(), '0012345678');
    unmount();

    renderForm();
    expect(numberField()).toHaveValue('0012345678');
  });

  it('never fills in the number typed for another booking', async () => {
    const { user, unmount } = renderForm(OTHER_ID);
    await user.type(numberField(), '0012345678');
    unmount();

    renderForm();
    expect(numberField()).toHaveValue('');
  });
});
