import { company } from '@/content/company';
import type { Faq } from '@/lib/seo/json-ld';

/** How a video consultation goes, from booking to the follow-up. */
export const VIDEO_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Agenda',
    text: 'Elige el servicio, el día y la hora, y en el paso de tus datos elige "Videollamada".',
  },
  {
    title: 'Recibe el enlace',
    text: 'Te enviamos por correo la confirmación con el enlace de la videollamada.',
  },
  {
    title: 'Conéctate',
    text: `A la hora agendada abres el enlace y conversas ${company.consultationMinutes} minutos con el abogado.`,
  },
  {
    title: 'Recibe los pasos a seguir',
    text: 'Al terminar sabes qué hacer en tu caso y, si necesitas más, cuánto cuesta antes de contratar.',
  },
];

export const VIDEO_NEEDS: readonly { title: string; items: readonly string[] }[] = [
  {
    title: 'Un dispositivo',
    items: [
      'Computador, tablet o celular con cámara y micrófono.',
      'Audífonos, si estarás en un lugar con ruido o acompañado.',
      'Un navegador actualizado (Chrome, Edge, Firefox o Safari).',
    ],
  },
  {
    title: 'Una conexión estable',
    items: [
      'Wifi o datos móviles con buena señal.',
      'Un lugar tranquilo y privado: vas a hablar de tu caso.',
    ],
  },
  {
    title: 'Tus documentos',
    items: [
      'Tu cédula de identidad.',
      'Los documentos del caso: contratos, finiquitos, notificaciones, correos o mensajes.',
      'Las fechas importantes y, si hay, el número de la causa.',
    ],
  },
];

export const VIDEO_FAQS: readonly Faq[] = [
  {
    question: '¿La videollamada vale lo mismo que una reunión presencial?',
    answer:
      'Sí. El abogado revisa tu caso y tus documentos igual que en la oficina, y el valor de la consulta es el mismo.',
  },
  {
    question: '¿Qué pasa si se corta la conexión?',
    answer: `Vuelve a abrir el enlace. Si no logras reconectarte, el abogado te llama al teléfono que dejaste para terminar la consulta.`,
  },
  {
    question: '¿Puedo cambiar a llamada telefónica?',
    answer: `Sí. Al agendar puedes elegir llamada telefónica, o avisarnos antes de la consulta a ${company.email} o por WhatsApp.`,
  },
];
