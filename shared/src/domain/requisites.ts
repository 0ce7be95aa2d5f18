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
