/**
 * The e-mail channel through the notification function: the embedded relay sends the e-mails the
 * browser's schedule hands it, and a hosted admin's resend of an e-mail goes by e-mail.
 */
import {
  createMailbox,
  MAIL_STAND_IN_URL,
  mailStandInFetch,
} from '../../../scripts/lib/mail-stand-in.ts';
import type { MailSettings } from '../_shared/notify/deliver-notice.ts';
import { fakeNotifyStore } from './fake-store.ts';
import { createNotifyHandler } from './handler.ts';
import { webhookAnswering } from './recording-webhook.ts';
import { ANSWERED_REQUEST, CARD_PAYMENT } from '../_shared/mail/test-fixtures.ts';
import { NOTICE, post, RESERVA, WEBHOOK } from './test-fixtures.ts';

const SITE = 'https://puntolegal.cl';
const AVISO = { id: '0b5f8a2e-1f3c-4f7e-9a55-2d7f1f0b9a11', intentos: 0 };

function mailService(apiKey = 'stand-in') {
  const mailbox = createMailbox();
  const mail: MailSettings = {
    apiUrl: MAIL_STAND_IN_URL,
    apiKey,
    from: 'Punto Legal <contacto@puntolegal.cl>',
    firmEmail: 'contacto@puntolegal.cl',
    fetch: mailStandInFetch(mailbox, () => Promise.reject(new Error('sin red'))),
  };
  return { mailbox, mail };
}

describe('e-mails through the local relay (embedded mode)', () => {
  it('renders and sends the e-mail the schedule hands over, never to the webhook, and once', async () => {
    const { mailbox, mail } = mailService();
    const webhook = webhookAnswering(200);
    const relay = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: SITE,
      fetch: webhook.fetch,
      mail,
    });
    const body = { tipo: 'nueva_reserva', canal: 'email', reserva: RESERVA, aviso: AVISO };
    const response = await relay(post(body));
    expect(await response.json()).toMatchObject({ resultado: 'enviado' });
    expect(webhook.fetch).not.toHaveBeenCalled();
    const [stored] = mailbox.messages();
    expect(stored?.message.to).toEqual([RESERVA.email]);
    expect(stored?.message.attachments?.[0]?.filename).toMatch(/\.ics$/);
    // The relay remembers it: the same e-mail is not sent twice.
    const again = await relay(post(body));
    expect(again.status).toBe(409);
    expect(mailbox.messages()).toHaveLength(1);
  });

  it('sends the e-mail even where no webhook is configured, and says so when e-mail is not', async () => {
    const { mailbox, mail } = mailService();
    const relay = createNotifyHandler({ webhookUrl: '', siteUrl: SITE, fetch: vi.fn(), mail });
    const sent = await relay(
      post({ tipo: 'recordatorio_corto', canal: 'email', reserva: RESERVA }),
    );
    expect(await sent.json()).toMatchObject({ resultado: 'enviado' });
    expect(mailbox.messages()).toHaveLength(1);

    const unconfigured = createNotifyHandler({ webhookUrl: '', siteUrl: SITE, fetch: vi.fn() });
    const answer = await unconfigured(
      post({ tipo: 'recordatorio_corto', canal: 'email', reserva: RESERVA }),
    );
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ resultado: 'sin_envio' });
  });

  it('refuses an unknown channel, and an alert that tells no failure', async () => {
    const { mailbox, mail } = mailService();
    const relay = createNotifyHandler({ webhookUrl: WEBHOOK, siteUrl: SITE, fetch: vi.fn(), mail });
    for (const body of [
      { tipo: 'nueva_reserva', canal: 'sms', reserva: RESERVA },
      { tipo: 'aviso_fallido', canal: 'email', reserva: RESERVA },
      { tipo: 'nueva_reserva', canal: 'email', reserva: RESERVA, aviso: { id: 'x', intentos: 0 } },
    ]) {
      expect((await relay(post(body))).status).toBe(400);
    }
    expect(mailbox.messages()).toEqual([]);
  });
});

