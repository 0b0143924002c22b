import { RIGHT_LABELS } from '../../../../src/lib/privacy/right-labels.ts';
import { renderText } from './mail-layout.ts';
import { noticeEmail } from './notice-email.ts';
import { requestStatusUrl, RIGHT_NAMES, rightsAnswerEmail } from './rights-request-emails.ts';
import { ANSWERED_REQUEST, CONTEXT } from './test-fixtures.ts';

const text = (content: Parameters<typeof renderText>[0]) => renderText(content, CONTEXT.empresa);

describe("a rights request's answer", () => {
  it('names the request, the right and its state, and where to read the answer', () => {
    const body = text(rightsAnswerEmail(ANSWERED_REQUEST, CONTEXT.siteUrl));
    expect(body).toContain('Número de solicitud: SD-0A1B2C3D');
    expect(body).toContain('Derecho: Acceso');
    expect(body).toContain('Estado: Respondida');
    expect(body).toContain('El viernes 27 de noviembre de 2026 respondimos tu solicitud de acceso');
    expect(body).toContain(
      'Ver la respuesta: https://puntolegal.cl/privacidad/solicitud/estado?codigo=SD-0A1B2C3D',
    );
    expect(body).toContain('la respuesta no va en este correo');
  });

  it('says a denial was not granted and that the answer tells how to complain', () => {
    const body = text(
      rightsAnswerEmail({ ...ANSWERED_REQUEST, estado: 'rechazada' }, CONTEXT.siteUrl),
    );
    expect(body).toContain('Estado: Rechazada');
    expect(body).toContain('no la pudimos acoger');
    expect(body).toContain('Agencia de Protección de Datos Personales');
  });

  it("goes to the request's address with no booking, and answers to the firm", () => {
    const message = noticeEmail('solicitud_respondida', null, {
      ...CONTEXT,
      solicitud: ANSWERED_REQUEST,
    });
    expect(message?.to).toEqual(['titular@ejemplo.cl']);
    expect(message?.replyTo).toBe('contacto@puntolegal.cl');
    expect(noticeEmail('solicitud_respondida', null, CONTEXT)).toBeNull();
  });

  it("names each right as the site's screens do", () => {
    for (const [right, name] of Object.entries(RIGHT_NAMES)) {
      expect(RIGHT_LABELS[right as keyof typeof RIGHT_LABELS].label).toBe(name);
    }
    expect(Object.keys(RIGHT_NAMES).sort()).toEqual(Object.keys(RIGHT_LABELS).sort());
  });

  it('links the status page with the number filled in, on any site origin', () => {
    expect(requestStatusUrl('https://ejemplo.cl/', 'SD-0A1B2C3D')).toBe(
      'https://ejemplo.cl/privacidad/solicitud/estado?codigo=SD-0A1B2C3D',
    );
  });
});
