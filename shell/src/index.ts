// Async boundary: shared singletons (React, the router, the store) are negotiated by the federation
// runtime before any code that imports them runs.
void import('./bootstrap');
