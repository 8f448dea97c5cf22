// Each test file starts its own database and Fastify instance, which takes seconds on a busy machine. Set here and
// not as `testTimeout` in jest.config.js: jest ignores that per-project option when the root config runs every
// workspace (`npm test`), and the 5 s default then fails hooks under load.
jest.setTimeout(30_000);
