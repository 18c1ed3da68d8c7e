/**
 * The Lambda functions and the shared package declare as dependencies exactly the packages their code
 * loads at run time; packages used only for types are development dependencies. SST's deploy tooling
 * belongs to the repository root, so a package lists `sst` only when its code loads it on AWS.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packagesDir = fileURLToPath(new URL('../../packages', import.meta.url));

/** The package a module specifier names (`@scope/name/sub` → `@scope/name`, `name/sub` → `name`). */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Packages a source file imports, split by whether the import survives compilation. */
function importsOf(source: string): { runtime: string[]; typeOnly: string[] } {
  const runtime: string[] = [];
  const typeOnly: string[] = [];
  for (const [, typeKeyword, specifier] of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s+'([^']+)'/gm)) {
    (typeKeyword ? typeOnly : runtime).push(specifier!);
  }
  for (const [, specifier] of source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) runtime.push(specifier!);
  const external = (specifiers: string[]) => specifiers.filter((s) => !s.startsWith('.') && !s.startsWith('node:')).map(packageOf);
  return { runtime: external(runtime), typeOnly: external(typeOnly) };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe.each(['functions', 'shared'])('packages/%s dependencies', (name) => {
  const manifest = JSON.parse(readFileSync(join(packagesDir, name, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const imports = sourceFiles(join(packagesDir, name, 'src')).map((file) => importsOf(readFileSync(file, 'utf8')));
  const runtime = new Set(imports.flatMap((i) => i.runtime));
  const typeOnly = new Set(imports.flatMap((i) => i.typeOnly).filter((p) => !runtime.has(p)));

  it('lists exactly the packages its code loads at run time as dependencies', () => {
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual([...runtime].sort());
  });

  it('has every package it imports for types only among its development dependencies', () => {
    const devDependencies = Object.keys(manifest.devDependencies ?? {});
    for (const type of typeOnly) expect([type, `@types/${type}`].some((p) => devDependencies.includes(p)), type).toBe(true);
  });
});
