// Layering rules (npm run lint): services stay apart, domain code stays free of infrastructure, no cycles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-service-to-service',
      comment:
        'A service never imports another service: they talk through events and /api (all-in-one composes them; tests may look inside).',
      severity: 'error',
      from: { path: '^services/([^/]+)/src', pathNot: '^services/(all-in-one|gateway)/' },
      to: { path: '^services/([^/]+)/', pathNot: ['^services/$1/'] },
    },
    {
      name: 'libs-not-on-services',
      comment: 'Libraries are below the services.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^services/' },
    },
    {
      name: 'domain-free-of-infrastructure',
      comment: 'Domain rules import no ORM, driver, framework or the kernel barrel.',
      severity: 'error',
      from: { path: '/domain/', pathNot: '\\.spec\\.ts$' },
      to: { path: ['node_modules/(typeorm|pg|@nestjs|kafkajs|fastify)/', '^libs/kernel/src/index\\.ts$'] },
    },
    {
      name: 'domain-free-of-api-and-rendering',
      comment:
        "Domain rules import no request, controller or API-document module, and no PDF or barcode renderer (a slice's render/ does).",
      severity: 'error',
      from: { path: '/domain/', pathNot: '\\.spec\\.ts$' },
      to: {
        path: [
          '\\.(request|request\\.dto|request\\.pipe|controller|http\\.controller|openapi|response)\\.ts$',
          'node_modules/(pdfkit|pdf-lib|bwip-js|fontkit)/',
        ],
      },
    },
    {
      name: 'slice-database-private',
      comment:
        "A slice's database/ folder (entities, repositories, row types, migrations) and its *.entity.ts wherever they sit are private " +
        "to the slice (issue 26): another slice goes through the owner's public surface (its index.ts, an application/ read port or " +
        "store, a domain/ type the entity implements) or declares its own read model. Only wiring imports them all: a service's " +
        'top-level files (services/<svc>/src/*.ts: the module registering every entity, the migrations list), which are in no slice, ' +
        "and a service's own src/database/ folder (billing's and claims' migrations), allowed below.",
      severity: 'error',
      from: { path: '^services/([^/]+)/src/([^/]+)/', pathNot: '^services/[^/]+/src/database/' },
      to: {
        path: ['^services/[^/]+/src/[^/]+/database/', '^services/[^/]+/src/[^/]+/.*\\.entity\\.ts$'],
        pathNot: '^services/$1/src/$2/',
      },
    },
    {
      name: 'no-cycles',
      comment: 'Slices and modules do not import each other in circles.',
      severity: 'error',
      from: { path: '^(services|libs)/', pathNot: '\\.spec\\.ts$' },
      to: { circular: true, viaOnly: { pathNot: '\\.spec\\.ts$' } },
    },
    {
      name: 'console-no-cycles',
      comment: "The console's folders and files do not import each other in circles (issue 26: shipment/ had a five-file one).",
      severity: 'error',
      from: { path: '^console/src/', pathNot: '\\.spec\\.tsx?$' },
      to: { circular: true, viaOnly: { pathNot: '\\.spec\\.tsx?$' } },
    },
    {
      name: 'console-not-on-server',
      comment: 'The console reaches the server through /api only (its types generated into console/src/api); reference data is shared.',
      severity: 'error',
      from: { path: '^console/src/' },
      to: { path: '^(services|libs)/', pathNot: '^libs/reference-data/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', 'libs/contracts/src/gen/', '/test/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
