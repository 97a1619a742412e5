import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Swagger names each request and response schema after its class and silently keeps
 * only one of two classes with the same name, so the web app's generated types would
 * describe the wrong body. Every DTO class name must be unique across the contexts.
 */
function dtoFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return dtoFiles(path);
    return entry.name.endsWith('.dto.ts') ? [path] : [];
  });
}

it('gives every API schema class its own name', () => {
  const owners = new Map<string, string[]>();
  for (const file of dtoFiles(join(__dirname, '../../modules'))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/export class (\w+)/g)) owners.set(name, [...(owners.get(name) ?? []), file]);
  }
  expect(owners.size).toBeGreaterThan(20);
  expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
});
