/** Jest setup of every browser workspace (`scripts/jest/create-config.js` adds it). */
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and swr need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
