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

// Files served as they are from the site's root: the door's service worker and web app manifest (docs/choices.md).
config.plugins!.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public'), to: '.' }] }));

export default config;
