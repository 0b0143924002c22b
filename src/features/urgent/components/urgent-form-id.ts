/** The emergency request form, by its draft's id. */
export const URGENT_FORM_ID = 'urgente';
