import type {
  BookingPayment,
  CardRedirect,
  StaffPayment,
  SweepSummary,
  TransferDeclaration,
} from '../payment-types';

/** A booking's payments: by card through Webpay or by declared transfer, and the staff's view. */
export interface PagosPort {
  /**
   * Starts a card payment of a pending booking through the webpay-create function (the amount
   * is the booking's); its booker only: the signed-in owner, or whoever holds the id of a
   * booking made without an account.
   */
  startCard(reservaId: string): Promise<CardRedirect>;
  /**
   * After Webpay's return: makes sure the outcome of this buy order is recorded. Hosted, the
   * return function already did; embedded, the browser's database records what the local
   * function got from Webpay, under the same SQL rules.
   */
  settleCard(ordenCompra: string): Promise<void>;
  /**
   * The booker declares a transfer. With the receipt file the slot is kept 48 hours for the
   * firm to verify it; with the operation number alone the hold keeps its end.
   */
  declareTransfer(input: TransferDeclaration): Promise<BookingPayment>;
  /** The payment state of a booking, for its booker (or staff). */
  ofBooking(reservaId: string): Promise<BookingPayment>;
  /** The payments the caller may read: a client's own, or all for staff. */
  list(): Promise<StaffPayment[]>;
  /** Staff: the transfer arrived; the booking is confirmed. */
  verify(pagoId: string): Promise<void>;
  /** Staff: no such transfer, with the reason the client reads. */
  reject(pagoId: string, motivo: string): Promise<void>;
  /** Staff: the receipt file of a transfer, if one was attached. */
  receipt(pagoId: string): Promise<Blob | null>;
  /** Admin: settles card payments left without a return. */
  sweep(): Promise<SweepSummary>;
  /** Admin: refunds the card payment of a cancelled booking. */
  refund(pagoId: string): Promise<void>;
}
