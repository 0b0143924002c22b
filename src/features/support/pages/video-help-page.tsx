import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { company } from '@/content/company';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { VIDEO_FAQS } from '../video-steps';

const loadBody = () => import('../bodies/video-help-body');

export default function VideoHelpPage() {
  return (
    <>
      <Seo
        title="Consultas legales por videollamada: cómo funcionan"
        description={`Cómo es una consulta legal por videollamada con ${company.name}: qué necesitas, qué documentos tener a mano y cómo agendarla.`}
        path="/asistencia/video"
        breadcrumbs={[
          { name: 'Asistencia', path: '/asistencia/chat' },
          { name: 'Videollamada', path: '/asistencia/video' },
        ]}
        jsonLd={[faqPageJsonLd(VIDEO_FAQS)]}
      />
      <PrerenderedIsland id="video-help" load={loadBody} />
    </>
  );
}
