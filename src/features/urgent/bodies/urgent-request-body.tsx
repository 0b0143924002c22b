import type { CarriedProps } from '@/components/forms/form-island';
import { CALL_BACK_WITHIN } from '@/booking/model/urgent-promise';
import UrgentRequestForm from '../components/urgent-request-form';

/** The request section's content: what is asked, what follows, and the form. */
export default function UrgentRequestBody({ carried }: CarriedProps) {
  return (
    <div className="mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-6">
      <h2 id="solicitud-titulo" className="text-2xl font-bold text-ink">
        Pide que te llamemos
      </h2>
      <p className="mt-2 text-ink-muted">
        Tus datos y, en pocas palabras, qué está pasando. Después pagas la consulta y un abogado te
        llama en menos de {CALL_BACK_WITHIN}, a cualquier hora.
      </p>
      <UrgentRequestForm carried={carried} />
    </div>
  );
}
