/** Jest setup of every browser workspace (`scripts/jest/create-config.js` adds it). */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and swr need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// How long `findBy…` and `waitFor` wait for the page to show something. Testing Library's 1 s is wall-clock
// time sized for an idle machine: a page of 20 cards with its filter panel costs a few hundred milliseconds
// of CPU in jsdom, and on a machine whose cores are shared several times over (`npm test` beside a build or
// other suites) its first render arrived after several seconds, so the search results' tests failed at random
// while the page was right. A wait ends as soon as its condition holds: the bound only limits a real failure.
configure({ asyncUtilTimeout: 10_000 });
// A test's own bound (Jest's 5 s), above one wait's: a scenario of several pages waits several times.
jest.setTimeout(30_000);
