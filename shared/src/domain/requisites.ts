/** Checks of a legal entity's requisites: the order form runs them as the buyer types, the API again. */

/** The ИНН checksum of the Federal Tax Service: 10 digits for an organisation, 12 for a sole trader. */
export function isValidInn(inn: string): boolean {
  if (!/^\d{10}(?:\d{2})?$/.test(inn)) return false;
  const d = [...inn].map(Number);
  const check = (weights: number[]) => (weights.reduce((sum, w, i) => sum + w * (d[i] ?? 0), 0) % 11) % 10;
  if (inn.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return (
    check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] && check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
  );
}

/** КПП: nine characters, the fifth and sixth may be Latin capitals (the reason code), e.g. 771301001. */
export const isValidKpp = (kpp: string): boolean => /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);

/** The remainder of a long decimal number by a small divisor, digit by digit (no precision lost). */
const remainder = (digits: string, divisor: number): number =>
  [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % divisor, 0);

/**
 * ОГРН (13 digits, an organisation) or ОГРНИП (15, a sole trader): the last digit is the rest of the number
 * before it divided by 11 (ОГРН) or 13 (ОГРНИП), taken modulo 10.
 */
export function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}(?:\d{2})?$/.test(ogrn)) return false;
  const body = ogrn.slice(0, -1);
  return remainder(body, ogrn.length === 13 ? 11 : 13) % 10 === Number(ogrn.slice(-1));
}

/** БИК: nine digits, a Russian bank's starting with 04. */
export const isValidBik = (bik: string): boolean => /^04\d{7}$/.test(bik);

/** The Bank of Russia's control key: the 23 digits weighted 7, 1, 3 in turn sum to a multiple of 10. */
function keyHolds(digits: string): boolean {
  const weights = [7, 1, 3];
  return (
    [...digits].reduce((sum, digit, i) => sum + ((Number(digit) * (weights[i % 3] as number)) % 10), 0) %
      10 ===
    0
  );
}

/** A settlement account (20 digits) against its bank's БИК: keyed with the БИК's last three digits. */
export const isValidSettlementAccount = (account: string, bik: string): boolean =>
  /^\d{20}$/.test(account) && isValidBik(bik) && keyHolds(`${bik.slice(-3)}${account}`);

/** A correspondent account (20 digits, 30101…) against its bank's БИК: keyed with «0» and the БИК's 5th–6th digits. */
export const isValidCorrespondentAccount = (account: string, bik: string): boolean =>
  /^30101\d{15}$/.test(account) && isValidBik(bik) && keyHolds(`0${bik.slice(4, 6)}${account}`);
