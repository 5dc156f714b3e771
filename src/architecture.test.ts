import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The layout of docs/architecture.md, checked on every `npm test`: the rules are in
 * .dependency-cruiser.cjs, and each gets a test of its own so a failure names the rule broken and
 * every import that breaks it. A fixture that breaks each rule once proves the rules can fail.
 */

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, '.dependency-cruiser.cjs');
const ruleNames: string[] = require(configFile).forbidden.map((rule: { name: string }) => rule.name);

interface Cruised {
  violations: IViolation[];
  unresolved: string[];
  modules: number;
}

async function cruiseTree(options: ICruiseOptions, roots: string[], tsConfig?: object): Promise<Cruised> {
  const result = await cruise(roots, { ...options, validate: true }, undefined, tsConfig ? { tsConfig } : {});
  if (typeof result.output === 'string') throw new Error(result.output);
  return {
    violations: result.output.summary.violations,
    // An import the cruiser cannot resolve is an edge the rules never see (a missing alias, say).
    unresolved: result.output.modules.flatMap((m) =>
      m.dependencies
        .filter((d) => d.couldNotResolve && /^(\.|@core\/|@client\/)/.test(d.module))
        .map((d) => `${m.source} → ${d.module}`),
    ),
    modules: result.output.summary.totalCruised,
  };
}

/** Each rule's breaches as readable lines, cycles as their whole ring. */
function breaches(cruised: Cruised, rule: string): string[] {
  return cruised.violations
    .filter((v) => v.rule.name === rule)
    .map((v) =>
      v.cycle?.length ? [v.from, ...v.cycle.map((c) => c.name)].join(' → ') : `${v.from} → ${v.to}`,
    );
}

let options: ICruiseOptions;
let project: Cruised;

beforeAll(async () => {
  options = await extractDepcruiseOptions(configFile);
  project = await cruiseTree(
    options,
    ['src', 'tests', 'scripts'],
    extractTSConfig(path.join(root, 'tsconfig.json')),
  );
}, 120_000);

describe('the import graph keeps the layout of docs/architecture.md', () => {
  it('cruises the whole project and resolves every import of its own modules', () => {
    expect(project.modules).toBeGreaterThan(500);
    expect(project.unresolved).toEqual([]);
  });

  it.each(ruleNames)('%s', (rule) => {
    expect(breaches(project, rule)).toEqual([]);
  });
});

describe('each rule catches what it forbids (tests/architecture/fixture breaks each once)', () => {
  let fixture: Cruised;
  beforeAll(async () => {
    const { tsConfig: _none, exclude: _all, ...rules } = options;
    fixture = await cruiseTree({ ...rules, baseDir: path.join(root, 'tests/architecture/fixture') }, ['src']);
  }, 60_000);

  const planted: Record<string, string[]> = {
    'no-circular': [
      'src/client/features/gamma/gamma.ts → src/client/features/gamma/ring-b.ts → src/client/features/gamma/gamma.ts',
    ],
    'core-is-pure': ['src/core/impure.ts → src/server/plugins/plugin.ts'],
    'core-imports-no-node': ['src/core/impure.ts → fs'],
    'client-never-imports-server': ['src/client/components/leak.ts → src/server/plugins/plugin.ts'],
    'client-imports-no-node': ['src/client/components/leak.ts → fs'],
    'infrastructure-imports-no-feature': [
      'src/server/plugins/plugin.ts → src/server/features/alpha/inside.ts',
    ],
    'client-shared-imports-no-feature': [
      'src/client/components/leak.ts → src/client/features/gamma/gamma.ts',
    ],
    'lazy-face-imports-only-lazily': [
      'src/client/features/gamma/lazy.ts → src/client/features/gamma/gamma.ts',
    ],
    'feature-imports-only-public-face': [
      'src/server/features/beta/beta.ts → src/server/features/alpha/inside.ts',
    ],
  };

  it('plants a breach for every rule', () => {
    expect(Object.keys(planted).sort()).toEqual([...ruleNames].sort());
  });

  it.each(Object.entries(planted))('%s', (rule, expected) => {
    expect(breaches(fixture, rule).sort()).toEqual([...expected].sort());
  });
});
