/**
 * Minutes without activity after which a session ends: the backends enforce it (hosted, by the
 * project's inactivity timeout; embedded, when the session is used), and the account page tells
 * people so they are not surprised.
 */
export const INACTIVITY_MINUTES = 30;
