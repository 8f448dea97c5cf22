// The versions a build accepts for each shared key (docs/interfaces.md, "Version skew").
import fs from 'node:fs';
import path from 'node:path';

/** The npm package a shared key belongs to: '@mui/material/' -> '@mui/material', '@guildhall/ui/form' -> '@guildhall/ui'. */
export function packageOfKey(key: string): string {
  const parts = key.split('/');
  return key.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/**
 * Any version of the major a build was built against (0.x: of its minor, as npm's caret reads it): a remote built
 * against a newer patch or minor than the shell's uses the shell's copy.
 */
export function compatibleRange(version: string): string {
  const [major, minor] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/** The version of `packageName` installed for the repository at `root`. */
export function installedVersion(root: string, packageName: string): string {
  const manifest = path.join(root, 'node_modules', packageName, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}
