/**
 * The payload settings an admin can choose (what the automation is asked to do), defined by the
 * notification function that builds the payloads; re-exported for the browser.
 */
export {
  DEFAULT_PAYLOAD_OPTIONS,
  type CompanySettings,
  type PayloadOptions,
} from '../../../supabase/functions/_shared/notify/payloads.ts';
