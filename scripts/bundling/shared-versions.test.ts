import path from 'node:path';
import { compatibleRange, installedVersion, packageOfKey } from './shared-versions';

it('names the package of a shared key, deep or prefix', () => {
  expect(packageOfKey('react')).toBe('react');
  expect(packageOfKey('react-dom/')).toBe('react-dom');
  expect(packageOfKey('@mui/material/')).toBe('@mui/material');
  expect(packageOfKey('@guildhall/ui/form')).toBe('@guildhall/ui');
});

it('accepts any version of the same major (of the same minor below 1.0)', () => {
  expect(compatibleRange('19.3.1')).toBe('^19.0.0');
  expect(compatibleRange('9.5.0')).toBe('^9.0.0');
  expect(compatibleRange('0.1.0')).toBe('^0.1.0');
  expect(compatibleRange('0.4.7')).toBe('^0.4.0');
});

it('reads the installed version of a package and of a workspace', () => {
  const root = path.resolve(__dirname, '../..');
  expect(installedVersion(root, 'react')).toMatch(/^19\./);
  expect(installedVersion(root, '@guildhall/ui')).toMatch(/^\d+\.\d+\.\d+$/);
});
