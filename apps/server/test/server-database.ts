import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the PostgreSQL server of `baseUrl`, dropped by `drop()`: empty, or a copy of
 * `template` (a database nobody is connected to, as PostgreSQL requires of a template).
 */
export async function createServerDatabase(
  baseUrl: string,
  options: { template?: string; prefix?: string } = {},
) {
  const name = `${options.prefix ?? 'console_test'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(
      options.template ? `create database ${name} template ${options.template}` : `create database ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
