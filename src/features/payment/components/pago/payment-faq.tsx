import { TRANSFER_VERIFY_HOURS } from '@/lib/payments/transfer-rules';
import { CLIENT_CHANGE_CUTOFF_HOURS, MAX_CLIENT_MOVES } from '@/booking/model/client-change-limits';

const FAQ = [
  {
    question: '¿Cuánto tiempo queda reservada mi hora?',
    answer: `Tu hora queda reservada por 2 horas mientras completas el pago. Si pagas por transferencia y adjuntas el archivo del comprobante, la guardamos ${String(TRANSFER_VERIFY_HOURS)} horas desde ese momento mientras lo verificamos. Si no recibimos el pago en esos plazos, la hora se libera automáticamente.`,
  },
  {
    question: '¿Puedo cancelar o cambiar la hora?',
    answer: `Sí, sin costo hasta ${String(CLIENT_CHANGE_CUTOFF_HOURS)} horas antes de la consulta. Puedes cambiar la fecha u hora hasta ${String(MAX_CLIENT_MOVES)} veces con el enlace de tu confirmación o desde Mi cuenta. Para cancelar, usa ese mismo enlace o Mi cuenta, o escríbenos.`,
  },
  {
    question: '¿Qué pasa si no me presento?',
    answer: 'Las inasistencias sin aviso previo no tienen reembolso.',
  },
  {
    question: '¿Cobran comisión por transferencia?',
    answer: 'No. La transferencia bancaria no tiene comisión.',
  },
] as const;

/** The payment page's questions, as native disclosure widgets (keyboard friendly). */
export function PaymentFaq() {
  return (
    <section aria-labelledby="faq-titulo" className="space-y-2">
      <h2 id="faq-titulo" className="text-lg font-semibold text-ink">
        Preguntas frecuentes
      </h2>
      {FAQ.map((item) => (
        <details key={item.question} className="rounded-lg border border-line bg-surface p-3">
          <summary className="cursor-pointer font-medium text-ink">{item.question}</summary>
          <p className="mt-2 text-ink-muted">{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
