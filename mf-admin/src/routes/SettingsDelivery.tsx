import { DeliveryForm, SettingsPage, SettingsSection, SETTINGS_TEXTS } from '../features/settings';

/** «Настройки» → «Доставка» (administrators only). */
export default function SettingsDelivery() {
  return (
    <SettingsPage title={SETTINGS_TEXTS.titles.delivery}>
      <SettingsSection section="delivery">{(state) => <DeliveryForm state={state} />}</SettingsSection>
    </SettingsPage>
  );
}
