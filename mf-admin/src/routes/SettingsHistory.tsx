import { SettingsHistory as History, SettingsPage, SETTINGS_TEXTS } from '../features/settings';

/** «Настройки» → «История»: every change of the settings, with undo (administrators only). */
export default function SettingsHistory() {
  return (
    <SettingsPage title={SETTINGS_TEXTS.titles.history}>
      <History />
    </SettingsPage>
  );
}
