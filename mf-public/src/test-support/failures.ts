// Tests only: the two failures whose library texts ('Request failed with status code 500', 'Network Error') a person
// must never read.
import { AxiosError } from 'axios';
import { installFakeServer } from '@guildhall/shared-session/test-support';
import { NETWORK_ERROR_TEXT } from '@guildhall/shared-session';

export { NETWORK_ERROR_TEXT };

/** Every call answers 500 without a message (a crashed server's or a proxy's plain error page). */
export const answerServerErrorWithoutMessage = () =>
  installFakeServer(() => ({ status: 500, data: '<html><body>Internal Server Error</body></html>' }));

/** No call gets an answer (offline, server down): what axios reports as 'Network Error'. */
export const failEveryCallOnTheNetwork = () =>
  installFakeServer((config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)));
