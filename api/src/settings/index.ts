export {
  type SettingName,
  type Settings,
  SETTING_DEFAULTS,
  SETTING_GROUPS,
  readSettings,
  settingsSchema,
} from './schema';
export { settingsPlugin } from './plugin';
