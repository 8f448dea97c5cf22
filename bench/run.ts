// `npm run bench`: every benchmark, figures and ratios measured in this one run. Not part of `npm test`.
import { buildFrontEnds } from '../scripts/lib/build-front-ends';
import { benchAddressRequests } from './address-requests';
import { benchApiThroughput } from './api-throughput';
import { benchDoorRush } from './door-rush';
import { benchFirstLoad } from './first-load';
import { benchTicketDesk } from './ticket-desk';
import { benchTicketRush } from './ticket-rush';

async function main(): Promise<void> {
  buildFrontEnds();
  await benchFirstLoad();
  await benchApiThroughput();
  await benchAddressRequests();
  await benchTicketRush();
  await benchDoorRush();
  await benchTicketDesk();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
