import * as kernel from '@shop/shared/kernel';
import * as root from '../index';

// The package's root names the kernel's exports one by one (see index.ts): none may be left out.
test('the root of @shop/shared re-exports every value of the kernel, as the same object', () => {
  const missing = Object.keys(kernel).filter(
    (name) => (root as Record<string, unknown>)[name] !== (kernel as Record<string, unknown>)[name],
  );
  expect(missing).toEqual([]);
});
