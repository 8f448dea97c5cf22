import path from 'node:path';
import { rspack } from '@rspack/core';
import { createAppConfig } from '../rspack.base.config';

const config = createAppConfig({
  dir: __dirname,
  federationName: 'shell',
  devPort: Number(process.env.SHELL_PORT ?? 8080),
  title: 'Guildhall',
  isHost: true,
});

// Files served as they are from the site's root: the door's service worker and web app manifest (docs/choices.md),
// and the tab's icon, the navbar's logo.
config.plugins!.push(
  new rspack.CopyRspackPlugin({
    patterns: [
      { from: path.join(__dirname, 'public'), to: '.' },
      { from: path.join(__dirname, 'src/assets/guildhall-logo.svg'), to: 'favicon.svg' },
    ],
  }),
);

export default config;
