/**
 * Query keys of the account's security data, all under ['auth']: a change to two-step
 * verification invalidates the whole prefix, since the factors and the session's assurance level
 * move together.
 */
export const AUTH_KEY = ['auth'] as const;
export const factorsKey = (userId: string) => ['auth', 'factores', userId] as const;
export const identitiesKey = (userId: string) => ['auth', 'identidades', userId] as const;
