/** A stored phone («+7 949 123 45 67», as the settings keep it) as a link a phone dials: `tel:+79491234567`. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An e-mail address as a link that opens a letter to it. */
export const mailtoHref = (email: string): string => `mailto:${email}`;
