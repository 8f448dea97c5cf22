import { createAppConfig } from '../rspack.base.config';

export default createAppConfig({
  dir: __dirname,
  federationName: 'mf_tickets',
  devPort: Number(process.env.MF_TICKETS_PORT ?? 8084),
  title: 'Guildhall — tickets',
  exposes: {},
});
