import { isValidSettlementAccount } from '@shop/shared/domain';

/** Сбербанк's published requisites: real check digits for the ИНН, the ОГРН, the БИК and the correspondent account. */
export const SBER = {
  fullName: 'ПАО Сбербанк',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: 'г. Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  correspondentAccount: '30101810400000000225',
  director: 'Иванов И. И.',
  // None: the director signs for both.
  accountant: '',
};

/** A settlement account whose control key holds with this БИК (the key digit found by trying the ten). */
export function accountAt(bik: string): string {
  return Array.from({ length: 10 }, (_, d) => `40702810${d}38000000001`).find((a) =>
    isValidSettlementAccount(a, bik),
  )!;
}

/** The requisites section's value as an administrator saves it: Сбербанк's with a valid settlement account. */
export const sberRequisites = () => ({ ...SBER, settlementAccount: accountAt(SBER.bik) });
