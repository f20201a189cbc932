// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectDialect, NO_TABLE, parseSql } from './sql-parse.logic';
import { SQL_CORPUS } from './sql-corpus.fixture';
import { SAMPLE_SQL } from './sql-to-class.logic';

async function schemaOf(sql: string) {
  const outcome = await parseSql(sql, 'auto');
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.schema;
}

describe('parseSql', () => {
  it('reads the spec sample into the model', async () => {
    const [users] = (await schemaOf(SAMPLE_SQL)).tables;
    expect(users?.name).toBe('Users');
    expect(users?.primaryKey).toEqual(['UserID']);
    expect(users?.columns.map((column) => [column.name, column.sqlType, column.length, column.nullable, column.unique])).toEqual([
      ['UserID', 'INT', null, false, false],
      ['Username', 'VARCHAR', 50, false, true],
      ['PasswordHash', 'VARCHAR', 255, false, false],
      ['Email', 'VARCHAR', 100, true, false],
      ['CreatedAt', 'DATETIME', null, true, false],
      ['IsActive', 'BIT', null, true, false],
    ]);
    expect(users?.columns[4]?.defaultValue).toEqual({ kind: 'now' });
    expect(users?.columns[5]?.defaultValue).toEqual({ kind: 'number', value: '1' });
  });

  it('reads MySQL identity, unsigned, enum and table-level keys', async () => {
    const [customers, orders] = (await schemaOf(SQL_CORPUS[1]?.sql ?? '')).tables;
    expect(customers?.schema).toBe('shop');
    const id = customers?.columns[0];
    expect([id?.identity, id?.unsigned, id?.primaryKey]).toEqual([true, true, true]);
    expect(customers?.columns.find((column) => column.name === 'status')?.enumValues).toEqual(['active', 'blocked', 'pending']);
    expect(customers?.columns.find((column) => column.name === 'email')?.unique).toBe(true);
    expect(orders?.foreignKeys).toEqual([{ columns: ['customer_id'], referencedTable: 'customers', referencedColumns: ['id'] }]);
  });

  it('reads composite primary keys', async () => {
    expect((await schemaOf(SQL_CORPUS[2]?.sql ?? '')).tables[0]?.primaryKey).toEqual(['order_id', 'product_id']);
  });

  it('reads PostgreSQL serials, quoted names, enum types and GENERATED ALWAYS identities', async () => {
    const schema = await schemaOf(SQL_CORPUS[4]?.sql ?? '');
    expect(schema.dialect).toBe('postgresql');
    expect(schema.tables[0]?.columns.map((column) => column.name)).toContain('Display Name');
    expect(schema.tables[0]?.columns[0]).toMatchObject({ sqlType: 'INT', identity: true });
    const [person] = (await schemaOf(SQL_CORPUS[5]?.sql ?? '')).tables;
    expect(person?.columns[0]).toMatchObject({ identity: true, primaryKey: true });
    expect(person?.columns.find((column) => column.name === 'current_mood')?.enumValues).toEqual(['happy', 'sad', 'neutral']);
  });

  it('reads SQL Server foreign keys in every form, which its parser build cannot', async () => {
    const schema = await schemaOf(SQL_CORPUS[8]?.sql ?? '');
    expect(schema.dialect).toBe('transactsql');
    const [, invoice, line] = schema.tables;
    expect(invoice?.foreignKeys).toEqual([
      { columns: ['CustomerId'], referencedTable: 'Customer', referencedColumns: ['CustomerId'] },
      { columns: ['BillingCustomerId'], referencedTable: 'Customer', referencedColumns: ['CustomerId'] },
    ]);
    expect(invoice?.primaryKey).toEqual(['InvoiceId']);
    expect(line?.foreignKeys).toEqual([{ columns: ['InvoiceId'], referencedTable: 'Invoice', referencedColumns: ['InvoiceId'] }]);
  });

  it('reads NVARCHAR(MAX) and IDENTITY', async () => {
    const [products] = (await schemaOf(SQL_CORPUS[7]?.sql ?? '')).tables;
    expect(products?.columns.find((column) => column.name === 'Description')).toMatchObject({ sqlType: 'NVARCHAR', length: 'max', nullable: true });
    expect(products?.columns[0]).toMatchObject({ identity: true, primaryKey: true });
  });

  it('reads the sample even with SQLite chosen, whose parser rejects bit DEFAULT 1', async () => {
    const outcome = await parseSql(SAMPLE_SQL, 'sqlite');
    expect(outcome.ok && outcome.schema.tables[0]?.columns.length).toBe(6);
  });

  it.each([
    [
      'a misspelt statement',
      'CREATE TABEL x (\n  id INT\n);',
      'mysql',
      'Could not parse the SQL (MySQL / MariaDB): Line 1, column 8: unexpected "TABEL".\nCREATE TABEL x (\n       ^',
    ],
    [
      'prose after blank lines',
      '\n\nhello there',
      'postgresql',
      'Could not parse the SQL (PostgreSQL): Line 3, column 7: unexpected "there".\nhello there\n      ^',
    ],
    [
      'a table without its column list',
      'CREATE TABLE x (',
      'mysql',
      'Could not parse the SQL (MySQL / MariaDB): Line 1, column 17: unexpected end of input.\nCREATE TABLE x (\n                ^',
    ],
  ] as const)('says where input that is not DDL is wrong, with line and column: %s', async (_, sql, dialect, message) => {
    expect(await parseSql(sql, dialect)).toEqual({ ok: false, message });
  });

  it('reads a CREATE TABLE every parser refuses tolerantly, and says where the parser stopped and what was skipped', async () => {
    const outcome = await parseSql('CREATE TABLE x (\n  id INT,\n  name VARCHAR(20) NOT NULL WHAT\n);', 'mysql');
    expect(outcome.ok && outcome.schema.tables[0]?.columns.map((column) => [column.name, column.sqlType, column.nullable])).toEqual([
      ['id', 'INT', true],
      ['name', 'VARCHAR', false],
    ]);
    expect(outcome.ok && outcome.notes).toEqual([
      'Read by the tolerant reader: x (the MySQL / MariaDB parser stopped at line 3, column 29: unexpected "WHAT").',
      'Skipped in x: WHAT (in name).',
    ]);
  });

  it.each(['SELECT 1;', '   '])('says there is no table in %j', async (sql) => {
    expect(await parseSql(sql, 'auto')).toEqual({ ok: false, message: NO_TABLE });
  });
});

describe('detectDialect', () => {
  it.each([
    ['CREATE TABLE `a` (id INT AUTO_INCREMENT)', 'mysql'],
    ['CREATE TABLE a (id SERIAL, d JSONB)', 'postgresql'],
    ['CREATE TABLE [a] (id INT IDENTITY(1,1), n NVARCHAR(MAX))', 'transactsql'],
    ['CREATE TABLE a (id INTEGER PRIMARY KEY AUTOINCREMENT)', 'sqlite'],
    ['CREATE TABLE a (id int)', 'mysql'],
  ] as const)('%s -> %s', (sql, dialect) => {
    expect(detectDialect(sql)).toBe(dialect);
  });
});
