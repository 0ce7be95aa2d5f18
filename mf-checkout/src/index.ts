// Async boundary: shared singletons are negotiated before the standalone frame imports React.
void import('./bootstrap');
