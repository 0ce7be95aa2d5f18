// The accounts: registration, login, sessions and their tokens, profile, password, e-mail links, staff roles.
export { userRoutes as userPlugin } from './routes';
/** Guesses at a password counted and limited as logins are (the 1С exchange's checkauth too). */
export { countLoginAttempt } from './lockout';
/** The account's e-mail when its owner confirmed it (an order's letter to a confirmed address). */
export { confirmedEmailOf } from './links';
/** Every session of an account ended but one (a password set by the administrator's start-up). */
export { revokeSessions } from './revoke';
/** Who is a manager: the list, an invitation by e-mail, its withdrawal, and how the history names staff. */
export { inviteManager, listStaff, staffActor, withdrawManager } from './staff';
/** The first admin from ADMIN_EMAIL and ADMIN_PASSWORD, made or promoted at start-up. */
export { ensureAdmin } from './first-admin';
/** What the guard, the mail worker and the staff pages read of the accounts (handed over by app.ts). */
export { hasAccount, peopleOf, sessionAccount } from './directory';