describe("a payment's notice and a request's answer through the local relay", () => {
  it('sends each by e-mail once, a request without a booking', async () => {
    const { mailbox, mail } = mailService();
    const relay = createNotifyHandler({ webhookUrl: '', siteUrl: SITE, fetch: vi.fn(), mail });
    const receipt = { tipo: 'pago_recibido', canal: 'email', reserva: RESERVA, pago: CARD_PAYMENT };
    const answer = { tipo: 'solicitud_respondida', canal: 'email', solicitud: ANSWERED_REQUEST };
    for (const body of [receipt, answer]) {
      expect(await (await relay(post(body))).json()).toMatchObject({ resultado: 'enviado' });
      expect((await relay(post(body))).status).toBe(409);
    }
    // Newest first.
    expect(mailbox.messages().map((stored) => stored.message.to)).toEqual([
      ['titular@ejemplo.cl'],
      [RESERVA.email],
    ]);
  });

  it('refuses them on the webhook, and a payment or a request that is not what the database writes', async () => {
    const { mailbox, mail } = mailService();
    const webhook = webhookAnswering(200);
    const relay = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: SITE,
      fetch: webhook.fetch,
      mail,
    });
    for (const body of [
      { tipo: 'pago_recibido', canal: 'webhook', reserva: RESERVA, pago: CARD_PAYMENT },
      { tipo: 'solicitud_respondida', solicitud: ANSWERED_REQUEST },
      {
        tipo: 'pago_recibido',
        canal: 'email',
        reserva: RESERVA,
        pago: { ...CARD_PAYMENT, ultimos_digitos: '4111111111111111' },
      },
      {
        tipo: 'solicitud_respondida',
        canal: 'email',
        solicitud: { ...ANSWERED_REQUEST, email: 'a@b.cl, c@d.cl' },
      },
    ]) {
      expect((await relay(post(body))).status).toBe(400);
    }
    expect(webhook.fetch).not.toHaveBeenCalled();
    expect(mailbox.messages()).toEqual([]);
  });
});

describe('an admin’s resend of a logged e-mail (hosted)', () => {
  it('goes by e-mail and is recorded like any attempt', async () => {
    const { mailbox, mail } = mailService();
    const { store, records } = fakeNotifyStore(() => ({ ...NOTICE, canal: 'email' }));
    const webhook = webhookAnswering(200);
    const handler = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: SITE,
      fetch: webhook.fetch,
      store,
      mail,
    });
    const response = await handler(
      post({ tipo: 'nueva_reserva', notificacionId: AVISO.id }, 'admin'),
    );
    expect(await response.json()).toEqual({ resultado: 'enviado', intentos: 1 });
    expect(webhook.fetch).not.toHaveBeenCalled();
    expect(mailbox.messages()).toHaveLength(1);
    expect(records[0]?.slice(0, 3)).toEqual(['n1', 'enviado', null]);
  });

  it('is left for later, counted as nothing, where e-mail is not configured', async () => {
    const { mail } = mailService('');
    const { store, records } = fakeNotifyStore(() => ({ ...NOTICE, canal: 'email' }));
    const handler = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: SITE,
      fetch: vi.fn(),
      store,
      mail,
    });
    const response = await handler(
      post({ tipo: 'nueva_reserva', notificacionId: AVISO.id }, 'admin'),
    );
    expect(response.status).toBe(503);
    expect(records[0]?.slice(0, 2)).toEqual(['n1', 'sin_envio']);
  });
});

describe('an alert about a notice of no booking through the local relay', () => {
  it("goes by e-mail to the firm, naming the request's notice", async () => {
    const { mailbox, mail } = mailService();
    const relay = createNotifyHandler({ webhookUrl: '', siteUrl: SITE, fetch: vi.fn(), mail });
    const alerta = { tipo: 'solicitud_respondida', canal: 'webhook', intentos: 3, error: null };
    const response = await relay(post({ tipo: 'aviso_fallido', canal: 'email', alerta }));
    expect(await response.json()).toMatchObject({ resultado: 'enviado' });
    const [stored] = mailbox.messages();
    expect(stored?.message.to).toEqual(['contacto@puntolegal.cl']);
    expect(stored?.message.subject).toBe(
      'Un aviso no se pudo entregar: Respuesta a solicitud de datos',
    );
  });
});
