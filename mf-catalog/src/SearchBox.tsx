// The exposed `./SearchBox`: the header's product search with its dropdown.
export { SearchBox as default } from './features/search';
