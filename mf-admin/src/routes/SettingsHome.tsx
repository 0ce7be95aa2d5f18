import { SettingsPage, SettingsSection } from '../features/settings';
import { CONTENT_TEXTS, HomeForm } from '../features/settings-content';

/** «Настройки» → «Главная»: the hero slides and promo cards (administrators only). */
export default function SettingsHome() {
  return (
    <SettingsPage title={CONTENT_TEXTS.titles.home}>
      <SettingsSection section="home">{(state) => <HomeForm state={state} />}</SettingsSection>
    </SettingsPage>
  );
}
