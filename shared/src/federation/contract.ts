/**
 * The contract between the shell and a remote, checked twice: by `npm run release` against the live shell, and by
 * the shell (and the edge) before mounting a version. A remote's build records what it needs; the shell's build
 * records what it provides (tooling/contract/).
 */
export interface ContractNeeds {
  /** Shared singletons, by package, with the range the remote was built against. */
  shared: Record<string, string>;
  /** Names the remote imports, by package ('@portal/shared', 'react-router'). */
  imports: Record<string, string[]>;
}

export interface ContractProvides {
  /** Shared singletons, by package, with the version the shell shares. */
  shared: Record<string, string>;
  /** The names the shell's copy of each package exports (react-router is tree-shaken to a list). */
  exports: Record<string, string[]>;
}

/** A semver check; the shell and the release script both pass the federation runtime's `satisfy`. */
export type Satisfies = (version: string, range: string) => boolean;

/** Why `provides` cannot serve `needs`, one sentence each; empty when it can. */
export function contractProblems(needs: ContractNeeds, provides: ContractProvides, satisfies: Satisfies): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(needs.shared)) {
    const version = provides.shared[name];
    if (!version) problems.push(`it needs ${name} ${range}, which the shell does not share`);
    else if (!satisfies(version, range)) problems.push(`it needs ${name} ${range}, and the shell shares ${version}`);
  }
  for (const [name, imported] of Object.entries(needs.imports)) {
    const exported = new Set(provides.exports[name] ?? []);
    const missing = imported.filter((item) => !exported.has(item));
    if (missing.length)
      problems.push(
        `it imports ${missing.map((item) => `"${item}"`).join(', ')} from ${name}, which the shell does not provide`,
      );
  }
  return problems;
}

/** A recorded contract, or null for anything else (a version built before contracts were recorded). */
export function asContractNeeds(value: unknown): ContractNeeds | null {
  if (!value || typeof value !== 'object') return null;
  const { shared, imports } = value as Partial<ContractNeeds>;
  const isRecord = (item: unknown) => !!item && typeof item === 'object' && !Array.isArray(item);
  return isRecord(shared) && isRecord(imports) ? { shared: shared!, imports: imports! } : null;
}
