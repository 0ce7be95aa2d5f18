import styles from './PaymentIcons.module.css';

interface PaymentMark {
  name: string;
  /** Drawn as a small badge: the mark's own colours, no images from the network. */
  background: string;
  color: string;
  text: string;
}

const MARKS: readonly PaymentMark[] = [
  { name: 'Карты «Мир»', background: '#0f754e', color: '#fff', text: 'МИР' },
  { name: 'Visa', background: '#1a1f71', color: '#fff', text: 'VISA' },
  { name: 'Mastercard', background: '#fff', color: '#eb001b', text: 'MC' },
  { name: 'Система быстрых платежей', background: '#fff', color: '#5b2d90', text: 'СБП' },
  { name: 'Кошелёк ЮMoney', background: '#8b3ffd', color: '#fff', text: 'ЮMoney' },
];

/** Card networks, the fast-payment system and a wallet (spec section 1). */
export function PaymentIcons({ label }: { label: string }) {
  return (
    <ul role="list" className={styles.list} aria-label={label}>
      {MARKS.map((mark) => (
        <li key={mark.name} className={styles.item}>
          <svg viewBox="0 0 64 40" width="56" height="35" role="img" aria-label={mark.name}>
            <rect x="0.5" y="0.5" width="63" height="39" rx="6" fill={mark.background} stroke="#d1d5db" />
            {mark.text === 'MC' ? (
              <>
                <circle cx="26" cy="20" r="10" fill="#eb001b" />
                <circle cx="38" cy="20" r="10" fill="#f79e1b" fillOpacity="0.9" />
              </>
            ) : (
              <text
                x="32"
                y="25"
                textAnchor="middle"
                fill={mark.color}
                fontFamily="system-ui, sans-serif"
                fontSize={mark.text.length > 4 ? 11 : 14}
                fontWeight="800"
              >
                {mark.text}
              </text>
            )}
          </svg>
        </li>
      ))}
    </ul>
  );
}
