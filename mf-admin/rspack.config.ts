import { createAppConfig } from '../rspack.base.config';

export default createAppConfig({
  dir: __dirname,
  federationName: 'mf_admin',
  devPort: Number(process.env.MF_ADMIN_PORT ?? 8083),
  title: 'Guildhall — admin',
  exposes: {
    './AdminAuthPage': './src/exposes/AdminAuthPage.tsx',
    './AdminDashboard': './src/exposes/AdminDashboard.tsx',
  },
});
