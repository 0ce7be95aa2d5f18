// The layout's one global stylesheet (reset and variables), imported for its side effect.
declare module '*/global.css';
