import { createAppConfig } from '../rspack.base.config';

export default createAppConfig({
  dir: __dirname,
  federationName: 'mf_public',
  devPort: Number(process.env.MF_PUBLIC_PORT ?? 8081),
  title: 'Guildhall',
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './AuthPage': './src/exposes/AuthPage.tsx',
  },
});
