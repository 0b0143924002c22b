import type { StaffPayment } from '@/backend/port';
import { downloadBlob } from '@/lib/files/download-blob';
import { reservationCode } from '@/booking/model/reservation-code';

/** How long the receipt's address lives: enough for the new tab to load it. */
const URL_LIFETIME_MS = 60_000;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const RECEIPT_MISSING = 'El comprobante de este pago ya no está disponible.';

/** Shows a transfer's receipt in a new tab; when the browser blocks the tab, downloads it instead. */
export function showReceipt(blob: Blob, payment: StaffPayment): void {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null;
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, URL_LIFETIME_MS);
  } else {
    URL.revokeObjectURL(url);
    const extension = EXTENSIONS[blob.type] ?? 'bin';
    downloadBlob(`comprobante-${reservationCode(payment.reservaId)}.${extension}`, blob);
  }
}
