import { Link } from 'react-router-dom';
import { company, fullAddress, RESPONSE_CLAIMS } from '@/content/company';
import { LEGAL_LINKS } from '@/content/navigation';
import { NewsletterIsland } from '../newsletter/newsletter-island';
import { Brand } from './brand';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-surface px-6 py-10 text-sm text-ink-muted">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Brand />
          <p>{company.description}</p>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-ink">Contacto</h2>
          <ul className="space-y-2">
            <li className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium text-ink">Teléfono:</span>
              <a href={company.phoneHref} className="text-link">
                {company.phone}
              </a>
            </li>
            <li className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium text-ink">Correo:</span>
              <a href={`mailto:${company.email}`} className="text-link">
                {company.email}
              </a>
            </li>
            <li className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium text-ink">Dirección:</span>
              {fullAddress()}
            </li>
            <li className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium text-ink">Horario:</span>
              <span>
                {company.hours.label}
                <br />
                {RESPONSE_CLAIMS.chat}
              </span>
            </li>
            <li className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium text-ink">Urgencias:</span>
              {RESPONSE_CLAIMS.emergency}
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-ink">Legal</h2>
          <ul className="space-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="text-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <NewsletterIsland />
      </div>
      <p className="mx-auto mt-8 max-w-6xl border-t border-line pt-6 text-xs">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {company.name}. La
        información de este sitio es general y no reemplaza la asesoría de un abogado sobre tu caso.
      </p>
    </footer>
  );
}
