import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from './requisites';

// Each check digit is the weighted sum modulo 11, then modulo 10: a remainder of 10 gives the digit 0. About
// one valid ИНН in eleven takes that branch, so each length is tested on it as well as on an ordinary one.
describe('ИНН', () => {
  test.each([
    ['7366258519', 'an organisation'],
    ['3449786900', 'an organisation whose check sum leaves 10'],
    ['283444852707', 'a sole trader whose first check sum leaves 10'],
    ['833541185740', 'a sole trader whose second check sum leaves 10'],
  ])('%s (%s) is valid', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });

  test.each([
    ['7366258518', 'a wrong check digit'],
    ['3449786901', 'a remainder of 10 written as 1'],
    ['283444852717', 'a wrong first check digit of twelve'],
    ['833541185741', 'a wrong second check digit of twelve'],
    ['73662585190', 'eleven digits'],
    ['736625851', 'nine digits'],
    ['73662585l9', 'a letter among the digits'],
    ['', 'nothing'],
  ])('%s (%s) is refused', (inn) => {
    expect(isValidInn(inn)).toBe(false);
  });
});

describe('КПП', () => {
  test.each(['771301001', '7713AB001'])('%s is valid', (kpp) => expect(isValidKpp(kpp)).toBe(true));
  test.each(['77130100', '7713010011', '77ab01001', '7713ab001'])('%s is refused', (kpp) =>
    expect(isValidKpp(kpp)).toBe(false),
  );
});

// Real published requisites, and the same with one digit off.
describe('ОГРН and ОГРНИП', () => {
  test('ПАО Сбербанк: ИНН 7707083893, ОГРН 1027700132195', () => {
    expect(isValidInn('7707083893')).toBe(true);
    expect(isValidOgrn('1027700132195')).toBe(true);
  });
  test.each(['1027700132196', '1027700132185', '102770013219', '10277001321950'])('%s is refused', (ogrn) =>
    expect(isValidOgrn(ogrn)).toBe(false),
  );
  test('the ИНН one digit off is refused', () => expect(isValidInn('7707083894')).toBe(false));
});

describe('БИК and the accounts keyed by it', () => {
  test.each([
    ['Сбербанк', '044525225', '30101810400000000225'],
    ['Банк ВТБ', '044525187', '30101810700000000187'],
  ])('%s: БИК %s, к/с %s', (_bank, bik, account) => {
    expect(isValidBik(bik)).toBe(true);
    expect(isValidCorrespondentAccount(account, bik)).toBe(true);
    expect(
      isValidCorrespondentAccount(
        account.replace(/.$/, (d) => String((Number(d) + 1) % 10)),
        bik,
      ),
    ).toBe(false);
    // Keyed with the БИК's 5th and 6th digits: another bank's.
    expect(isValidCorrespondentAccount(account, '044535225')).toBe(false);
  });
  test('a settlement account at Сбербанк keyed to its БИК, and one digit off', () => {
    const bik = '044525225';
    const valid = Array.from({ length: 10 }, (_, d) => `407028109380000000${d}1`).find((a) =>
      isValidSettlementAccount(a, bik),
    );
    expect(valid).toBeDefined();
    const off = valid!.replace(
      /^(\d{19})(\d)$/,
      (_m, head: string, d: string) => `${head}${(Number(d) + 1) % 10}`,
    );
    expect(isValidSettlementAccount(off, bik)).toBe(false);
  });
  test.each(['04452522', '144525225', '04452522a'])('БИК %s is refused', (bik) =>
    expect(isValidBik(bik)).toBe(false),
  );
});
