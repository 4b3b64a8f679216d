import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs are how a newcomer and an operator learn the app, so they must stay true to the code:
 * every environment variable config.ts reads is in docs/configuration.md, every relative link in
 * README.md and docs/ leads to a file (and heading) that exists, and the README stays short.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The names of the environment variables a source reads: env.X, env?.X, env['X'], process.env.X. */
function environmentVariablesRead(source: string): string[] {
  if (/\{[^{}]*\}\s*=\s*(?:process\.)?env\b/.test(source)) throw new Error('config.ts destructures env; extend environmentVariablesRead to see those names');
  const names = [
    ...[...source.matchAll(/\benv\s*(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)/g)].map((m) => m[1]),
    ...[...source.matchAll(/\benv\s*(?:\?\.)?\s*\[\s*(['"`])([^'"`]+)\1\s*\]/g)].map((m) => m[2]),
  ];
  // Every access of env must have given a name: env[name] with a computed name would hide one.
  const accesses = source.match(/\benv\s*(?:\?\.|\.|\[)/g)?.length ?? 0;
  if (accesses !== names.length) throw new Error(`config.ts reads env ${accesses} times but only ${names.length} by a literal name`);
  return [...new Set(names)];
}

/** The `NAME`s in the first cell of the Markdown table rows of a page. */
function tableNames(markdown: string): Set<string> {
  const firstCells = markdown.split('\n').flatMap((line) => (line.startsWith('| `') ? [line.split('|')[1]] : []));
  return new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1])));
}

/** A Markdown page without code (fenced blocks and inline spans), where brackets are not links. */
const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** Every link target: [text](target), ![alt](target), <scheme://…> and [ref]: target. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  return [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/<([a-z][a-z0-9+.-]*:[^>\s]+)>/gi)].map((m) => m[1]),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]),
  ];
}

/** GitHub's anchor for each heading of a page: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading.replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('the documentation', () => {
  it('names every environment variable config.ts reads in the table of docs/configuration.md', () => {
    const variables = environmentVariablesRead(read('api/src/config.ts'));
    // config.ts reads some 40 variables; far fewer means the extraction broke, and the check would pass on nothing.
    expect(variables.length).toBeGreaterThanOrEqual(30);
    expect(variables).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'UPLOADS_S3_SECRET_ACCESS_KEY', 'VIEWER_CACHE_SECONDS']));
    const documented = tableNames(read('docs/configuration.md'));
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('finds names however config.ts reads them, and refuses a name it cannot see', () => {
    const source = "const a = env.ONE ?? '1'; const b = process.env.TWO; const c = env['THREE']; const d = env?.FOUR; f(env);";
    expect(environmentVariablesRead(source).sort()).toEqual(['FOUR', 'ONE', 'THREE', 'TWO']);
    expect(() => environmentVariablesRead('const name = "X"; const x = env[name];')).toThrow(/literal name/);
    expect(() => environmentVariablesRead('const { PORT } = process.env;')).toThrow(/destructures/);
  });

  it('links only to files and headings inside the repository', () => {
    const broken: string[] = [];
    let relativeLinks = 0;
    for (const page of pages) {
      for (const target of linkTargets(read(page))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
          if (!/^https?:\/\/localhost[:/]/.test(target)) broken.push(`${page}: ${target} leaves the repository`);
          continue;
        }
        relativeLinks++;
        const [path, anchor] = target.split('#');
        const file = path ? resolve(dirname(join(root, page)), decodeURIComponent(path)) : join(root, page);
        if (relative(root, file).startsWith('..')) broken.push(`${page}: ${target} leaves the repository`);
        else if (!existsSync(file)) broken.push(`${page}: ${target} does not exist`);
        else if (anchor && (!file.endsWith('.md') || !headingAnchors(readFileSync(file, 'utf8')).has(anchor)))
          broken.push(`${page}: ${target} has no heading #${anchor}`);
      }
    }
    // README.md links into every page of docs/; far fewer links means the extraction broke.
    expect(relativeLinks).toBeGreaterThanOrEqual(pages.length);
    expect(broken).toEqual([]);
  });

  it('computes heading anchors the way GitHub does', () => {
    const anchors = headingAnchors(
      '# Sensor gateways (API keys)\n## Time zones: "today" is the site\'s day\n### °C and °F\n## The phone app (`/mobile`)\n## Usage\n## Usage',
    );
    expect([...anchors]).toEqual(['sensor-gateways-api-keys', 'time-zones-today-is-the-sites-day', 'c-and-f', 'the-phone-app-mobile', 'usage', 'usage-1']);
  });

  it('keeps the README short enough to read in five minutes', () => {
    const lines = read('README.md').match(/\n/g)?.length ?? 0;
    expect(lines).toBeGreaterThan(50);
    expect(lines).toBeLessThanOrEqual(250);
  });
});
