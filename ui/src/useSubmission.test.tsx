import { act, render, renderHook, screen } from '@testing-library/react';
import { ResultBanner } from './ResultBanner';
import { useSubmission } from './useSubmission';

const texts = { success: 'Saved!', failure: 'Could not save' };

test('a resolved request ends with a success banner and resolves true', async () => {
  const { result } = renderHook(() => useSubmission());
  let outcome: boolean | undefined;
  await act(async () => {
    outcome = await result.current.submit(async () => 'ok', texts);
  });
  expect(outcome).toBe(true);
  expect(result.current.pending).toBe(false);
  expect(result.current.banner).toEqual({ severity: 'success', text: 'Saved!' });
});

test("a failed request shows the server's message, or the fallback when it has none", async () => {
  const { result } = renderHook(() => useSubmission());
  const serverError = { response: { data: { success: false, message: 'Email already registered' } } };
  await act(async () => {
    await result.current.submit(() => Promise.reject(serverError), texts);
  });
  expect(result.current.banner).toEqual({ severity: 'error', text: 'Email already registered' });

  let outcome: boolean | undefined;
  await act(async () => {
    outcome = await result.current.submit(() => Promise.reject({}), texts);
  });
  expect(outcome).toBe(false);
  expect(result.current.banner).toEqual({ severity: 'error', text: 'Could not save' });
});

test('pending is true while the request runs', async () => {
  const { result } = renderHook(() => useSubmission());
  let finish: () => void = () => {};
  let running: Promise<boolean> = Promise.resolve(true);
  act(() => {
    running = result.current.submit(() => new Promise<void>((resolve) => (finish = resolve)), texts);
  });
  expect(result.current.pending).toBe(true);
  await act(async () => {
    finish();
    await running;
  });
  expect(result.current.pending).toBe(false);
});

test('ResultBanner renders nothing without a message and the text with one', () => {
  const { container, rerender } = render(<ResultBanner message={null} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<ResultBanner message={{ severity: 'error', text: 'Nope' }} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Nope');
});
