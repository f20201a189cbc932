import { describe, expect, it } from 'vitest';
import { readAlterTable } from './alter-table.logic';
import type { SqlDialect } from './sql-schema.logic';
import { tokenize } from './sql-tokens.logic';
import { applyChanges, tableOf } from './table-changes.logic';
import { readEnumType, readTableTolerantly } from './tolerant-table.logic';

const MOODS = new Map([['mood', ['happy', 'sad']]]);

function tableOfSql(sql: string, dialect: SqlDialect = 'mysql') {
  const read = readTableTolerantly(sql, { dialect, enumTypes: MOODS }, dialect === 'mysql');
  if (!read) throw new Error('not read');
  return read;
}

/** One column definition read in a table of its own, as the parts a class is made of. */
function columnOf(definition: string, dialect: SqlDialect) {
  const { table, skipped } = tableOfSql(`CREATE TABLE t (${definition})`, dialect);
  const column = table.columns[0];
  return { ...column, foreignKeys: table.foreignKeys, skipped };
}

describe('the tolerant reader, column by column', () => {
  it.each([
    ['`id` int unsigned NOT NULL AUTO_INCREMENT', 'mysql', { name: 'id', sqlType: 'INT', unsigned: true, nullable: false, identity: true }],
    ["`s` enum('a','b''c') NOT NULL DEFAULT 'a'", 'mysql', { sqlType: 'ENUM', enumValues: ['a', "b'c"], defaultValue: { kind: 'string', value: 'a' } }],
    ["`p` decimal(10,2) NOT NULL DEFAULT '0.00'", 'mysql', { sqlType: 'DECIMAL', length: 10, scale: 2, defaultValue: { kind: 'number', value: '0.00' } }],
    [
      '`u` timestamp NULL DEFAULT NULL ON UPDATE CURRENT_TIMESTAMP',
      'mysql',
      { sqlType: 'TIMESTAMP', nullable: true, defaultValue: { kind: 'null' }, skipped: [] },
    ],
    ["`n` varchar(20) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin DEFAULT NULL COMMENT 'x'", 'mysql', { sqlType: 'VARCHAR', length: 20, skipped: [] }],
    ['[Id] [int] IDENTITY(1,1) NOT NULL', 'transactsql', { name: 'Id', sqlType: 'INT', identity: true, nullable: false }],
    ['[N] [nvarchar](max) NULL', 'transactsql', { sqlType: 'NVARCHAR', length: 'max', nullable: true }],
    ['[V] [timestamp] NOT NULL', 'transactsql', { sqlType: 'ROWVERSION' }],
    [
      '[G] [uniqueidentifier] NOT NULL DEFAULT (newid())',
      'transactsql',
      { sqlType: 'UNIQUEIDENTIFIER', defaultValue: { kind: 'expression', text: 'newid()' } },
    ],
    ['[B] [bit] NOT NULL DEFAULT ((1))', 'transactsql', { sqlType: 'BIT', defaultValue: { kind: 'number', value: '1' } }],
    ['[D] [datetime2](7) NOT NULL DEFAULT (getdate())', 'transactsql', { sqlType: 'DATETIME2', length: null, defaultValue: { kind: 'now' } }],
    ["[T] [nvarchar](10) DEFAULT (N'it''s')", 'transactsql', { defaultValue: { kind: 'string', value: "it's" } }],
    [
      '[Total]  AS ([Qty]*[Price]) PERSISTED',
      'transactsql',
      { sqlType: 'TEXT', skipped: ['AS ([Qty]*[Price]) PERSISTED (Total is computed by the database; read as text)'] },
    ],
    ['name character varying(255) NOT NULL', 'postgresql', { sqlType: 'VARCHAR', length: 255 }],
    ['at timestamp(6) with time zone', 'postgresql', { sqlType: 'TIMESTAMP WITH TIME ZONE', length: null }],
    ['at timestamp without time zone', 'postgresql', { sqlType: 'TIMESTAMP' }],
    ["tags character varying(20)[] DEFAULT '{}'::character varying[]", 'postgresql', { sqlType: 'VARCHAR', length: 20, array: true, defaultValue: null }],
    [
      "m public.mood DEFAULT 'happy'::public.mood",
      'postgresql',
      { sqlType: 'MOOD', enumValues: ['happy', 'sad'], defaultValue: { kind: 'string', value: 'happy' } },
    ],
    ["id integer DEFAULT nextval('public.t_id_seq'::regclass) NOT NULL", 'postgresql', { identity: true, defaultValue: null }],
    ['id bigint GENERATED ALWAYS AS IDENTITY (START WITH 1)', 'postgresql', { sqlType: 'BIGINT', identity: true, nullable: false }],
    ["n smallint DEFAULT '-1'::integer", 'postgresql', { defaultValue: { kind: 'number', value: '-1' } }],
    [
      "e timestamp with time zone DEFAULT (now() + '1 day'::interval)",
      'postgresql',
      { defaultValue: { kind: 'expression', text: "now() + '1 day'::interval" } },
    ],
    ['id serial PRIMARY KEY', 'postgresql', { sqlType: 'INT', identity: true, primaryKey: true }],
    ['body', 'sqlite', { name: 'body', sqlType: 'TEXT', nullable: true }],
    ['big UNSIGNED BIG INT', 'sqlite', { sqlType: 'BIGINT' }],
    ['flag bit DEFAULT 1', 'sqlite', { sqlType: 'BIT', defaultValue: { kind: 'number', value: '1' } }],
    ["at TEXT DEFAULT (datetime('now'))", 'sqlite', { defaultValue: { kind: 'expression', text: 'datetime()' } }],
    ['key TEXT PRIMARY KEY', 'sqlite', { name: 'key', primaryKey: true }],
    [
      'user_id INTEGER REFERENCES "users" ("id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED',
      'sqlite',
      { foreignKeys: [{ columns: ['user_id'], referencedTable: 'users', referencedColumns: ['id'] }], skipped: [] },
    ],
    ['name VARCHAR(20) NOT NULL WHAT EVER', 'mysql', { nullable: false, skipped: ['WHAT EVER (in name)'] }],
  ] as const)('%s (%s)', (definition, dialect, expected) => {
    expect(columnOf(definition, dialect)).toMatchObject(expected);
  });
});

