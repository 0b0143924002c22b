/**
 * Where the link that confirms a new account's address leads: the sign-in page completes it
 * (signing the person in). Hosted projects must list it among their redirect URLs.
 */
export const confirmationReturn = () => `${window.location.origin}/auth`;
