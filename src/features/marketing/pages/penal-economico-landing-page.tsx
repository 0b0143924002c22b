import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';

const loadBody = () => import('../bodies/penal-economico-landing-body');

export default function PenalEconomicoLandingPage() {
  return (
    <>
      <Seo
        title="Derecho penal económico: defensa corporativa y compliance penal"
        description="Defensa de empresas y ejecutivos en fraude, delitos tributarios, lavado de activos y corrupción; modelos de prevención de la Ley 20.393 y urgencias 24/7."
        path="/servicios/penal-economico"
        breadcrumbs={[
          { name: 'Servicios', path: '/servicios' },
          { name: 'Derecho penal económico', path: '/servicios/penal-economico' },
        ]}
      />
      <PrerenderedIsland id="servicio-penal-economico" load={loadBody} />
    </>
  );
}
