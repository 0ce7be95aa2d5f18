import { satisfy } from '@module-federation/runtime-core';
import kernel from '../../../shared/src/kernel/version.json';

// The webpack configs' CommonJS helper (JavaScript, no types of its own).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compatibleRange, kernelShare } = require('../../../scripts/webpack/kernel-version') as {
  compatibleRange: (version: string) => string;
  kernelShare: () => { version: string; requiredVersion: string };
};

describe('the version the kernel is shared under', () => {
  it('is the one version.json records, with the range of its major from its minor', () => {
    expect(kernelShare()).toEqual({
      version: kernel.version,
      requiredVersion: compatibleRange(kernel.version),
    });
    expect(compatibleRange('1.2.3')).toBe('^1.2.0');
  });

  it("lets the federation's own check accept a later minor or patch and refuse another major or a lower minor", () => {
    const range = compatibleRange('1.2.0');
    expect(['1.2.0', '1.2.7', '1.3.0'].filter((provided) => satisfy(provided, range))).toHaveLength(3);
    expect(['1.1.9', '2.0.0', '0.9.0'].filter((provided) => satisfy(provided, range))).toHaveLength(0);
  });

  it('refuses a version that is not major.minor.patch', () => {
    expect(() => compatibleRange('1.0')).toThrow(/major\.minor\.patch/);
  });
});