describe('the tolerant reader, table constraints', () => {
  it.each([
    ['PRIMARY KEY (`a`,`b`)', { primaryKey: ['a', 'b'] }],
    [' CONSTRAINT [PK_t] PRIMARY KEY CLUSTERED ([a] ASC, [b] DESC)', { primaryKey: ['a', 'b'] }],
    ['PRIMARY KEY("a" AUTOINCREMENT)', { primaryKey: ['a'], identity: ['a'] }],
    [
      'CONSTRAINT `fk` FOREIGN KEY (`b`) REFERENCES `other` (`id`) ON DELETE SET NULL ON UPDATE CASCADE',
      { foreignKeys: [{ columns: ['b'], referencedTable: 'other', referencedColumns: ['id'] }] },
    ],
    ['UNIQUE KEY `uq` (`b`)', { unique: ['b'] }],
    ['KEY `idx` (`a`,`b`), FULLTEXT KEY `ft` (`b`), CHECK ((`a` > 0)), INDEX (b)', { skipped: [] }],
  ] as const)('%s', (constraint, expected) => {
    const { table, skipped } = tableOfSql(`CREATE TABLE t (a INT, b INT, ${constraint})`);
    if ('primaryKey' in expected) expect(table.primaryKey).toEqual(expected.primaryKey);
    if ('identity' in expected) expect(table.columns.filter((column) => column.identity).map((column) => column.name)).toEqual(expected.identity);
    if ('foreignKeys' in expected) expect(table.foreignKeys).toEqual(expected.foreignKeys);
    if ('unique' in expected) expect(table.columns.filter((column) => column.unique).map((column) => column.name)).toEqual(expected.unique);
    if ('skipped' in expected) expect(skipped).toEqual(expected.skipped);
  });

  it('reads the schema and name, quoted every way, and nothing when there is no column list', () => {
    expect(tableOfSql('CREATE TABLE IF NOT EXISTS [dbo].[Order Items] ([a] int)').table).toMatchObject({ schema: 'dbo', name: 'Order Items' });
    expect(tableOfSql("CREATE TABLE IF NOT EXISTS 'docs_data'(id INTEGER PRIMARY KEY)", 'sqlite').table).toMatchObject({ schema: null, name: 'docs_data' });
    expect(readTableTolerantly('CREATE TABLE t AS SELECT 1', { dialect: 'mysql', enumTypes: new Map() }, false)).toBeNull();
  });

  it("reads PostgreSQL's enum types", () => {
    expect(readEnumType(tokenize("CREATE TYPE public.Mood AS ENUM (\n    'happy',\n    'sad'\n)").tokens)).toEqual(['mood', ['happy', 'sad']]);
  });
});

