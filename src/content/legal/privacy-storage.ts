import {
  BOOKING_DRAFT_RULES,
  DRAFT_IDLE_MS,
  MANAGE_LINK_RULES,
  PAYMENT_DATA_RULES,
  PAYMENT_RECORD_MS,
  TRANSBANK_PAYMENT_RULES,
} from '@/booking/model/booking-records';
import { PREFERENCE_KEYS } from '@/lib/preferences/preferences';
import type { LegalSection } from './legal-document';

/** '2 horas': a lifetime as the notice states it. */
function hours(ms: number): string {
  const count = ms / (60 * 60 * 1000);
  return `${count} ${count === 1 ? 'hora' : 'horas'}`;
}

/** What the site keeps in the visitor's own browser, under which key and until when. */
export const LOCAL_STORAGE_SECTION: LegalSection = {
  id: 'almacenamiento-local-y-cookies',
  heading: 'Almacenamiento local y cookies',
  blocks: [
    'El sitio no usa cookies de publicidad ni cookies de seguimiento de terceros.',
    'Sí guarda algunos datos en su propio navegador, con fines estrictamente funcionales. No se envían a terceros, y los que contienen datos personales se guardan solo en la pestaña en que usted reserva (sessionStorage), de modo que se borran al cerrarla:',
    [
      `Borrador de la reserva (sessionStorage, clave «${BOOKING_DRAFT_RULES.key}»): lo que usted escribe en el formulario de reserva (nombre, documento de identidad, correo electrónico, teléfono, empresa y descripción de su caso) y la fecha, hora y modalidad elegidas, para que no se pierdan si recarga la página, vuelve al paso anterior o se produce un error. Se borra al cerrar la pestaña, tras ${hours(DRAFT_IDLE_MS)} sin actividad, en cuanto la reserva queda hecha y al cerrar sesión.`,
      `Datos de la reserva para el pago (sessionStorage, claves «${PAYMENT_DATA_RULES.key}» y «${TRANSBANK_PAYMENT_RULES.key}»): el resumen de la reserva recién hecha (servicio, fecha, hora, modalidad, abogado asignado, nombre y datos de contacto, el enlace para cambiar la hora y, si paga con tarjeta, la orden de pago), para mostrar la página de pago y la confirmación. Se borran al cerrar la pestaña, ${hours(PAYMENT_RECORD_MS)} después de hecha la reserva (lo que dura la reserva de la hora sin pago) y al cerrar sesión. El precio se toma siempre de nuestro catálogo, nunca de lo guardado.`,
      `Enlace para cambiar la hora (sessionStorage, clave «${MANAGE_LINK_RULES.key}»): el código secreto del enlace de su reserva, cuando lo abre, para que la página siga funcionando si la recarga sin mostrarlo en la barra de direcciones. Se borra al cerrar la pestaña, tras ${hours(DRAFT_IDLE_MS)} sin actividad y al cerrar sesión.`,
      `Preferencias (localStorage, claves «${PREFERENCE_KEYS.theme}» y «${PREFERENCE_KEYS.accessibility}»): el tema visual y los ajustes de accesibilidad, para aplicarlos en sus próximas visitas. No contienen datos personales y se conservan hasta que usted los cambie o borre los datos del sitio.`,
      'Sesión iniciada (localStorage, clave «auth-session», o «sb-…-auth-token» cuando el sitio opera con Supabase): su identificador de usuario, su correo electrónico y las credenciales de la sesión, solo si inicia sesión. Se conservan mientras la sesión esté abierta y se borran al cerrar sesión.',
      'Cuenta en la barra superior (localStorage, clave «cuenta»): su nombre, su correo electrónico y su rol, para mostrar su cuenta en la barra superior sin consultar al servidor. Se guarda al iniciar sesión y se borra al cerrarla.',
      'Configuración del panel de notificaciones (localStorage, clave «notificacionesConfig»), solo para el personal del estudio: opciones de envío, sin datos de clientes.',
    ],
    'El borrador y los datos de la reserva quedan asociados a quien los ingresó: la cuenta con la que inició sesión o, sin sesión, un visitante anónimo. Si en la misma pestaña inicia sesión otra persona, o cierra la sesión quien reservó, se eliminan y no se muestran a nadie más.',
    'Puede borrar toda esta información en cualquier momento desde la configuración de su navegador; si lo hace, se perderán sus preferencias y el borrador de la reserva. Si usa un computador compartido, cierre la pestaña al terminar y, si inició sesión, cierre la sesión.',
    'Al pagar con tarjeta, usted es dirigido a Webpay, y las videollamadas pueden realizarse en Google Meet. Esos servicios pueden usar sus propias cookies, que se rigen por las políticas de Transbank y de Google.',
  ],
};
