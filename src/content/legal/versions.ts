/**
 * The version of each legal text a person can be shown. What a person sends (a booking, an
 * account, a subscription, a message) is stored with the version of the privacy notice they saw,
 * and a paid booking with the version of the terms they accepted, so the firm can prove which text
 * applied. A new text gets a new version here and a row in `public.versiones_legales`.
 */
/** 2.1: lists each message the site sends (channel, to whom, when) and adds the e-mail service
 * (Resend) as a processor; announced on 2026-11-27, in force the same day as 2.0. */
export const PRIVACY_POLICY_VERSION = { version: '2.1', effective: '2026-12-01' } as const;
/** 1.1: bookings take a RUT or another identity document, and a paid booking's terms are accepted
 * explicitly before paying. */
export const TERMS_VERSION = { version: '1.1', effective: '2026-11-23' } as const;
/** The express authorisation to process the sensitive data a case description may hold (health,
 * family, sexual life, money, a criminal matter), asked beside the description when one is
 * written. */
export const SENSITIVE_DATA_CONSENT_VERSION = { version: '1.0', effective: '2026-11-23' } as const;
