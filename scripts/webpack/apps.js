// The apps of the storefront: folder name, federation container name and dev-server port.
// One list used by the webpack factory, the dev runner, the site server and the runtime config.
const REMOTES = [
  { folder: 'mf-catalog', container: 'mf_catalog', devPort: 3002 },
  { folder: 'mf-checkout', container: 'mf_checkout', devPort: 3003 },
  { folder: 'mf-account', container: 'mf_account', devPort: 3004 },
  { folder: 'mf-info', container: 'mf_info', devPort: 3005 },
  { folder: 'mf-admin', container: 'mf_admin', devPort: 3006 },
];

const SHELL = { folder: 'shell', container: 'shell', devPort: 3001 };

const API_DEV_PORT = 3010;

module.exports = { REMOTES, SHELL, API_DEV_PORT };
