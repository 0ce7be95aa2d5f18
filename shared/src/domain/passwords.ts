/** The password policy's lengths: the API enforces them, and account forms may say them before sending. */

export const MIN_PASSWORD_LENGTH = 8;
/** argon2 hashes any length, but a megabyte-long "password" is a denial-of-service vector. */
export const MAX_PASSWORD_LENGTH = 128;
