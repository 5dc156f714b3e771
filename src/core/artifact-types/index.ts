/*
 * One module per artifact type (spec §3): its content shape, its reader, its labels and what the
 * As-Is → To-Be difference compares, gathered in one descriptor; registry.ts lists the descriptors
 * and finds a type's by any stored or accepted type name.
 */

export * from './content-check';
export * from './cross-functional';
export * from './descriptor';
export * from './job-description';
export * from './pain-points';
export * from './process-file';
export * from './read';
export * from './registry';
export * from './sipoc';
export * from './systems';
export * from './workflow-map';
