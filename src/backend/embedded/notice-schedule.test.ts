import { NO_NOTIFY_SERVICE } from '../notice-answer';
import { relayOutcome } from './notice-schedule';

describe('relayOutcome', () => {
  it('records what the relay did: sent, failed with its detail, set aside', () => {
    expect(relayOutcome(200, { resultado: 'enviado', respuesta: { id: 'x' } })).toEqual({
      resultado: 'enviado',
      response: { id: 'x' },
    });
    expect(
      relayOutcome(200, {
        resultado: 'fallido',
        error: 'El webhook no recibió el aviso',
        detalle: 'HTTP 502: Bad Gateway',
        respuesta: null,
      }),
    ).toEqual({ resultado: 'fallido', error: 'HTTP 502: Bad Gateway', response: null });
    expect(relayOutcome(200, { resultado: 'descartado', error: 'Sin destinatario' })).toEqual({
      resultado: 'descartado',
      error: 'Sin destinatario',
    });
  });

  it('leaves for a later run what could not be attempted: nothing configured, a refusal, no relay', () => {
    expect(
      relayOutcome(503, { resultado: 'sin_envio', error: 'Webhook URL no configurada' }),
    ).toEqual({ resultado: 'sin_envio', error: 'Webhook URL no configurada' });
    expect(relayOutcome(429, { codigo: 'limite_avisos', error: 'Demasiados avisos' })).toEqual({
      resultado: 'sin_envio',
      error: 'Demasiados avisos',
    });
    expect(relayOutcome(404, null)).toEqual({ resultado: 'sin_envio', error: NO_NOTIFY_SERVICE });
  });

  it('takes the relay’s memory at its word: already sent, or never to be sent', () => {
    expect(relayOutcome(409, { codigo: 'aviso_enviado', error: 'Ya enviada' })).toEqual({
      resultado: 'enviado',
      response: null,
    });
    expect(relayOutcome(403, { codigo: 'aviso_vencido', error: 'Ya no' })).toEqual({
      resultado: 'descartado',
      error: 'Ya no',
    });
  });
});
