/** The shop's own contact details: the one place to change them. */
const PHONE_DIGITS = '79491234567';

export const SITE = {
  companyName: 'МеталлСейф',
  slogan: 'Сейфы, металлическая мебель и системы хранения',
  phone: '+7 949 123 45 67',
  phoneHref: `tel:+${PHONE_DIGITS}`,
  email: 'info@seyf-shop.ru',
  emailHref: 'mailto:info@seyf-shop.ru',
  /** The messenger chat link carries the phone number (spec section 2). */
  messengerName: 'WhatsApp',
  messengerHref: `https://wa.me/${PHONE_DIGITS}`,
  workHours: 'с 9:00 до 19:00 без выходных',
} as const;

/**
 * The privacy policy's edition (`/include/licenses_detail`). The registration form sends it with the
 * consent, and the server stores which edition the buyer agreed to; a new text gets a new version.
 */
export const PRIVACY_POLICY = {
  version: '1.0',
  /** The date the edition took effect, ISO 8601. */
  effectiveDate: '2026-11-23',
} as const;
