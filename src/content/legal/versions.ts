/**
 * The version of each legal text a person can be shown. What a person sends (a booking, an
 * account, a subscription, a message) is stored with the version of the privacy notice they saw,
 * and a paid booking with the version of the terms they accepted, so the firm can prove which text
 * applied. A new text gets a new version here and a row in `public.versiones_legales`.
 */
export const PRIVACY_POLICY_VERSION = { version: '2.0', effective: '2026-12-01' } as const;
export const TERMS_VERSION = { version: '1.0', effective: '2025-01-01' } as const;
