import { useCallback, useState } from 'react';
import { getErrorMessage } from '@guildhall/shared-session';
import type { BannerMessage } from './ResultBanner';

interface SubmissionTexts {
  success: string;
  /** Shown when the server's answer carries no message of its own. */
  failure: string;
}

/** One request behind a submit button: the pending flag and the banner with its outcome. */
export function useSubmission() {
  const [pending, setPending] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);

  /** Resolves true when `request` succeeded. */
  const submit = useCallback(async (request: () => Promise<unknown>, texts: SubmissionTexts) => {
    setPending(true);
    setBanner(null);
    try {
      await request();
      setBanner({ severity: 'success', text: texts.success });
      return true;
    } catch (error) {
      setBanner({ severity: 'error', text: getErrorMessage(error, texts.failure) });
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  return { pending, banner, submit };
}
