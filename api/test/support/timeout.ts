// Each test file starts a real server process on a fresh database, which takes seconds on a busy machine.
// `testTimeout` in a project's config is ignored when the root config runs all projects, so it is set here.
jest.setTimeout(Number(process.env.API_TEST_TIMEOUT_MS ?? 120_000));
