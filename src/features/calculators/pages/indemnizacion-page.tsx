import { FormIsland } from '@/components/forms/form-island';
import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { calculatorJsonLd } from '../kit/calculator-json-ld';
import { hasQuery } from '../kit/has-query';

const loadBody = () => import('../indemnizacion/indemnizacion-body');

const PATH = '/calculadoras/indemnizacion';
const TITLE = 'Calculadora de indemnización por despido';
const DESCRIPTION =
  'Calcula gratis tu indemnización por años de servicio, aviso previo, recargos del art. 168 y feriado proporcional según el Código del Trabajo, con el tope de 90 UF y 11 años.';

/** Also served at /calculadora-indemnizacion, whose canonical address is this one. */
export default function IndemnizacionPage() {
  return (
    <>
      <Seo
        title={TITLE}
        description={DESCRIPTION}
        path={PATH}
        breadcrumbs={[{ name: 'Calculadora de indemnización', path: PATH }]}
        jsonLd={[calculatorJsonLd(TITLE, DESCRIPTION, `${env.siteUrl}${PATH}`)]}
      />
      <FormIsland id="calculadora-indemnizacion" load={loadBody} props={{}} eager={hasQuery} />
    </>
  );
}
