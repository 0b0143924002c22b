import { MESSAGE_MAX } from '@/lib/validation/fields';
import { contactSchema, EMPTY_CONTACT } from './contact-schema';
import { CONTACT_SERVICES, contactHref, serviceFromParam, serviceSlug } from './contact-services';

const valid = {
  nombre: 'Ana Pérez',
  email: 'ana@ejemplo.cl',
  telefono: '',
  servicio: 'Derecho laboral',
  mensaje: 'Me despidieron ayer y quiero saber qué hacer.',
};

const errorsOf = (values: unknown) => {
  const result = contactSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('contactSchema', () => {
  it('accepts a complete message, the phone being optional', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, telefono: '+56 9 1234 5678' }).success).toBe(true);
  });

  it('names every missing field in Spanish', () => {
    expect(errorsOf(EMPTY_CONTACT)).toEqual({
      nombre: 'Ingresa tu nombre',
      email: 'Ingresa tu correo',
      servicio: 'Elige el tema de tu consulta',
      mensaje: 'Cuéntanos tu consulta en al menos 10 caracteres',
    });
  });

  it('applies the database rules: address, phone, name and length', () => {
    expect(errorsOf({ ...valid, email: 'ana@' }).email).toMatch(/Correo electrónico inválido/);
    expect(errorsOf({ ...valid, telefono: '12' }).telefono).toMatch(/Teléfono inválido/);
    expect(errorsOf({ ...valid, nombre: 'Ana <b>' }).nombre).toMatch(/solo puede tener letras/);
    expect(errorsOf({ ...valid, mensaje: 'a'.repeat(MESSAGE_MAX + 1) }).mensaje).toMatch(
      /hasta 4000/,
    );
  });
});

describe('the service parameter', () => {
  it('preselects every service by the slug of its title, and nothing for an unknown one', () => {
    for (const title of CONTACT_SERVICES) {
      expect(serviceFromParam(serviceSlug(title))).toBe(title);
      expect(contactHref(title)).toBe(`/contacto?servicio=${serviceSlug(title)}`);
    }
    expect(serviceFromParam('derecho-laboral')).toBe('Derecho laboral');
    expect(serviceFromParam('no-existe')).toBe('');
    expect(serviceFromParam(null)).toBe('');
  });

  it('fits every service title in the database column (120 characters)', () => {
    for (const title of CONTACT_SERVICES) expect(title.length).toBeLessThanOrEqual(120);
    expect(new Set(CONTACT_SERVICES.map(serviceSlug)).size).toBe(CONTACT_SERVICES.length);
  });
});
