import { useEffect, useState } from 'react';
import type { AccountProfile } from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import { fetchOwnProfile } from '../api/fetch-own-profile';

type OwnProfileState =
  { status: 'loading' } | { status: 'loaded'; profile: AccountProfile } | { status: 'failed'; message: string };

/** Loads the profile once per mount; an answer arriving after unmount is dropped. */
export function useOwnProfile(): OwnProfileState {
  const [state, setState] = useState<OwnProfileState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchOwnProfile().then(
      (profile) => current && setState({ status: 'loaded', profile }),
      (error: unknown) =>
        current && setState({ status: 'failed', message: getErrorMessage(error, 'Failed to load your profile.') }),
    );
    return () => {
      current = false;
    };
  }, []);

  return state;
}
