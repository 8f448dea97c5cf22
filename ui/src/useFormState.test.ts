import { act, renderHook } from '@testing-library/react';
import { useFormState, type Validator } from './useFormState';

interface Values {
  name: string;
  age: string;
}

/** Both fields required; `age` must also be digits. Mimics zod's safeParse result. */
const validator: Validator<Values> = {
  safeParse(input) {
    const values = input as Values;
    const issues = [
      ...(values.name ? [] : [{ path: ['name'], message: 'Name is required' }]),
      ...(values.age ? [] : [{ path: ['age'], message: 'Age is required' }]),
      ...(/^\d*$/.test(values.age) ? [] : [{ path: ['age'], message: 'Digits only' }]),
    ];
    return issues.length ? { success: false, error: { issues } } : { success: true, data: values };
  },
};

const initial: Values = { name: '', age: '' };

test('validate returns null and keeps the first message of each failing field', () => {
  const { result } = renderHook(() => useFormState(initial));
  act(() => result.current.setField('age', 'x'));
  let parsed: Values | null = initial;
  act(() => {
    parsed = result.current.validate(validator);
  });
  expect(parsed).toBeNull();
  expect(result.current.errors).toEqual({ name: 'Name is required', age: 'Digits only' });
});

test('editing a field clears only its own message; valid values come back parsed', () => {
  const { result } = renderHook(() => useFormState(initial));
  act(() => {
    result.current.validate(validator);
  });
  act(() => result.current.setField('name', 'Asha'));
  expect(result.current.errors).toEqual({ name: undefined, age: 'Age is required' });

  act(() => result.current.setField('age', '21'));
  let parsed: Values | null = null;
  act(() => {
    parsed = result.current.validate(validator);
  });
  expect(parsed).toEqual({ name: 'Asha', age: '21' });
  expect(result.current.errors).toEqual({});
});

test('reset restores the initial values and drops the messages', () => {
  const { result } = renderHook(() => useFormState(initial));
  act(() => result.current.setField('name', 'Asha'));
  act(() => {
    result.current.validate(validator);
  });
  act(() => result.current.reset());
  expect(result.current.values).toEqual(initial);
  expect(result.current.errors).toEqual({});
});

test('fieldProps and textFieldProps bind a field: value, error and change handler', () => {
  const { result } = renderHook(() => useFormState(initial));
  act(() => {
    result.current.validate(validator);
  });
  expect(result.current.fieldProps('name')).toMatchObject({ name: 'name', value: '', error: 'Name is required' });
  expect(result.current.textFieldProps('age')).toMatchObject({
    name: 'age',
    value: '',
    error: true,
    helperText: 'Age is required',
  });

  act(() => result.current.fieldProps('name').onChange('Asha'));
  act(() => result.current.textFieldProps('age').onChange({ target: { value: '21' } } as never));
  expect(result.current.values).toEqual({ name: 'Asha', age: '21' });
  expect(result.current.textFieldProps('age')).toMatchObject({ error: false, helperText: undefined });
});
