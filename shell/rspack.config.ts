import { createAppConfig } from '../rspack.base.config';

export default createAppConfig({
  dir: __dirname,
  federationName: 'shell',
  devPort: Number(process.env.SHELL_PORT ?? 8080),
  title: 'Guildhall',
  isHost: true,
});
