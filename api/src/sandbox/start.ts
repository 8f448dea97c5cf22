import type { Config } from '../config';
import { startCashfreeSandbox } from './cashfree-sandbox';

/**
 * Starts the local Cashfree sandbox when the configuration uses it (no Cashfree keys), on its port; answers it with
 * its public URL, or null when the real provider is configured.
 */
export async function startPaymentsSandbox(config: Config, log?: (line: string) => void) {
  const payments = config.payments;
  if (payments?.provider !== 'local-sandbox') return null;
  const sandbox = await startCashfreeSandbox({
    clientId: payments.clientId,
    clientSecret: payments.clientSecret,
    port: payments.port,
    host: config.host,
    publicUrl: payments.publicUrl,
    log,
  });
  return { ...sandbox, publicUrl: payments.publicUrl };
}
