import { describeEachDatabase } from '../support/test-app';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('the OpenAPI document (/api/docs)', (context) => {
  it('marks every operation that asks for a sign-in without a token as needing the bearer token', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Partial<Record<(typeof METHODS)[number], { security?: unknown[] }>>>;
    };
    const undocumented: string[] = [];
    let needingToken = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = operations[method];
        if (!operation) continue;
        const url = path.replace(/\{[^}]+\}/g, SOME_ID);
        const answer = await context.app.inject({ method: method.toUpperCase() as Uppercase<typeof method>, url });
        // 401 'Please sign in': the bearer token is missing (the payment webhook's 401 is about its signature).
        if (answer.statusCode !== 401 || answer.json().message !== 'Please sign in to continue.') continue;
        needingToken += 1;
        const names = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement as object));
        if (!names.includes('bearerAuth')) undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(needingToken).toBeGreaterThan(40);
    expect(undocumented).toEqual([]);
  });
});
