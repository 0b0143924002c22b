/** Where a form's draft is kept (sessionStorage: this tab only). */
export const draftKey = (formId: string): string => `contactDraft:${formId}`;

/** The contact page's form, by its draft's id. */
export const CONTACT_FORM_ID = 'contacto';

/**
 * Whether a draft may be waiting for the form: then its code loads at once, to show it. A cheap
 * look at the key only; reading it (validated, expired, someone else's) is the form's job.
 */
export function mayHaveDraft(formId: string): boolean {
  try {
    return window.sessionStorage.getItem(draftKey(formId)) !== null;
  } catch {
    return false;
  }
}
