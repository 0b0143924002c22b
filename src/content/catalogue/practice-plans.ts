import type { Plan } from './plans';

/**
 * The services sold on the practice pages (/laboral, /familia, ...), one plan each, keyed
 * `<page>-<service>`. Launch offer: every list price is twice the price charged. The plan's name
 * is the service's title on every page and in the booking dialog.
 */
export const PRACTICE_PLANS = {
  'laboral-despido-injustificado': {
    name: 'Despido injustificado',
    price: 20000,
    originalPrice: 40000,
    category: 'Laboral',
  },
  'laboral-autodespido': {
    name: 'Autodespido',
    price: 25000,
    originalPrice: 50000,
    category: 'Laboral',
  },
  'laboral-revision-finiquito': {
    name: 'Revisión de finiquito',
    price: 15000,
    originalPrice: 30000,
    category: 'Laboral',
  },
  'familia-divorcio': {
    name: 'Divorcio',
    price: 25000,
    originalPrice: 50000,
    category: 'Familia',
  },
  'familia-pension-alimentos': {
    name: 'Pensión de alimentos',
    price: 20000,
    originalPrice: 40000,
    category: 'Familia',
  },
  'familia-cuidado-personal': {
    name: 'Cuidado personal y relación directa y regular',
    price: 18000,
    originalPrice: 36000,
    category: 'Familia',
  },
  'herencias-posesion-efectiva': {
    name: 'Posesión efectiva',
    price: 30000,
    originalPrice: 60000,
    category: 'Sucesorio',
  },
  'herencias-particion': {
    name: 'Partición de herencia',
    price: 25000,
    originalPrice: 50000,
    category: 'Sucesorio',
  },
  'herencias-testamento': {
    name: 'Asesoría para testamento',
    price: 22000,
    originalPrice: 44000,
    category: 'Sucesorio',
  },
  'corporativo-asesoria-pyme': {
    name: 'Asesoría legal para pymes',
    price: 25000,
    originalPrice: 50000,
    category: 'Corporativo',
  },
  'corporativo-actas-junta': {
    name: 'Acta de junta de accionistas',
    price: 35000,
    originalPrice: 70000,
    category: 'Corporativo',
  },
  'corporativo-modificacion-estatutos': {
    name: 'Modificación de estatutos',
    price: 45000,
    originalPrice: 90000,
    category: 'Corporativo',
  },
  'contratos-express-arriendo': {
    name: 'Contrato de arriendo',
    price: 15000,
    originalPrice: 30000,
    category: 'Express',
  },
  'contratos-express-revision': {
    name: 'Revisión de contrato',
    price: 12000,
    originalPrice: 24000,
    category: 'Express',
  },
  'contratos-express-prestacion-servicios': {
    name: 'Contrato de prestación de servicios',
    price: 18000,
    originalPrice: 36000,
    category: 'Express',
  },
  'marcas-patentes-registro-marca': {
    name: 'Registro de marca',
    price: 40000,
    originalPrice: 80000,
    category: 'Propiedad Intelectual',
    note: 'No incluye las tasas de INAPI',
  },
  'marcas-patentes-busqueda': {
    name: 'Búsqueda de anterioridad',
    price: 18000,
    originalPrice: 36000,
    category: 'Propiedad Intelectual',
  },
  'marcas-patentes-oposicion': {
    name: 'Oposición a solicitud de marca',
    price: 60000,
    originalPrice: 120000,
    category: 'Propiedad Intelectual',
  },
  'sociedades-express-spa': {
    name: 'Constitución de SpA',
    price: 30000,
    originalPrice: 60000,
    category: 'Express',
  },
  'sociedades-express-eirl': {
    name: 'Constitución de EIRL',
    price: 25000,
    originalPrice: 50000,
    category: 'Express',
  },
  'sociedades-express-inicio-actividades': {
    name: 'Inicio de actividades en el SII',
    price: 18000,
    originalPrice: 36000,
    category: 'Express',
  },
  'proteccion-datos-diagnostico': {
    name: 'Diagnóstico de protección de datos',
    price: 35000,
    originalPrice: 70000,
    category: 'Protección de Datos',
  },
  'proteccion-datos-politica-privacidad': {
    name: 'Política de privacidad',
    price: 22000,
    originalPrice: 44000,
    category: 'Protección de Datos',
  },
  'proteccion-datos-contrato-encargo': {
    name: 'Contrato de encargo de tratamiento',
    price: 30000,
    originalPrice: 60000,
    category: 'Protección de Datos',
  },
  'ecommerce-compliance-terminos': {
    name: 'Términos y condiciones para tienda online',
    price: 45000,
    originalPrice: 90000,
    category: 'Digital',
  },
  'ecommerce-compliance-devoluciones': {
    name: 'Política de cambios y devoluciones',
    price: 25000,
    originalPrice: 50000,
    category: 'Digital',
  },
  'ecommerce-compliance-auditoria': {
    name: 'Auditoría legal de tienda online',
    price: 60000,
    originalPrice: 120000,
    category: 'Digital',
  },
  'reclamos-sernac-reclamo': {
    name: 'Reclamo ante el SERNAC',
    price: 18000,
    originalPrice: 36000,
    category: 'Consumidor',
  },
  'reclamos-sernac-garantia-legal': {
    name: 'Reclamo por garantía legal',
    price: 25000,
    originalPrice: 50000,
    category: 'Consumidor',
  },
  'reclamos-sernac-policia-local': {
    name: 'Denuncia ante el Juzgado de Policía Local',
    price: 30000,
    originalPrice: 60000,
    category: 'Consumidor',
  },
  'tributario-revision-renta': {
    name: 'Revisión de la declaración de renta',
    price: 25000,
    originalPrice: 50000,
    category: 'Tributario',
  },
  'tributario-notificacion-sii': {
    name: 'Respuesta a notificación del SII',
    price: 40000,
    originalPrice: 80000,
    category: 'Tributario',
  },
} as const satisfies Record<string, Plan>;
