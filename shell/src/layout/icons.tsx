/** Inline SVG icons of the layout (no network, currentColor, hidden from screen readers). */
import type { ReactNode } from 'react';

function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const HANDSET =
  'M5 3.5h3.2l1.6 4.3-2.2 1.4a11 11 0 0 0 7.2 7.2l1.4-2.2 4.3 1.6V19a2 2 0 0 1-2.2 2A17 17 0 0 1 3 5.7 2 2 0 0 1 5 3.5z';

export const CatalogIcon = () => (
  <Icon>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </Icon>
);

export const HeartIcon = () => (
  <Icon>
    <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
  </Icon>
);

export const BasketIcon = () => (
  <Icon>
    <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </Icon>
);

export const PinIcon = () => (
  <Icon>
    <path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
  </Icon>
);

export const LogoutIcon = () => (
  <Icon>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 17l-5-5 5-5M5 12h11" />
  </Icon>
);

export const PhoneIcon = () => (
  <Icon>
    <path d={HANDSET} />
  </Icon>
);

export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </Icon>
);

export const ChatIcon = () => (
  <Icon>
    <path d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8.6 19z" />
    <path d="M9 10.5h6M9 13.5h4" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon size={24}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon size={16}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const CallbackIcon = () => (
  <Icon>
    <path d={HANDSET} />
    <path d="M15 3a6 6 0 0 1 6 6M15 6.5A2.5 2.5 0 0 1 17.5 9" />
  </Icon>
);

/** The shop's mark: a stylised safe door. */
export const LogoMark = () => (
  <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
    <rect x="2" y="2" width="32" height="32" rx="8" fill="var(--color-accent)" />
    <rect x="8" y="8" width="20" height="20" rx="4" fill="none" stroke="#fff" strokeWidth="2.2" />
    <circle cx="18" cy="18" r="4.5" fill="none" stroke="#fff" strokeWidth="2.2" />
    <path
      d="M18 13.5v-2M18 24.5v-2M13.5 18h-2M24.5 18h-2"
      stroke="#fff"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
  </svg>
);
