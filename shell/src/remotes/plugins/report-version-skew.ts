// Registered for every federation instance (the shell's and each remote's): says in the console when a build gets
// another version of a shared module than the range it was built for (docs/interfaces.md, "Version skew").
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type Logger = Pick<Console, 'warn' | 'error'>;

export function reportVersionSkew(log: Logger = console): ModuleFederationRuntimePlugin {
  const resolveShare: ResolveShare = (args) => {
    const { pkgName, shareInfo, shareScopeMap, scope } = args;
    const resolve = args.resolver;
    const required = shareInfo.shareConfig?.requiredVersion;
    if (typeof required !== 'string') return args;
    args.resolver = () => {
      const resolved = resolve();
      const chosen = resolved?.shared;
      if (!chosen) return resolved;
      if (!satisfy(chosen.version, required)) {
        // A singleton: one copy per page, whatever the versions.
        log.error(
          `${shareInfo.from} needs ${pkgName} ${required}, but the page runs ${chosen.version} from ${chosen.from}: ` +
            `one copy per page, so ${shareInfo.from} uses it. Deploy the shell with ${pkgName} ${required}.`,
        );
      } else if (chosen.from === shareInfo.from) {
        const other = Object.values(shareScopeMap[scope]?.[pkgName] ?? {}).find(
          (shared) => shared.from !== shareInfo.from && !satisfy(shared.version, required),
        );
        if (other)
          log.warn(
            `${shareInfo.from} needs ${pkgName} ${required}; the page has ${other.version} from ${other.from}, ` +
              `so ${shareInfo.from} loads its own copy (${chosen.version}).`,
          );
      }
      return resolved;
    };
    return args;
  };
  return { name: 'guildhall-report-version-skew', resolveShare };
}
