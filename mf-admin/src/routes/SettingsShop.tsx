import { ShopForm, SettingsPage, SettingsSection, SETTINGS_TEXTS } from '../features/settings';

/** «Настройки» → «Магазин» (administrators only). */
export default function SettingsShop() {
  return (
    <SettingsPage title={SETTINGS_TEXTS.titles.shop}>
      <SettingsSection section="shop">{(state) => <ShopForm state={state} />}</SettingsSection>
    </SettingsPage>
  );
}
