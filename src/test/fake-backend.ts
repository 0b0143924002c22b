import type { BackendPort } from '@/backend/port';
import { ruleCalendar } from './rule-calendar';

type Group =
  | 'auth'
  | 'profiles'
  | 'reservas'
  | 'agenda'
  | 'notificaciones'
  | 'diagnostics'
  | 'newsletter'
  | 'contact'
  | 'pagos'
  | 'auditoria'
  | 'retencion'
  | 'solicitudes'
  | 'misDatos'
  | 'valoresReferencia';
export type BackendOverrides = { [K in Group]?: Partial<BackendPort[K]> } & {
  mode?: BackendPort['mode'];
  statistics?: BackendPort['statistics'];
};

const unused = (name: string) => () => {
  throw new Error(`${name} no debería usarse en esta prueba`);
};

/** Every method of a group: the given ones, and for the rest one that fails the test if called. */
function group<T extends object>(name: string, given: Partial<T> | undefined): T {
  return new Proxy((given ?? {}) as T, {
    get: (target, key) =>
      key in target
        ? (target as Record<PropertyKey, unknown>)[key]
        : unused(`${name}.${String(key)}`),
  });
}

/**
 * A BackendPort for component tests: only what a test gives exists, and anything else it
 * touches throws, naming the member, so a test never passes by accident on a stub.
 */
export function fakeBackend(overrides: BackendOverrides = {}): BackendPort {
  return {
    mode: overrides.mode ?? 'embedded',
    auth: group('auth', overrides.auth),
    profiles: group('profiles', overrides.profiles),
    // The slot picker reads the calendar on every load: the national holidays only, unless a
    // test gives its own (a day the firm closed, a calendar that never arrives).
    reservas: group('reservas', {
      calendar: (from: string, to: string) => Promise.resolve(ruleCalendar(from, to)),
      ...overrides.reservas,
    }),
    // Screens that show who attends a booking read the lawyers' names: none unless a test says.
    agenda: group('agenda', {
      lawyerNames: () => Promise.resolve([]),
      ...overrides.agenda,
    }),
    notificaciones: group('notificaciones', overrides.notificaciones),
    diagnostics: group('diagnostics', overrides.diagnostics),
    statistics: overrides.statistics ?? unused('statistics'),
    newsletter: group('newsletter', overrides.newsletter),
    contact: group('contact', overrides.contact),
    pagos: group('pagos', overrides.pagos),
    // Staff screens record what they showed on every load: accepted unless a test says otherwise.
    auditoria: group('auditoria', {
      logRead: () => Promise.resolve(),
      setScreen: () => undefined,
      ...overrides.auditoria,
    }),
    retencion: group('retencion', overrides.retencion),
    valoresReferencia: group('valoresReferencia', overrides.valoresReferencia),
    solicitudes: group('solicitudes', overrides.solicitudes),
    misDatos: group('misDatos', overrides.misDatos),
  };
}
