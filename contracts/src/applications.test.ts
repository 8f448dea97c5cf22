import { membershipApplicationFormSchema } from './applications';

const filledIn = {
  fullName: ' Asha Verma ',
  LpuId: '12345678',
  email: 'Asha@Example.org',
  phone: '9876543210',
  course: 'B.Tech CSE',
  gender: 'female',
  accommodation: 'day-scholar',
  domains: ['design'],
  previousExperience: false,
  anyotherorg: true,
  bio: 'I build things.',
};

describe('membership application form', () => {
  it('parses the form into the API payload, accommodation mapped (day-scholar -> non-hostler)', () => {
    expect(membershipApplicationFormSchema.parse(filledIn)).toEqual({
      ...filledIn,
      fullName: 'Asha Verma',
      email: 'asha@example.org',
      accommodation: 'non-hostler',
    });
    expect(membershipApplicationFormSchema.parse({ ...filledIn, accommodation: 'hostel' }).accommodation).toBe(
      'hostler',
    );
  });

  it('gives the spec messages for unanswered choices and too many domains', () => {
    const result = membershipApplicationFormSchema.safeParse({
      ...filledIn,
      gender: undefined,
      accommodation: undefined,
      domains: ['design', 'media', 'marketing'],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['gender', 'Gender is required'],
      ['domains', 'Select maximum two domains'],
      ['accommodation', 'Accommodation type is required'],
    ]);
  });
});
