import { memberLoginSchema, toMemberLoginRequest, memberLoginFormSchema } from './auth';

describe('member login contract', () => {
  it('sends an identifier with @ as email and anything else as LpuId', () => {
    expect(toMemberLoginRequest({ identifier: ' a@b.co ', password: 'secret1' })).toEqual({
      email: 'a@b.co',
      password: 'secret1',
    });
    expect(toMemberLoginRequest({ identifier: '12345678', password: 'secret1' })).toEqual({
      LpuId: '12345678',
      password: 'secret1',
    });
  });

  it('gives the spec messages for an empty form', () => {
    const result = memberLoginFormSchema.safeParse({ identifier: '  ', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('LPU ID or email is required');
    expect(messages).toContain('Password is required');
  });

  it('rejects short passwords and malformed LPU IDs on the API side', () => {
    expect(memberLoginSchema.safeParse({ LpuId: '1234', password: 'secret1' }).success).toBe(false);
    expect(memberLoginSchema.safeParse({ LpuId: '12345678', password: '12345' }).success).toBe(false);
    expect(memberLoginSchema.safeParse({ LpuId: '12345678', password: '123456' }).success).toBe(true);
  });
});
