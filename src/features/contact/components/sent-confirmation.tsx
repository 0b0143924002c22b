import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { company } from '@/content/company';

interface SentConfirmationProps {
  /** The address the answer goes to. */
  email: string;
  onAnother: () => void;
  /** What happens next, in order; by default, how a contact message is answered. */
  steps?: readonly string[];
}

const CONTACT_STEPS = [
  'Un abogado lee tu mensaje y revisa qué necesitas.',
  'Te responde por correo (o por teléfono, si lo dejaste) con una primera orientación.',
  'Si tu caso requiere una reunión, te propone una consulta y su valor antes de agendar nada.',
];

/** What the visitor sees once the firm has their message: that it arrived, and what comes next. */
export function SentConfirmation({ email, onAnother, steps }: SentConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="space-y-4 rounded-2xl border border-line bg-surface-2 p-6">
      <h2
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold text-ink outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="size-6 text-success" />
        Recibimos tu mensaje
      </h2>
      <p className="text-ink">
        Te responderemos a <strong>{email}</strong> dentro de {company.contactWithinHours} horas
        hábiles ({company.hours.label.toLowerCase()}).
      </p>
      <ol className="list-decimal space-y-2 pl-5 text-ink">
        {(steps ?? CONTACT_STEPS).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="text-sm text-ink-muted">
        ¿Es urgente? Llámanos al{' '}
        <a href={company.phoneHref} className="text-link">
          {company.phone}
        </a>
        .
      </p>
      <button type="button" onClick={onAnother} className="text-link underline">
        Enviar otro mensaje
      </button>
    </div>
  );
}
