import { createAppConfig } from '../rspack.base.config';

export default createAppConfig({
  dir: __dirname,
  federationName: 'mf_member',
  devPort: Number(process.env.MF_MEMBER_PORT ?? 8082),
  title: 'Guildhall — member',
  exposes: { './MemberDashboard': './src/exposes/MemberDashboard.tsx' },
});
