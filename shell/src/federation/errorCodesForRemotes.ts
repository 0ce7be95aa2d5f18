/**
 * What a built remote's bundled `@module-federation/runtime` imports from `@module-federation/error-codes`,
 * which it takes from the shell (the factory makes that package an external of a production remote).
 * Only these names, so the shell's build still leaves the rest out.
 */
export { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
