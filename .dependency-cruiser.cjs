/**
 * The architecture's boundaries, checked in `npm run test:static` (docs/architecture.md):
 * contexts meet only through each other's index.ts, domain code stays free of
 * infrastructure, and one web feature never reaches into another.
 */
module.exports = {
  forbidden: [
    {
      name: 'context-through-index-only',
      comment: 'A context may use another context only through its index.ts (its commands, queries, events and public types).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-circle-between-contexts',
      comment: "No import circle passes through two contexts: what reacts to another context's event imports its index.ts, and nothing imports back.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { circular: true, via: { path: '^src/modules/(?!$1/)[^/]+/' } },
    },
    {
      name: 'outside-through-index-only',
      comment: 'Code outside the contexts uses them through index.ts; only the ORM configuration (src/config) reads their *.entities.ts.',
      severity: 'error',
      from: { path: '^(src|workers)/', pathNot: ['^src/modules/', '^src/config/', '^src/(core|api)\\.module\\.ts$'] },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'context-modules-only-for-the-composition-root',
      comment: "Only core.module.ts (each context's Nest module) and api.module.ts (each HTTP module) wire the contexts in; they read nothing else of a context.",
      severity: 'error',
      from: { path: '^src/(core|api)\\.module\\.ts$' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/[^/]+/index\\.ts$', '^src/modules/[^/]+/[^/]+\\.module\\.ts$', '^src/modules/[^/]+/api/[^/]+-http\\.module\\.ts$'] },
    },
    {
      name: 'entities-only-for-the-orm-config',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/[^/]+/index\\.ts$', '^src/modules/[^/]+/[^/]+\\.entities\\.ts$', '^src/modules/[^/]+/infrastructure/[^/]+\\.entity\\.ts$'] },
    },
    {
      name: 'domain-is-pure',
      comment: 'Domain code never imports application, infrastructure or api code.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: { path: '^src/modules/[^/]+/(application|infrastructure|api)/' },
    },
    {
      name: 'application-not-api',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/application/' },
      to: { path: '^src/modules/[^/]+/api/' },
    },
    {
      name: 'web-feature-isolation',
      comment: "A web feature does not import another feature's internals; shared code lives in components/ or lib/.",
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      // Two exceptions, each a feature's published piece: the checkout's card entry and saved-cards grid (the
      // account's change-payment dialog takes cards the same way), and fulfilment's item actions (Ship, the
      // documents, the label) in the admin subscription page's treatment plan.
      to: {
        path: '^web/src/features/([^/]+)/',
        pathNot: [
          '^web/src/features/$1/',
          '^web/src/features/checkout/components/(card-entry|saved-cards)\\.tsx$',
          '^web/src/features/fulfilment/components/item-fulfilment-actions\\.tsx$',
        ],
      },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(src|workers)/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^(src|workers)/' },
      to: { path: '^web/src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.spec\\.ts$', '^web/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
  },
};
