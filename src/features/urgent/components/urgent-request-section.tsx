import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { mayHaveDraft } from '@/components/forms/draft-key';
import { CALL_BACK_WITHIN } from '@/lib/booking/urgent-promise';
import { URGENT_FORM_ID } from './urgent-form-id';

const UrgentRequestForm = lazy(() => import('./urgent-request-form'));

/** The anchor of the request form: the page's own 'Pedir que me llamen' links lead here. */
export const REQUEST_ANCHOR = 'solicitud';

/**
 * Where an emergency request is made. The form, its libraries and the backend load on the first
 * click (or when a link leads to #solicitud), so the page itself stays light.
 */
export function UrgentRequestSection() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // A draft left by a reload opens the form at once, to show what was typed.
    const openWhenAsked = () => {
      if (window.location.hash === `#${REQUEST_ANCHOR}` || mayHaveDraft(URGENT_FORM_ID))
        setOpen(true);
    };
    openWhenAsked();
    window.addEventListener('hashchange', openWhenAsked);
    return () => window.removeEventListener('hashchange', openWhenAsked);
  }, []);

  return (
    <section
      id={REQUEST_ANCHOR}
      aria-labelledby="solicitud-titulo"
      className="scroll-mt-20 px-4 pb-12 lg:px-8"
    >
      <div className="mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-6">
        <h2 id="solicitud-titulo" className="text-2xl font-bold text-ink">
          Pide que te llamemos
        </h2>
        <p className="mt-2 text-ink-muted">
          Tus datos y, en pocas palabras, qué está pasando. Después pagas la consulta y un abogado
          te llama en menos de {CALL_BACK_WITHIN}, a cualquier hora.
        </p>
        {open ? (
          <Suspense
            fallback={
              <p role="status" className="mt-4 text-ink-muted">
                Abriendo el formulario...
              </p>
            }
          >
            <UrgentRequestForm />
          </Suspense>
        ) : (
          <button
            type="button"
            onClick={() => {
              setOpen(true);
            }}
            className={buttonClass('urgent', 'mt-4 px-6 py-3')}
          >
            Completar la solicitud
          </button>
        )}
      </div>
    </section>
  );
}
