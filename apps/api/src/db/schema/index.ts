// One file per owner, named after it: an area under src/modules, or the jobs, mail or payments
// layer (sandbox-payments.ts). A table is imported as a value only by its owner's *.repository.ts
// files, from its owner's file; this index is for src/db (drizzle-kit reads the whole folder) and
// for row types, which may be imported anywhere (tools/eslint-boundaries.js). The read-only views
// of views.ts, which any repository reads, are not exported here: drizzle-kit counts a view it
// finds in two files as two views of one name and stops (tables it counts once).
export * from './users';
export * from './auth';
export * from './plans';
export * from './billing';
export * from './invoices';
export * from './discounts';
export * from './portfolio';
export * from './directory';
export * from './works';
export * from './follows';
export * from './contact';
export * from './inquiries';
export * from './collections';
export * from './verification';
export * from './audit';
export * from './studios';
export * from './jobs';
export * from './mail';
export * from './sandbox-payments';
export * from './notifications';
