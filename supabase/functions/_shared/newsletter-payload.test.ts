import {
  newsletterPayload,
  UnsubscribedRecipient,
  type NewsletterIssue,
  type NewsletterRecipient,
} from './newsletter-payload.ts';

const NOW = new Date('2026-12-03T12:00:00.000Z');
const TOKEN = '0b7c8f1e-3a52-4d7e-9a61-5f2d0c4b9e11';
const recipient: NewsletterRecipient = {
  email: 'lectora@ejemplo.cl',
  token_baja: TOKEN,
  baja_en: null,
};
const issue: NewsletterIssue = {
  asunto: 'Cambios a la Ley Karin',
  contenido_html: '<p>Novedades</p>',
  contenido_texto: 'Novedades',
};

describe('newsletterPayload', () => {
  it('names the subject and the sender, and carries the subscriber’s own unsubscribe link', () => {
    const payload = newsletterPayload(recipient, issue, {
      siteUrl: 'https://puntolegal.cl/',
      now: NOW,
    });
    const url = `https://puntolegal.cl/newsletter/baja?token=${TOKEN}`;
    expect(payload).toMatchObject({
      tipo_evento: 'newsletter',
      para: 'lectora@ejemplo.cl',
      asunto: 'Boletín de Punto Legal: Cambios a la Ley Karin',
      remitente: { nombre: 'Punto Legal', email: 'contacto@puntolegal.cl' },
      unsubscribe_url: url,
      timestamp: NOW.toISOString(),
    });
    expect(payload.remitente.direccion).toMatch(/Las Condes/);
    expect(payload.pie).toContain(url);
    // Without a server that takes the one-click POST, no one-click header is promised.
    expect(payload.headers).toEqual({
      'List-Unsubscribe': `<${url}>, <mailto:contacto@puntolegal.cl?subject=Baja%20del%20bolet%C3%ADn>`,
    });
  });

  it('offers one-click unsubscribe through the newsletter-baja function when there is one', () => {
    const payload = newsletterPayload(recipient, issue, {
      siteUrl: 'https://puntolegal.cl',
      functionsUrl: 'https://ref.supabase.co/functions/v1/',
      now: NOW,
    });
    expect(payload.headers['List-Unsubscribe']).toMatch(
      new RegExp(
        `^<https://ref\\.supabase\\.co/functions/v1/newsletter-baja\\?token=${TOKEN}>, <mailto:`,
      ),
    );
    expect(payload.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(payload.unsubscribe_url).toBe(`https://puntolegal.cl/newsletter/baja?token=${TOKEN}`);
  });

  it('refuses a subscriber who left, and a send without a subject', () => {
    expect(() =>
      newsletterPayload({ ...recipient, baja_en: '2026-12-01T10:00:00Z' }, issue, {
        siteUrl: 'https://puntolegal.cl',
        now: NOW,
      }),
    ).toThrow(UnsubscribedRecipient);
    expect(() =>
      newsletterPayload(
        recipient,
        { ...issue, asunto: '  ' },
        {
          siteUrl: 'https://puntolegal.cl',
          now: NOW,
        },
      ),
    ).toThrow('asunto');
  });
});
