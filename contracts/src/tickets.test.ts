import { createOrderSchema, ticketPurchaseFormSchema } from './tickets';

const EVENT_ID = '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11';
const filledIn = {
  fullName: ' Asha Verma ',
  email: 'Asha@Example.org',
  phone: '+91 98765 43210',
  lpuId: '12345678',
  gender: 'Female',
  course: 'B.Tech CSE',
  club: 'SML',
  hosteler: 'yes',
  hostel: ' BH-4 ',
};

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the purchase form', () => {
  it('parses into the create-order fields: a hosteler names the hostel, a day scholar sends none', () => {
    expect(ticketPurchaseFormSchema.parse(filledIn)).toEqual({
      ...filledIn,
      fullName: 'Asha Verma',
      email: 'asha@example.org',
      hosteler: true,
      hostel: 'BH-4',
    });
    const { hostel: _hostel, ...dayScholar } = filledIn;
    expect(ticketPurchaseFormSchema.parse({ ...dayScholar, hosteler: 'no', hostel: '' })).toEqual({
      ...dayScholar,
      fullName: 'Asha Verma',
      email: 'asha@example.org',
      hosteler: false,
    });
  });

  it('says each empty field its own problem, once, and the hostel with them on the first pass', () => {
    const empty = { fullName: '', email: '', phone: '', lpuId: '', course: '', hosteler: 'yes', hostel: '' };
    expect(problems(ticketPurchaseFormSchema.safeParse(empty))).toEqual([
      ['fullName', 'Full name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone number is required'],
      ['lpuId', 'LPU ID is required'],
      ['gender', 'Gender is required'],
      ['course', 'Course is required'],
      ['club', 'Please choose a club'],
      ['hostel', 'Hostel name is required for hosteler.'],
    ]);
    expect(problems(ticketPurchaseFormSchema.safeParse({ ...empty, hosteler: undefined }))).toContainEqual([
      'hosteler',
      'Please say whether you are a hosteler',
    ]);
  });

  it('words wrong values with the spec’s messages', () => {
    expect(
      problems(
        ticketPurchaseFormSchema.safeParse({ ...filledIn, lpuId: '1234', gender: 'Other', phone: '98765 abcde' }),
      ),
    ).toEqual([
      ['phone', 'Phone number may contain only digits, spaces and a leading +'],
      ['lpuId', 'LPU ID must be exactly 8 digits.'],
      ['gender', 'Gender must be Male or Female.'],
    ]);
  });

  it('stores the buyer’s name without bidi controls', () => {
    expect(ticketPurchaseFormSchema.parse({ ...filledIn, fullName: 'abc\u202Edef' }).fullName).toBe('abcdef');
  });
});

describe('create-order', () => {
  it('checks the hostel even when other fields are missing, and keeps refusing unknown fields', () => {
    expect(problems(createOrderSchema.safeParse({ hosteler: true, eventId: EVENT_ID, coupon: 'FREE' }))).toEqual([
      ['fullName', 'Full name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone number is required'],
      ['lpuId', 'LPU ID is required'],
      ['gender', 'Gender is required'],
      ['course', 'Course is required'],
      ['club', 'Please choose a club'],
      ['', 'Unknown field: coupon'],
      ['hostel', 'Hostel name is required for hosteler.'],
    ]);
  });
});
