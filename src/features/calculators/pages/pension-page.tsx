import { FormIsland } from '@/components/forms/form-island';
import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { calculatorJsonLd } from '../kit/calculator-json-ld';
import { hasQuery } from '../kit/has-query';

const loadBody = () => import('../pension/pension-body');

const PATH = '/calculadoras/pension';
const TITLE = 'Calculadora de pensión de alimentos';
const DESCRIPTION =
  'Calcula gratis la pensión mínima de alimentos de la Ley 14.908: 40% del ingreso mínimo para un hijo, 30% por hijo si son dos o más, con el tope del 50% de los ingresos.';

export default function PensionPage() {
  return (
    <>
      <Seo
        title={TITLE}
        description={DESCRIPTION}
        path={PATH}
        breadcrumbs={[{ name: 'Calculadora de pensión de alimentos', path: PATH }]}
        jsonLd={[calculatorJsonLd(TITLE, DESCRIPTION, `${env.siteUrl}${PATH}`)]}
      />
      <FormIsland id="calculadora-pension" load={loadBody} props={{}} eager={hasQuery} />
    </>
  );
}
