import { useState } from 'react';
import { z } from 'zod/mini';
import { CHILE_TIME_ZONE } from '@/lib/time/chile-time';
import { readStored, writeStored } from '@/lib/storage/typed-storage';
import { DEFAULT_PAYLOAD_OPTIONS, type PayloadOptions } from '@/lib/notify/payload-options';

/**
 * The notification panel's local settings (spec section 7, "Configuración"): what the payloads
 * ask the automation to do, and the switch that pauses the reminders. They live in this browser
 * only, under 'notificacionesConfig'; corrupt or tampered data falls back to the defaults.
 */
export const NOTIFICATIONS_CONFIG_KEY = 'notificacionesConfig';

export const LANGUAGES = [
  { value: 'es', label: 'Español' },
  { value: 'en', label: 'Inglés' },
] as const;
export type Language = (typeof LANGUAGES)[number]['value'];

const configSchema = z.object({
  opciones: z.object({
    enviarRecordatorio: z.boolean(),
    enviarComprobante: z.boolean(),
    crearCalendarEvent: z.boolean(),
    crearMeetLink: z.boolean(),
    notificarAbogado: z.boolean(),
    idioma: z.enum(['es', 'en']),
  }),
  /** false: 'Pausados', the reminder run refuses to send anything. */
  recordatoriosActivos: z.boolean(),
});
export type NotificationsConfig = z.infer<typeof configSchema>;
export type ToggleOption = Exclude<keyof NotificationsConfig['opciones'], 'idioma'>;

export const DEFAULT_NOTIFICATIONS_CONFIG: NotificationsConfig = {
  opciones: {
    enviarRecordatorio: DEFAULT_PAYLOAD_OPTIONS.enviarRecordatorio,
    enviarComprobante: DEFAULT_PAYLOAD_OPTIONS.enviarComprobante,
    crearCalendarEvent: DEFAULT_PAYLOAD_OPTIONS.crearCalendarEvent,
    crearMeetLink: DEFAULT_PAYLOAD_OPTIONS.crearMeetLink,
    notificarAbogado: DEFAULT_PAYLOAD_OPTIONS.notificarAbogado,
    idioma: 'es',
  },
  recordatoriosActivos: true,
};

export function readNotificationsConfig(): NotificationsConfig {
  return readStored(NOTIFICATIONS_CONFIG_KEY, configSchema) ?? DEFAULT_NOTIFICATIONS_CONFIG;
}

/** false when the browser refused to store it (quota, privacy mode). */
export function writeNotificationsConfig(config: NotificationsConfig): boolean {
  return writeStored(NOTIFICATIONS_CONFIG_KEY, config);
}

/** The options every payload carries; the time zone is always Chile's, never configurable. */
export function payloadOptionsOf(config: NotificationsConfig): PayloadOptions {
  return { ...config.opciones, zonaHoraria: CHILE_TIME_ZONE };
}

/** The stored settings and a setter that stores them; the setter says whether storing worked. */
export function useNotificationsConfig() {
  const [config, setConfig] = useState(readNotificationsConfig);
  const update = (next: NotificationsConfig): boolean => {
    setConfig(next);
    return writeNotificationsConfig(next);
  };
  return [config, update] as const;
}
