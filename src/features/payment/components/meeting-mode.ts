import type { MeetingMode } from './payment-outcome';

/** How each meeting mode reads: as a value ('Videollamada') and inside a sentence. */
export const MEETING_MODES: Record<MeetingMode, { label: string; phrase: string }> = {
  videollamada: { label: 'Videollamada', phrase: 'por videollamada' },
  telefonica: { label: 'Llamada telefónica', phrase: 'por teléfono' },
};
