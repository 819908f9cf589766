// What a packed tarball of ours must look like: the manifest `pnpm pack` wrote (its
// `publishConfig` swapped in) and the files it holds. Used by check-packed.mjs.
import { execFileSync } from 'node:child_process';

const read = (args) => execFileSync('tar', args, { encoding: 'utf8', maxBuffer: 64 << 20 });

/** Every file path an `exports` entry points at (conditions nested to any depth). */
function exportTargets(entry) {
  if (typeof entry === 'string') return [entry];
  return Object.values(entry ?? {}).flatMap(exportTargets);
}

/**
 * Reads `file` (a .tgz from `pnpm pack`) and throws, listing every problem, unless: it is not
 * private and publishes with restricted access under the company's license (`UNLICENSED`: the
 * teams of the company install it from its registry scope, nobody else); `main`, `types` and every `exports` target point
 * into `dist/` and are in the tarball, with `types` first in each entry; no dependency is left
 * as `workspace:`; and no source or test file is shipped. Returns the number of files.
 */
export function inspectTarball(file) {
  const files = read(['-tzf', file])
    .split('\n')
    .filter(Boolean)
    .map((path) => path.replace(/^package\//, ''));
  const manifest = JSON.parse(read(['-xzOf', file, 'package/package.json']));
  const problems = [];
  if (manifest.private) problems.push('it is private');
  if (manifest.publishConfig?.access !== 'restricted')
    problems.push('publishConfig.access is not restricted');
  if (manifest.license !== 'UNLICENSED') problems.push('its license is not UNLICENSED');
  const entries = Object.entries(manifest.exports ?? {});
  if (entries.length === 0) problems.push('it has no exports');
  for (const [subpath, entry] of entries) {
    // A file of its own (`./styles.css`) has no types; a module's entry names them first.
    if (typeof entry === 'object' && Object.keys(entry)[0] !== 'types')
      problems.push(`exports["${subpath}"] lists types later`);
  }
  if (!manifest.main) problems.push('it has no main');
  if (!manifest.types) problems.push('it has no types');
  const targets = [manifest.main, manifest.types, ...entries.flatMap(([, e]) => exportTargets(e))];
  for (const target of targets.filter(Boolean)) {
    const path = target.replace(/^\.\//, '');
    if (!path.startsWith('dist/')) problems.push(`${target} does not point into dist/`);
    else if (!files.includes(path)) problems.push(`${target} is not in the tarball`);
  }
  const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
  for (const [name, range] of Object.entries(ranges)) {
    if (range.startsWith('workspace:')) problems.push(`dependency ${name} is still ${range}`);
  }
  for (const path of files) {
    if (/^src\/|\.test\.|\/test\//.test(path)) problems.push(`it ships ${path}`);
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return { files: files.length };
}