describe('ALTER TABLE as export tools write it', () => {
  const base = tableOf('public', 'people', tableOfSql('CREATE TABLE people (id integer NOT NULL, name text, guid uuid, boss_id integer)').table.columns);
  const context = { source: '', dialect: 'postgresql' as const, enumTypes: new Map() };

  it.each([
    ['ALTER TABLE ONLY public.people ADD CONSTRAINT people_pkey PRIMARY KEY (id)', { primaryKey: ['id'] }],
    ['ALTER TABLE public.people ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (SEQUENCE NAME public.people_id_seq START WITH 1)', { identity: ['id'] }],
    ["ALTER TABLE ONLY public.people ALTER COLUMN id SET DEFAULT nextval('public.people_id_seq'::regclass)", { identity: ['id'] }],
    [
      'ALTER TABLE [dbo].[people] ADD  CONSTRAINT [DF_people_guid]  DEFAULT (newid()) FOR [guid]',
      { defaults: { guid: { kind: 'expression', text: 'newid()' } } },
    ],
    [
      'ALTER TABLE [dbo].[people]  WITH CHECK ADD  CONSTRAINT [FK_people_people] FOREIGN KEY([boss_id])\nREFERENCES [dbo].[people] ([Id])',
      { foreignKeys: [{ columns: ['boss_id'], referencedTable: 'people', referencedColumns: ['Id'] }] },
    ],
    ['ALTER TABLE `people` ADD PRIMARY KEY (`id`), ADD UNIQUE KEY `uq` (`name`), ADD KEY `k` (`boss_id`)', { primaryKey: ['id'], unique: ['name'] }],
    ['ALTER TABLE `people` MODIFY `id` int(11) NOT NULL AUTO_INCREMENT', { identity: ['id'] }],
    ['ALTER TABLE ONLY public.people ALTER COLUMN name SET NOT NULL', { notNull: ['id', 'name'] }],
  ] as const)('%s', (sql, expected) => {
    const alter = readAlterTable(tokenize(sql).tokens, { ...context, source: sql });
    const table = applyChanges(base, alter?.changes ?? []);
    expect(alter?.target.at(-1)).toBe('people');
    if ('primaryKey' in expected) expect(table.primaryKey).toEqual(expected.primaryKey);
    if ('identity' in expected) expect(table.columns.filter((column) => column.identity).map((column) => column.name)).toEqual(expected.identity);
    if ('unique' in expected) expect(table.columns.filter((column) => column.unique).map((column) => column.name)).toEqual(expected.unique);
    if ('foreignKeys' in expected) expect(table.foreignKeys).toEqual(expected.foreignKeys);
    if ('notNull' in expected) expect(table.columns.filter((column) => !column.nullable).map((column) => column.name)).toEqual(expected.notNull);
    for (const [name, value] of Object.entries('defaults' in expected ? expected.defaults : {}))
      expect(table.columns.find((column) => column.name === name)?.defaultValue).toEqual(value);
  });

  it.each([
    ['ALTER TABLE public.people OWNER TO app', ['OWNER TO']],
    ['ALTER TABLE [dbo].[people] CHECK CONSTRAINT [FK_people_people]', ['CHECK CONSTRAINT']],
    ['ALTER TABLE [dbo].[people] NOCHECK CONSTRAINT ALL', ['NOCHECK CONSTRAINT']],
  ])('names what it passes over: %s', (sql, ignored) => {
    expect(readAlterTable(tokenize(sql).tokens, { ...context, source: sql })).toMatchObject({ changes: [], ignored });
  });
});
