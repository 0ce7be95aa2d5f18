import { RequisitesForm, SettingsPage, SettingsSection, SETTINGS_TEXTS } from '../features/settings';

/** «Настройки» → «Реквизиты» (administrators only). */
export default function SettingsRequisites() {
  return (
    <SettingsPage title={SETTINGS_TEXTS.titles.requisites}>
      <SettingsSection section="requisites">{(state) => <RequisitesForm state={state} />}</SettingsSection>
    </SettingsPage>
  );
}
