import type { ReactNode } from 'react';
import { type ShopSection, type ShopSectionState, useAuth, usePageTitle } from '@shop/shared';
import { AdminPage } from '../../../components/AdminPage';
import { AccessGate } from '../../access';
import { useShopSettings } from '../api/settings';
import { SETTINGS_TEXTS as T } from '../texts';
import { SettingsNav } from './SettingsNav';

/** A settings page: its title, the admin pages' and the settings' navigation, then the page. */
export function SettingsPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <AdminPage title={title}>
      <SettingsNav />
      {children}
    </AdminPage>
  );
}

interface SettingsSectionProps<S extends ShopSection> {
  section: S;
  /** The section's form, given the state it starts from. */
  children: (state: ShopSectionState<S>) => ReactNode;
}

/** A section's form once the settings are read; the server decides who may (401 asks to log in, 403 «Нет доступа»). */
export function SettingsSection<S extends ShopSection>({ section, children }: SettingsSectionProps<S>) {
  const { isLoggedIn } = useAuth();
  const { data, error, mutate } = useShopSettings(isLoggedIn);
  return (
    <AccessGate
      error={error}
      loaded={data !== undefined}
      retry={() => void mutate()}
      loginNeeded={T.loginNeeded}
      noAccessHint={T.noAccessHint}
    >
      {data && children(data[section])}
    </AccessGate>
  );
}
