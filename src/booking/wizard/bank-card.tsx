import { BankDetails } from '@/booking/ui/bank-details';
import { bankAccount } from '@/content/bank-account';

/**
 * The bank-data card: its front looks like a card with the bank's name; on hover, or when
 * anything inside gets keyboard focus, it flips to the details, each with its copy button.
 * Screen readers get the details directly (the front is decoration).
 */
export function BankCard() {
  return (
    <div className="group h-[26rem] [perspective:1000px]">
      <div className="relative h-full transition-transform duration-500 [transform-style:preserve-3d] group-focus-within:[transform:rotateY(180deg)] group-hover:[transform:rotateY(180deg)] motion-reduce:transition-none">
        <div
          aria-hidden="true"
          className="absolute inset-0 flex flex-col justify-between rounded-2xl bg-brand p-6 text-on-brand [backface-visibility:hidden]"
        >
          <p className="text-sm tracking-widest uppercase">Datos para transferencia</p>
          <div>
            <p className="text-2xl font-semibold">{bankAccount.banco}</p>
            <p>{bankAccount.tipoCuenta}</p>
            <p className="mt-2 font-mono text-lg">{bankAccount.numeroCuenta}</p>
          </div>
          <p className="text-sm">Pasa el cursor o usa Tab para ver y copiar los datos</p>
        </div>
        <div className="absolute inset-0 overflow-auto rounded-2xl border border-line bg-surface p-4 [backface-visibility:hidden] [transform:rotateY(180deg)]">
          <BankDetails />
        </div>
      </div>
    </div>
  );
}
