/** How a consultation is held, as the client and the lawyer read it. */
export const MEETING_LABELS: Record<'videollamada' | 'telefonica' | 'presencial', string> = {
  videollamada: 'Videollamada',
  telefonica: 'Llamada telefónica',
  presencial: 'Presencial',
};
