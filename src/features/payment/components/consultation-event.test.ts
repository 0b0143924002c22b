import { consultationEventText } from './consultation-event';

describe('consultationEventText', () => {
  it('names the service and the firm in the title', () => {
    expect(consultationEventText('Consulta Laboral', 'videollamada').title).toBe(
      'Consulta Laboral · Punto Legal',
    );
  });

  it('describes service, mode, length and how to reach the firm, one per line', () => {
    expect(consultationEventText('Consulta Laboral', 'telefonica').description).toBe(
      'Servicio: Consulta Laboral\nModalidad: Llamada telefónica\nDuración: 45 minutos\nConsultas: contacto@puntolegal.cl',
    );
  });

  it('uses the meeting mode as the location', () => {
    expect(consultationEventText('Consulta Laboral', 'videollamada').location).toBe('Videollamada');
    expect(consultationEventText('Consulta Laboral', 'telefonica').location).toBe(
      'Llamada telefónica',
    );
  });
});
