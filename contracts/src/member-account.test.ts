import { forgotLpuIdSchema, memberProfileFormSchema, memberProfileUpdateSchema, YEAR_OPTIONS } from './member-account';

const form = {
  fullname: ' Asha ',
  email: '',
  program: '',
  year: '',
  linkedIn: ' https://linkedin.com/in/asha ',
  github: '',
  bio: '',
};

describe('the Edit Profile form', () => {
  it('parses into the PUT payload: blank optional fields become null, the year a number', () => {
    expect(memberProfileFormSchema.parse(form)).toEqual({
      fullname: 'Asha',
      email: null,
      program: null,
      year: null,
      linkedIn: 'https://linkedin.com/in/asha',
      github: null,
      bio: null,
    });
    expect(memberProfileFormSchema.parse({ ...form, year: '3' }).year).toBe(3);
  });

  it('offers none and 1st to 4th Year', () => {
    expect(YEAR_OPTIONS.map((option) => option.label)).toEqual([
      'None',
      '1st Year',
      '2nd Year',
      '3rd Year',
      '4th Year',
    ]);
  });

  it('says what is wrong with each field', () => {
    const result = memberProfileUpdateSchema.safeParse({
      ...form,
      year: 0,
      email: 'asha@',
      github: 'ftp://github.com/asha',
      bio: 'x'.repeat(501),
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Invalid email format'],
      ['year', 'Year must be 1st to 4th Year, or none'],
      ['github', 'GitHub must be a web address starting with https://'],
      ['bio', 'Bio cannot exceed 500 characters'],
    ]);
  });
});

describe('forgot LPU ID', () => {
  it.each(['', '  ', 'asha@'])('refuses %j with the one message', (email) => {
    expect(forgotLpuIdSchema.safeParse({ email }).error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
});
