import type { JsonLd } from '@/lib/seo/json-ld';

/** A free calculator or tool, described for search engines as a web application. */
export function calculatorJsonLd(name: string, description: string, url: string): JsonLd {
  return {
    '@type': 'WebApplication',
    name,
    description,
    url,
    applicationCategory: 'UtilitiesApplication',
    operatingSystem: 'Web',
    inLanguage: 'es-CL',
    isAccessibleForFree: true,
  };
}
