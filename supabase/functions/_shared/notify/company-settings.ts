/**
 * The company block of every payload, from the firm's facts (src/content/company.ts, the one
 * source of them) and the public address of the site.
 */
import { company, fullAddress, whatsappLink } from '../../../../src/content/company.ts';
import type { CompanySettings } from './payloads.ts';

export function companySettings(siteUrl: string): CompanySettings {
  return {
    nombre: company.name,
    email: company.email,
    telefono: company.phone,
    whatsapp: whatsappLink(),
    direccion: fullAddress(),
    sitioWeb: siteUrl,
  };
}
