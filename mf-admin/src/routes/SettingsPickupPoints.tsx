import { PickupPointsForm, SettingsPage, SettingsSection, SETTINGS_TEXTS } from '../features/settings';

/** «Настройки» → «Пункты выдачи» (administrators only). */
export default function SettingsPickupPoints() {
  return (
    <SettingsPage title={SETTINGS_TEXTS.titles.pickupPoints}>
      <SettingsSection section="pickupPoints">
        {(state) => <PickupPointsForm state={state} />}
      </SettingsSection>
    </SettingsPage>
  );
}
