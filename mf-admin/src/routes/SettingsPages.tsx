import { SettingsPage, SettingsSection } from '../features/settings';
import { CONTENT_TEXTS, PagesForm } from '../features/settings-content';

/** «Настройки» → «Страницы»: the information pages' bodies (administrators only). */
export default function SettingsPages() {
  return (
    <SettingsPage title={CONTENT_TEXTS.titles.pages}>
      <SettingsSection section="pages">{(state) => <PagesForm state={state} />}</SettingsSection>
    </SettingsPage>
  );
}
