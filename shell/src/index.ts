// Async boundary: shared singletons (React, the router, the store) are negotiated by the federation
// runtime before any code that imports them runs. "eager" keeps the boundary but ships the bootstrap
// in the entry chunk, one request less on the first page.
void import(/* webpackMode: "eager" */ './bootstrap');
