import { defineConfig } from 'drizzle-kit';

// Migrations are generated from schema.ts and committed; both PGlite and PostgreSQL apply them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
