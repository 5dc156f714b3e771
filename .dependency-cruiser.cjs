/*
 * The layout of docs/architecture.md, as rules. `npm test` runs them (src/architecture.test.ts);
 * `npx depcruise src tests --config .dependency-cruiser.cjs` prints the same verdict.
 */

/** Server code that every feature builds on, and that therefore builds on no feature. */
const SERVER_INFRASTRUCTURE = '^src/server/(plugins|db|lib|openapi)/|^src/server/(config|context)\\.ts$';

/**
 * A feature's public faces: what another feature may import from it. index.ts is the feature;
 * lazy.ts holds only lazily loaded components, so a page can show them without pulling the whole
 * feature into its chunk.
 */
const PUBLIC_FACE = '^src/(server|client)/features/[^/]+/(index|lazy)\\.tsx?$';

/** Tests (and their helpers) run in Node and may take what the code they test may not. */
const NOT_A_TEST = '\\.test(-helper)?\\.tsx?$';

/** Every rule here is an error. */
function forbid(name, comment, from, to) {
  return { name, comment, severity: 'error', from, to };
}

/** Code that runs in the browser (its tests aside) imports no Node built-in module. */
function noNode(name, layer, comment) {
  return forbid(name, comment, { path: `^src/${layer}/`, pathNot: NOT_A_TEST }, { dependencyTypes: ['core'] });
}

module.exports = {
  forbidden: [
    forbid(
      'no-circular',
      'An import cycle makes load order matter and hides which module owns what.',
      {},
      { circular: true },
    ),
    // Tests may take the demo data set (src/server/demo) as their fixture.
    forbid(
      'core-is-pure',
      'src/core runs in the browser and the server: it imports no server, client or Node code.',
      { path: '^src/core/', pathNot: NOT_A_TEST },
      { path: '^src/(server|client)/' },
    ),
    noNode('core-imports-no-node', 'core', 'src/core runs in the browser too: no Node built-in modules.'),
    forbid(
      'client-never-imports-server',
      'The browser bundle must not pull in server code; shared rules live in src/core.',
      { path: '^src/client/' },
      { path: '^src/server/' },
    ),
    noNode(
      'client-imports-no-node',
      'client',
      'Browser code: no Node built-in modules (tests run in Node and may).',
    ),
    forbid(
      'infrastructure-imports-no-feature',
      'plugins/, db/, lib/ and openapi/ serve every feature, so none of them may depend on one.',
      { path: SERVER_INFRASTRUCTURE },
      { path: '^src/server/features/' },
    ),
    forbid(
      'client-shared-imports-no-feature',
      'src/client/{components,lib,api} serve every feature, so none of them may depend on one.',
      { path: '^src/client/(components|lib|api)/' },
      { path: '^src/client/features/' },
    ),
    forbid(
      'feature-imports-only-public-face',
      "A feature reaches another feature only through its index.ts; anything more shared moves a level down.",
      { path: '^src/(server|client)/features/([^/]+)/' },
      { path: '^src/$1/features/', pathNot: ['^src/$1/features/$2/', PUBLIC_FACE] },
    ),
    forbid(
      'lazy-face-imports-only-lazily',
      "A feature's lazy.ts is a public face only because it loads the feature on demand.",
      { path: '^src/client/features/[^/]+/lazy\\.tsx?$' },
      { path: '^src/client/features/', dynamic: false },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // tests/architecture/fixture breaks every rule on purpose: src/architecture.test.ts cruises it alone.
    exclude: { path: '^(dist|node_modules|\\.tmp|tests/architecture/fixture)/' },
    // Type-only imports count too: a client file importing a server type is still a leak.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
