// `pnpm new:component Name` starts a ui component from packages/ui/templates/component/:
// Name.tsx, Name.variants.ts, Name.stories.tsx and index.ts in packages/ui/src/components/Name/.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const templateDir = join(root, 'packages/ui/templates/component');

/** The template's text with its placeholder `Component` renamed to `name` (PascalCase). */
export function rename(text, name) {
  const camel = name[0].toLowerCase() + name.slice(1);
  const kebab = name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();
  // The sidebar's group (`Components/…`) is a word of its own, not the placeholder.
  return text
    .replaceAll('componentVariants', `${camel}Variants`)
    .replaceAll('data-slot="component"', `data-slot="${kebab}"`)
    .replaceAll("title: 'Components/Component'", '\0title\0')
    .replaceAll('Component', name)
    .replaceAll('\0title\0', `title: 'Components/${name}'`);
}

/** Writes the component `name` into `componentsDir/name/`; returns the paths written. */
export function newComponent(name, componentsDir = join(root, 'packages/ui/src/components')) {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`"${name}" is not a PascalCase name`);
  const dir = join(componentsDir, name);
  if (existsSync(dir)) throw new Error(`${dir} exists already`);
  mkdirSync(dir, { recursive: true });
  return readdirSync(templateDir).map((file) => {
    const target = join(dir, rename(file, name));
    writeFileSync(target, rename(readFileSync(join(templateDir, file), 'utf8'), name));
    return target;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2] ?? '';
  try {
    for (const path of newComponent(name)) console.log(`created ${path}`);
    console.log(`Next: export it from packages/ui/src/index.ts, write its states as stories.`);
  } catch (error) {
    console.error(`new:component: ${error.message}. Usage: pnpm new:component Name`);
    process.exit(1);
  }
}
