import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the API applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/database/schema/index.ts',
  out: './src/database/migrations',
  casing: 'snake_case',
});
