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
      ['github', 'GitHub must be a web address, like github.com/your-name'],
      ['bio', 'Bio cannot exceed 500 characters'],
    ]);
  });
});

describe('the LinkedIn and GitHub links', () => {
  const linkedIn = (link: string) => memberProfileUpdateSchema.safeParse({ ...form, year: null, linkedIn: link });

  it.each([
    ['linkedin.com/in/asha', 'https://linkedin.com/in/asha'],
    ['www.linkedin.com/in/asha', 'https://www.linkedin.com/in/asha'],
    ['//linkedin.com/in/asha', 'https://linkedin.com/in/asha'],
    ['linkedin.com:443/in/asha', 'https://linkedin.com:443/in/asha'],
    ['https://linkedin.com/in/asha', 'https://linkedin.com/in/asha'],
    ['http://linkedin.com/in/asha', 'http://linkedin.com/in/asha'],
    ['HTTPS://linkedin.com/in/asha', 'HTTPS://linkedin.com/in/asha'],
  ])('adds https:// when it was left out: %s -> %s', (typed, stored) => {
    expect(linkedIn(typed).data?.linkedIn).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://linkedin.com/in/asha',
    'mailto:asha@example.org',
    'asha',
  ])('still refuses %s', (typed) => {
    expect(linkedIn(typed).error?.issues.map((issue) => issue.message)).toEqual([
      'LinkedIn must be a web address, like linkedin.com/in/your-name',
    ]);
  });

  it('stores a cleared link as none', () => {
    expect(linkedIn('  ').data?.linkedIn).toBeNull();
  });
});

describe('forgot LPU ID', () => {
  it.each(['', '  ', 'asha@'])('refuses %j with the one message', (email) => {
    expect(forgotLpuIdSchema.safeParse({ email }).error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
});
