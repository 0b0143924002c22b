import {
  createMailbox,
  MAIL_STAND_IN_URL,
  mailStandInFetch,
} from '../../../../scripts/lib/mail-stand-in.ts';
import { ANSWERED_REQUEST, BOOKING, CARD_PAYMENT, CONTEXT } from '../mail/test-fixtures.ts';
import {
  EMAIL_ONLY,
  NO_MAIL_SERVICE,
  noticeDelivery,
  pacer,
  type MailSettings,
} from './deliver-notice.ts';
import type { OpenedNotice } from './opened-notice.ts';
import type { NoticeSender } from './send-notice.ts';

const NOTICE: OpenedNotice = {
  id: '0b5f8a2e-1f3c-4f7e-9a55-2d7f1f0b9a11',
  tipo: 'nueva_reserva',
  canal: 'email',
  intentos: 1,
  reserva: BOOKING,
  alerta: null,
  pago: null,
  solicitud: null,
};

function setup(options: { webhookUrl?: string; apiKey?: string } = {}) {
  const mailbox = createMailbox();
  const webhook = vi.fn<NoticeSender>(() => Promise.resolve({ ok: true, response: 'ok' }));
  const mail: MailSettings = {
    apiUrl: MAIL_STAND_IN_URL,
    apiKey: options.apiKey ?? 'stand-in',
    from: CONTEXT.from,
    firmEmail: CONTEXT.firmEmail,
    fetch: mailStandInFetch(mailbox, () => Promise.reject(new Error('sin red'))),
  };
  const deliver = noticeDelivery({
    webhookUrl: options.webhookUrl ?? 'https://hook.example/x',
    missingWebhook: 'Webhook URL no configurada',
    sendToWebhook: webhook,
    mail,
    empresa: CONTEXT.empresa,
    siteUrl: CONTEXT.siteUrl,
  });
  return { mailbox, webhook, deliver };
}

describe('noticeDelivery', () => {
  it('sends an e-mail notice through the e-mail API, once per attempt', async () => {
    const { mailbox, webhook, deliver } = setup();
    expect(await deliver(NOTICE)).toMatchObject({ resultado: 'enviado' });
    // The same attempt again (a run that died before recording it) is the same e-mail.
    expect(await deliver(NOTICE)).toMatchObject({ resultado: 'enviado' });
    expect(mailbox.messages()).toHaveLength(1);
    expect(mailbox.messages()[0]?.message.to).toEqual([BOOKING.email]);
    expect(webhook).not.toHaveBeenCalled();
    // The next attempt is another key, so a retry after a failure is sent.
    await deliver({ ...NOTICE, intentos: 2 });
    expect(mailbox.messages()).toHaveLength(2);
  });

  it('sends a webhook notice to the webhook, with the alert it tells', async () => {
    const { mailbox, webhook, deliver } = setup();
    const alerta = {
      tipo: 'nueva_reserva' as const,
      canal: 'email' as const,
      intentos: 3,
      error: 'x',
    };
    const outcome = await deliver({ ...NOTICE, tipo: 'aviso_fallido', canal: 'webhook', alerta });
    expect(outcome).toEqual({ resultado: 'enviado', response: 'ok' });
    expect(webhook).toHaveBeenCalledWith('aviso_fallido', BOOKING, undefined, alerta);
    expect(mailbox.messages()).toEqual([]);
  });

  it('leaves a notice for later when its channel is not configured on this server', async () => {
    const noWebhook = setup({ webhookUrl: '' });
    expect(await noWebhook.deliver({ ...NOTICE, canal: 'webhook' })).toEqual({
      resultado: 'sin_envio',
      error: 'Webhook URL no configurada',
    });
    const noMail = setup({ apiKey: '' });
    expect(await noMail.deliver(NOTICE)).toEqual({
      resultado: 'sin_envio',
      error: NO_MAIL_SERVICE,
    });
    expect(noMail.mailbox.messages()).toEqual([]);
  });

  it('reports a refused e-mail as a failed attempt, without the key', async () => {
    const { deliver } = setup({ apiKey: 'clave-secreta' });
    const outcome = await deliver({
      ...NOTICE,
      reserva: { ...BOOKING, email: 'sin-arroba' },
    });
    expect(outcome.resultado).toBe('fallido');
    expect(JSON.stringify(outcome)).not.toContain('clave-secreta');
  });

  it('puts off, counting no attempt, what a service refuses with 429', async () => {
    const tooMany = () =>
      Promise.resolve(new Response('{"message":"Too many requests"}', { status: 429 }));
    const deliver = noticeDelivery({
      webhookUrl: 'https://hook.example/x',
      missingWebhook: 'sin webhook',
      sendToWebhook: () =>
        Promise.resolve({
          ok: false,
          error: 'HTTP 429: Too Many Requests',
          response: null,
          status: 429,
        }),
      mail: {
        apiUrl: 'https://api.resend.com/emails',
        apiKey: 're_clave',
        from: CONTEXT.from,
        firmEmail: CONTEXT.firmEmail,
        fetch: tooMany,
      },
      empresa: CONTEXT.empresa,
      siteUrl: CONTEXT.siteUrl,
    });
    expect((await deliver(NOTICE)).resultado).toBe('aplazado');
    expect((await deliver({ ...NOTICE, canal: 'webhook' })).resultado).toBe('aplazado');
  });
});

describe('pacer', () => {
  it('spaces calls by the rate, in the order they ask, and waits for nothing without one', async () => {
    // Three calls at the same instant: the second waits half a second, the third a whole one.
    const waits: number[] = [];
    const turn = pacer(
      2,
      (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      () => 1_000,
    );
    await Promise.all([turn(), turn(), turn()]);
    expect(waits).toEqual([500, 1000]);
    const free = pacer(undefined);
    await expect(free()).resolves.toBeUndefined();
  });
});

describe("a payment's notice and a request's answer", () => {
  it('go by e-mail, with their facts', async () => {
    const { mailbox, deliver } = setup();
    await deliver({ ...NOTICE, tipo: 'pago_recibido', pago: CARD_PAYMENT });
    await deliver({
      ...NOTICE,
      id: '1c6f9b3f-2a4d-4e8f-8b66-3e8a2a1c0b22',
      tipo: 'solicitud_respondida',
      reserva: null,
      solicitud: ANSWERED_REQUEST,
    });
    // Newest first.
    const [answer, receipt] = mailbox.messages();
    expect(receipt?.message.text).toContain('Código de autorización: 1213');
    expect(answer?.message.to).toEqual(['titular@ejemplo.cl']);
  });

  it('never reach the webhook', async () => {
    const { webhook, deliver } = setup();
    const outcome = await deliver({
      ...NOTICE,
      tipo: 'pago_fallido',
      canal: 'webhook',
      pago: CARD_PAYMENT,
    });
    expect(outcome).toEqual({ resultado: 'descartado', error: EMAIL_ONLY });
    expect(webhook).not.toHaveBeenCalled();
  });
});
