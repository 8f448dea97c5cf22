// Testing Library's waits (findBy*, waitFor) give up after 1 s by default. `npm test` runs its jest projects beside
// the builds and the browser journeys on two cores, where a MUI screen can take seconds to render: wait up to 20 s.
// A wait that succeeds returns at once, so passing tests are not slower; a failing one fails later, never passes.
require('@testing-library/react').configure({ asyncUtilTimeout: 20_000 });
