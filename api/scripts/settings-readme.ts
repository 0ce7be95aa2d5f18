// Writes the settings' list of the root README from api/src/settings/schema.ts (api/test/settings-readme.test.ts
// fails while the two differ).
import fs from 'node:fs';
import path from 'node:path';
import { withSettings } from '../src/settings/readme';

const readme = path.join(__dirname, '..', '..', 'README.md');
fs.writeFileSync(readme, withSettings(fs.readFileSync(readme, 'utf8')));
