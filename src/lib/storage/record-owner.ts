/**
 * Whose records the browser keeps: the signed-in person's user id, or ANONYMOUS_OWNER for a
 * visitor who is not signed in. On a shared computer, what one person typed or booked is never
 * shown to the next one, so every record that holds personal data is stamped with its owner.
 */
export type RecordOwner = string;

export const ANONYMOUS_OWNER: RecordOwner = 'anonimo';

export function ownerOf(session: { user: { id: string } } | null): RecordOwner {
  return session ? session.user.id : ANONYMOUS_OWNER;
}

let current: RecordOwner | undefined;

/**
 * Who is using the site in this tab, as the backend last said; undefined until a page with data
 * has learnt it in this page load (pages without data never do).
 */
export function currentOwner(): RecordOwner | undefined {
  return current;
}

export function setCurrentOwner(owner: RecordOwner | undefined): void {
  current = owner;
}

/**
 * Whether a record stored for `stored` may be used by `person`. A record written before anyone
 * was known belongs to whoever is known first, and where nobody can be known (a page without
 * data) the tab's records stand: they were checked the last time the person changed.
 */
export function belongsTo(stored: RecordOwner | undefined, person: RecordOwner | undefined) {
  return stored === undefined || person === undefined || stored === person;
}
