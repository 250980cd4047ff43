/** Injection tokens of the database layer: the Drizzle database and the handle that owns it. */
export const DATABASE = Symbol('DATABASE');
export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');
