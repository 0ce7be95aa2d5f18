import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
  type Requisites,
} from '@shop/shared';
import type { FieldErrors } from '../hooks/useSectionForm';
import { SETTINGS_TEXTS } from '../texts';
import { requireFilled, trimmed } from './forms';

const T = SETTINGS_TEXTS.requisites;
const E = SETTINGS_TEXTS.errors;
export type RequisitesForm = Required<Requisites>;

export const EMPTY_REQUISITES: RequisitesForm = {
  fullName: '',
  inn: '',
  kpp: '',
  ogrn: '',
  legalAddress: '',
  bankName: '',
  bik: '',
  settlementAccount: '',
  correspondentAccount: '',
  director: '',
  accountant: '',
};

const REQUIRED: Array<keyof RequisitesForm> = [
  'fullName',
  'inn',
  'ogrn',
  'legalAddress',
  'bankName',
  'bik',
  'settlementAccount',
  'correspondentAccount',
  'director',
];

/**
 * The checks the API runs, by the same algorithms (the ИНН's and ОГРН's check digits, the accounts' control keys
 * against the БИК), so a mistake is shown by its field before anything is sent.
 */
export function checkRequisites(typed: RequisitesForm): { value: RequisitesForm } | { errors: FieldErrors } {
  const form = trimmed(typed);
  const errors: FieldErrors = requireFilled(form, REQUIRED, T.labels);
  const bad = (key: keyof RequisitesForm, valid: boolean, message: string) => {
    if (!errors[key] && !valid) errors[key] = message;
  };
  bad('inn', isValidInn(form.inn), E.inn);
  bad('kpp', form.kpp === '' || isValidKpp(form.kpp), E.kpp);
  bad('ogrn', isValidOgrn(form.ogrn), E.ogrn);
  bad('bik', isValidBik(form.bik), E.bik);
  // An account is keyed with its bank's БИК: against a wrong БИК it says nothing of its own.
  if (!errors.bik) {
    bad('settlementAccount', isValidSettlementAccount(form.settlementAccount, form.bik), E.settlement);
    bad(
      'correspondentAccount',
      isValidCorrespondentAccount(form.correspondentAccount, form.bik),
      E.correspondent,
    );
  }
  return Object.keys(errors).length > 0 ? { errors } : { value: form };
}
