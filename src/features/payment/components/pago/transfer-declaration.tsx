import { useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStartedBackend } from '@/components/auth/backend-context';
import { sendNotice } from '@/backend/send-notice';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { FieldFrame } from '@/components/ui/field-frame';
import {
  normalizeReceiptNumber,
  receiptFileProblem,
  RECEIPT_TYPES,
  TRANSFER_VERIFY_HOURS,
} from '@/lib/payments/transfer-rules';

interface TransferDeclarationProps {
  reservaId: string;
}

/** The operation number typed, kept for this tab: a reload or a refusal loses nothing. */
const draftKey = (reservaId: string) => `comprobante:${reservaId}`;

/**
 * 'Enviar comprobante': the client tells the firm they transferred, with the operation number
 * and, if they want, the receipt itself. With the receipt file the slot is then kept for the firm
 * to verify the transfer (a typed number alone keeps the hold as it was), the firm is notified,
 * and the confirmation page says what happens next.
 */
export function TransferDeclaration({ reservaId }: TransferDeclarationProps) {
  const backend = useStartedBackend();
  const navigate = useNavigate();
  const [numero, setNumero] = useState(() => sessionStorage.getItem(draftKey(reservaId)) ?? '');
  const [archivo, setArchivo] = useState<File | undefined>();
  const [errors, setErrors] = useState<{ numero?: string; archivo?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const numeroField = useRef<HTMLInputElement>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!backend || busy) return;
    const normalized = normalizeReceiptNumber(numero);
    const fileProblem = archivo ? receiptFileProblem(archivo) : null;
    if (!normalized || fileProblem) {
      setErrors({
        ...(normalized
          ? {}
          : {
              numero: 'Ingresa el número de operación del comprobante (4 a 40 letras o números).',
            }),
        ...(fileProblem ? { archivo: fileProblem } : {}),
      });
      if (!normalized) numeroField.current?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await backend.pagos.declareTransfer({ reservaId, numero: normalized, archivo });
    } catch (failure) {
      setErrors({
        form: failure instanceof Error ? failure.message : 'No pudimos registrar el comprobante',
      });
      setBusy(false);
      return;
    }
    sessionStorage.removeItem(draftKey(reservaId));
    // The firm hears of it through the notification function; a failure stays in the log.
    void sendNotice(backend.notificaciones, { tipo: 'comprobante', reservaId });
    void navigate('/payment-success?method=transferencia');
  }

  return (
    <form
      aria-labelledby="comprobante-titulo"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="comprobante-titulo" className="text-lg font-semibold text-ink">
        Enviar comprobante
      </h2>
      <p className="text-ink-muted">
        Cuando hayas transferido, ingresa el número de operación y adjunta el comprobante. Con el
        archivo adjunto, tu hora queda reservada {TRANSFER_VERIFY_HOURS} horas mientras verificamos
        el pago; solo con el número, se mantiene hasta el plazo de pago de tu reserva.
      </p>
      <TextField
        ref={numeroField}
        label="Número de operación"
        name="numero"
        autoComplete="off"
        value={numero}
        error={errors.numero}
        hint="Aparece en el comprobante de tu banco (por ejemplo, 0012345678)."
        onChange={(event) => {
          setNumero(event.target.value);
          sessionStorage.setItem(draftKey(reservaId), event.target.value);
        }}
      />
      <FieldFrame
        label="Comprobante (opcional)"
        hint={`PDF o imagen (JPG, PNG, WEBP), hasta 5 MB. Con él guardamos tu hora ${String(TRANSFER_VERIFY_HOURS)} horas.`}
        error={errors.archivo}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="archivo"
            accept={RECEIPT_TYPES.join(',')}
            onChange={(event) => {
              setArchivo(event.target.files?.[0]);
            }}
          />
        )}
      </FieldFrame>
      {errors.form && (
        <p role="alert" className="rounded-lg border border-urgent bg-urgent-soft p-3 text-urgent">
          {errors.form}
        </p>
      )}
      <button type="submit" disabled={!backend || busy} className={buttonClass('primary')}>
        {busy ? 'Enviando...' : 'Enviar comprobante'}
      </button>
    </form>
  );
}
