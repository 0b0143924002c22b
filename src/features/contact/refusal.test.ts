import { BackendError } from '@/backend/port';
import { contactRefusal } from './refusal';

describe('contactRefusal', () => {
  it('explains both limits in Spanish, pointing to WhatsApp', () => {
    expect(contactRefusal(new BackendError('x', 'limite_mensajes')).message).toMatch(
      /Ya recibimos varios mensajes.*WhatsApp/,
    );
    expect(contactRefusal(new BackendError('x', 'limite_global')).message).toMatch(
      /muchos mensajes.*unos minutos/,
    );
  });

  it('asks to send again when the human check was cancelled, keeping the text', () => {
    const cancelled = new BackendError(
      'Confirma que eres una persona para continuar.',
      'verificacion_humana',
    );
    expect(contactRefusal(cancelled).message).toMatch(/confirma que eres una persona.*sigue aquí/);
    expect(contactRefusal(new BackendError(cancelled.message)).message).toMatch(/sigue aquí/);
    expect(contactRefusal(new BackendError(cancelled.message)).message).not.toMatch(/conexión/);
  });

  it('ties a refused field to its input', () => {
    expect(contactRefusal(new BackendError('x', 'email_invalido')).field).toBe('email');
    expect(contactRefusal(new BackendError('x', 'nombre_invalido')).field).toBe('nombre');
    expect(contactRefusal(new BackendError('x', 'mensaje_invalido')).field).toBe('mensaje');
  });

  it('treats anything else as a failed connection that keeps the text', () => {
    expect(contactRefusal(new Error('network')).message).toMatch(/sigue aquí/);
  });

  it('recognises a refusal whose hint the browser database dropped', () => {
    const dropped = new BackendError(
      'Ya recibimos varios mensajes tuyos y te responderemos pronto.',
      'desconocido',
    );
    expect(contactRefusal(dropped).message).toMatch(/Ya recibimos varios mensajes desde/);
    expect(contactRefusal(new BackendError('Correo electrónico inválido')).field).toBe('email');
  });
});
