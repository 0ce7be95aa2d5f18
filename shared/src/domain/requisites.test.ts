import { isValidInn, isValidKpp } from './requisites';

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
