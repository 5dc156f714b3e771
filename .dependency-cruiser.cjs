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

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle makes load order matter and hides which module owns what.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      comment: 'src/core runs in the browser and the server: it imports no server, client or Node code.',
      severity: 'error',
      // Tests may take the demo data set (src/server/demo) as their fixture.
      from: { path: '^src/core/', pathNot: '\\.test(-helper)?\\.tsx?$' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'core-imports-no-node',
      comment: 'src/core runs in the browser too: no Node built-in modules.',
      severity: 'error',
      from: { path: '^src/core/', pathNot: '\\.test(-helper)?\\.tsx?$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'client-never-imports-server',
      comment: 'The browser bundle must not pull in server code; shared rules live in src/core.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'client-imports-no-node',
      comment: 'Browser code: no Node built-in modules (tests run in Node and may).',
      severity: 'error',
      from: { path: '^src/client/', pathNot: '\\.test(-helper)?\\.tsx?$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'infrastructure-imports-no-feature',
      comment: 'plugins/, db/, lib/ and openapi/ serve every feature, so none of them may depend on one.',
      severity: 'error',
      from: { path: SERVER_INFRASTRUCTURE },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'client-shared-imports-no-feature',
      comment: 'src/client/{components,lib,api} serve every feature, so none of them may depend on one.',
      severity: 'error',
      from: { path: '^src/client/(components|lib|api)/' },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'feature-imports-only-public-face',
      comment:
        "A feature reaches another feature only through its index.ts; anything more shared moves a level down.",
      severity: 'error',
      from: { path: '^src/(server|client)/features/([^/]+)/' },
      to: {
        path: '^src/$1/features/',
        pathNot: ['^src/$1/features/$2/', PUBLIC_FACE],
      },
    },
    {
      name: 'lazy-face-imports-only-lazily',
      comment: "A feature's lazy.ts is a public face only because it loads the feature on demand.",
      severity: 'error',
      from: { path: '^src/client/features/[^/]+/lazy\\.tsx?$' },
      to: { path: '^src/client/features/', dynamic: false },
    },
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
