// Registered for every federation instance (the shell's and each remote's): says in the console when a remote loads
// its own copy of a shared library because the page's major does not fit (docs/interfaces.md, "Version skew"). For a
// singleton the runtime itself warns that the page's one copy does not satisfy the remote's range.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;

export function reportVersionSkew(log: Pick<Console, 'warn'> = console): ModuleFederationRuntimePlugin {
  const resolveShare: ResolveShare = (args) => {
    const { pkgName, shareInfo, shareScopeMap, scope } = args;
    const resolve = args.resolver;
    const required = shareInfo.shareConfig?.requiredVersion;
    if (typeof required !== 'string') return args;
    args.resolver = () => {
      const resolved = resolve();
      const chosen = resolved?.shared;
      const other =
        chosen?.from === shareInfo.from &&
        Object.values(shareScopeMap[scope]?.[pkgName] ?? {}).find(
          (shared) => shared.from !== shareInfo.from && !satisfy(shared.version, required),
        );
      if (other)
        log.warn(
          `${shareInfo.from} needs ${pkgName} ${required}; the page has ${other.version} from ${other.from}, ` +
            `so ${shareInfo.from} loads its own copy (${chosen.version}).`,
        );
      return resolved;
    };
    return args;
  };
  return { name: 'guildhall-report-version-skew', resolveShare };
}
