// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SQL_CORPUS } from './sql-corpus.fixture';
import { parseSql } from './sql-parse.logic';
import type { SqlColumn, SqlDialect, SqlTable } from './sql-schema.logic';
import { kindOf } from './type-maps.logic';

/**
 * DDL as the four export tools write it, read as a user sees the result: which tables and columns,
 * what type each maps to, which may be null, the keys, identities, foreign keys, enum values, and
 * the notes on what was skipped.
 */

/** A column as one line: name, type kind, `?` when nullable, then identity and key. */
const describeColumn = (column: SqlColumn) =>
  [
    `${column.name} ${kindOf(column)}${column.array ? '[]' : ''}${column.nullable ? '?' : ''}`,
    column.identity ? 'identity' : '',
    column.primaryKey ? 'key' : '',
  ]
    .filter(Boolean)
    .join(' ');

const describeKeys = (table: SqlTable) =>
  table.foreignKeys.map((key) => `${key.columns.join(',')} -> ${key.referencedTable}(${key.referencedColumns.join(',')})`);

interface Expected {
  columns?: string[];
  primaryKey?: string[];
  foreignKeys?: string[];
  enums?: Record<string, string[]>;
  schema?: string | null;
}

interface ToolCase {
  form: string;
  sql: string;
  dialect: SqlDialect;
  tables: Record<string, Expected>;
  /** Texts each note must contain, in order; an empty list means no notes. */
  notes: string[];
}

const MYSQLDUMP_ORDERS = `CREATE TABLE \`orders\` (
  \`id\` int unsigned NOT NULL AUTO_INCREMENT,
  \`customer_id\` int unsigned NOT NULL,
  \`status\` enum('pending','shipped','delivered','cancelled') COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT 'pending',
  \`created_at\` timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
  \`updated_at\` timestamp NULL DEFAULT NULL ON UPDATE CURRENT_TIMESTAMP,
  PRIMARY KEY (\`id\`,\`customer_id\`),
  KEY \`idx_customer\` (\`customer_id\`),
  CONSTRAINT \`fk_orders_customer\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\` (\`id\`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
`;

const SSMS_EMPLOYEES = `CREATE TABLE [dbo].[Employees](
\t[Id] [int] IDENTITY(1,1) NOT NULL,
\t[Guid] [uniqueidentifier] NOT NULL DEFAULT NEWID(),
\t[Name] [nvarchar](max) NULL,
\t[Salary] [money] NULL,
\t[HiredAt] [datetime2](7) NOT NULL,
\t[IsActive] [bit] NOT NULL CONSTRAINT [DF_Employees_IsActive] DEFAULT (0),
\t[Version] [rowversion] NOT NULL,
\t[ManagerId] [int] NULL,
 CONSTRAINT [PK_Employees] PRIMARY KEY CLUSTERED 
(
\t[Id] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON) ON [PRIMARY]
) ON [PRIMARY] TEXTIMAGE_ON [PRIMARY]
GO
ALTER TABLE [dbo].[Employees]  WITH CHECK ADD  CONSTRAINT [FK_Employees_Employees] FOREIGN KEY([ManagerId])
REFERENCES [dbo].[Employees] ([Id])
GO
`;

const CASES: ToolCase[] = [
  {
    form: 'mysqldump: named FOREIGN KEY with ON DELETE, ON UPDATE CURRENT_TIMESTAMP, composite key, enum',
    sql: MYSQLDUMP_ORDERS,
    dialect: 'mysql',
    tables: {
      orders: {
        columns: ['id int32 identity key', 'customer_id int32 key', 'status string', 'created_at datetime', 'updated_at datetime?'],
        primaryKey: ['id', 'customer_id'],
        foreignKeys: ['customer_id -> customers(id)'],
        enums: { status: ['pending', 'shipped', 'delivered', 'cancelled'] },
      },
    },
    notes: [],
  },
  {
    form: 'mysqldump: header, DROP TABLE, LOCK TABLES and INSERT around the table, a generated column',
    sql: `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
DROP TABLE IF EXISTS \`items\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
CREATE TABLE \`items\` (
  \`id\` bigint unsigned NOT NULL AUTO_INCREMENT,
  \`label\` varchar(40) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin DEFAULT NULL COMMENT 'it\\'s shown',
  \`qty\` smallint NOT NULL DEFAULT '1',
  \`tag\` varchar(60) GENERATED ALWAYS AS (concat(_utf8mb4'#',\`label\`)) VIRTUAL,
  PRIMARY KEY (\`id\`)
) ENGINE=InnoDB AUTO_INCREMENT=3 DEFAULT CHARSET=utf8mb4;
LOCK TABLES \`items\` WRITE;
INSERT INTO \`items\` VALUES (1,'a; b',1),(2,'it\\'s',2);
UNLOCK TABLES;
`,
    dialect: 'mysql',
    tables: { items: { columns: ['id int64 identity key', 'label string?', 'qty int16', 'tag string?'], primaryKey: ['id'] } },
    notes: [
      'Read by the tolerant reader: items (the MySQL / MariaDB parser stopped at line 9',
      "Skipped in items: GENERATED ALWAYS AS (concat(_utf8mb4'#',`label`)) VIRTUAL (tag is computed by the database).",
      'Ignored, not needed for classes: DROP TABLE, LOCK, INSERT, UNLOCK.',
    ],
  },
  {
    form: 'mariadb-dump: uuid type, current_timestamp(), JSON as a checked longtext',
    sql: `CREATE TABLE \`devices\` (
  \`id\` int(11) NOT NULL AUTO_INCREMENT,
  \`public_id\` uuid NOT NULL DEFAULT uuid(),
  \`attrs\` longtext CHARACTER SET utf8mb4 COLLATE utf8mb4_bin DEFAULT NULL CHECK (json_valid(\`attrs\`)),
  \`created_at\` timestamp NOT NULL DEFAULT current_timestamp() ON UPDATE current_timestamp(),
  PRIMARY KEY (\`id\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;`,
    dialect: 'mysql',
    tables: { devices: { columns: ['id int32 identity key', 'public_id uuid', 'attrs text?', 'created_at datetime'] } },
    notes: ['Read by the tolerant reader: devices (the MySQL / MariaDB parser stopped at line 3, column 15: unexpected "uuid").'],
  },
  {
    form: 'SSMS Script Table as CREATE: brackets, IDENTITY, NEWID(), (max), money, datetime2(7), named inline default, rowversion, index options, self-reference by ALTER TABLE',
    sql: SSMS_EMPLOYEES,
    dialect: 'transactsql',
    tables: {
      Employees: {
        schema: 'dbo',
        columns: [
          'Id int32 identity key',
          'Guid uuid',
          'Name string?',
          'Salary decimal?',
          'HiredAt datetime',
          'IsActive boolean',
          'Version binary',
          'ManagerId int32?',
        ],
        primaryKey: ['Id'],
        foreignKeys: ['ManagerId -> Employees(Id)'],
      },
    },
    notes: [
      'Read by the tolerant reader: Employees (the SQL Server parser stopped at line 8, column 13: unexpected "rowversion").',
      'Skipped in Employees: WITH (PAD_INDEX = OFF, STATISTICS_NOREC…; ON [PRIMARY]; TEXTIMAGE_ON [PRIMARY].',
    ],
  },
  {
    form: 'SSMS Generate Scripts: SET and GO batches, defaults by ALTER TABLE ... FOR, CHECK CONSTRAINT, a composite clustered key, [timestamp]',
    sql: `USE [Shop]
GO
/****** Object:  Table [dbo].[OrderLines]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [dbo].[OrderLines](
\t[OrderId] [int] NOT NULL,
\t[LineNo] [smallint] NOT NULL,
\t[Id] [uniqueidentifier] NOT NULL,
\t[Quantity] [int] NOT NULL,
\t[Stamp] [timestamp] NOT NULL,
 CONSTRAINT [PK_OrderLines] PRIMARY KEY CLUSTERED 
(
\t[OrderId] ASC,
\t[LineNo] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF) ON [PRIMARY]
) ON [PRIMARY]
GO
ALTER TABLE [dbo].[OrderLines] ADD  CONSTRAINT [DF_OrderLines_Id]  DEFAULT (newid()) FOR [Id]
GO
ALTER TABLE [dbo].[OrderLines] ADD  CONSTRAINT [DF_OrderLines_Quantity]  DEFAULT ((1)) FOR [Quantity]
GO
ALTER TABLE [dbo].[OrderLines]  WITH CHECK ADD  CONSTRAINT [FK_OrderLines_Orders] FOREIGN KEY([OrderId])
REFERENCES [dbo].[Orders] ([OrderId])
ON DELETE CASCADE
GO
ALTER TABLE [dbo].[OrderLines] CHECK CONSTRAINT [FK_OrderLines_Orders]
GO
`,
    dialect: 'transactsql',
    tables: {
      OrderLines: {
        columns: ['OrderId int32 key', 'LineNo int16 key', 'Id uuid', 'Quantity int32', 'Stamp binary'],
        primaryKey: ['OrderId', 'LineNo'],
        foreignKeys: ['OrderId -> Orders(OrderId)'],
      },
    },
    notes: [
      'Skipped in OrderLines: WITH (PAD_INDEX = OFF, STATISTICS_NOREC…; ON [PRIMARY].',
      'Ignored, not needed for classes: USE, SET ×2, ALTER TABLE … CHECK CONSTRAINT.',
    ],
  },
  {
    form: 'pg_dump: SET lines, enum type, keys, identity and serial defaults by ALTER TABLE, COMMENT ON, OWNER TO, CREATE SEQUENCE and INDEX',
    sql: `SET statement_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);
CREATE TYPE public.mood AS ENUM (
    'happy',
    'sad'
);
ALTER TYPE public.mood OWNER TO app;
CREATE TABLE public.people (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    mood public.mood DEFAULT 'happy'::public.mood,
    born timestamp without time zone,
    seen timestamp with time zone DEFAULT now() NOT NULL,
    tags text[],
    profile jsonb,
    external uuid NOT NULL,
    seen_tz TIMESTAMPTZ,
    balance numeric(10,2) DEFAULT 0 NOT NULL
);
ALTER TABLE public.people OWNER TO app;
COMMENT ON TABLE public.people IS 'Everyone; once';
COMMENT ON COLUMN public.people.name IS 'Full name';
CREATE TABLE public.pets (
    id bigint NOT NULL,
    owner_id integer,
    parent_id bigint
);
CREATE SEQUENCE public.people_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    CACHE 1;
ALTER SEQUENCE public.people_id_seq OWNED BY public.people.id;
ALTER TABLE public.pets ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.pets_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
ALTER TABLE ONLY public.people ALTER COLUMN id SET DEFAULT nextval('public.people_id_seq'::regclass);
ALTER TABLE ONLY public.people
    ADD CONSTRAINT people_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.pets
    ADD CONSTRAINT pets_pkey PRIMARY KEY (id);
CREATE INDEX pets_owner_id_idx ON public.pets USING btree (owner_id);
ALTER TABLE ONLY public.pets
    ADD CONSTRAINT pets_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.people(id) ON DELETE SET NULL;
ALTER TABLE ONLY public.pets
    ADD CONSTRAINT pets_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES public.pets(id);
`,
    dialect: 'postgresql',
    tables: {
      people: {
        schema: 'public',
        columns: [
          'id int32 identity key',
          'name string',
          'mood string?',
          'born datetime?',
          'seen datetimeOffset',
          'tags text[]?',
          'profile json?',
          'external uuid',
          'seen_tz datetimeOffset?',
          'balance decimal',
        ],
        primaryKey: ['id'],
        enums: { mood: ['happy', 'sad'] },
      },
      pets: {
        columns: ['id int64 identity key', 'owner_id int32?', 'parent_id int64?'],
        primaryKey: ['id'],
        foreignKeys: ['owner_id -> people(id)', 'parent_id -> pets(id)'],
      },
    },
    notes: [
      'Read by the tolerant reader: people (the PostgreSQL parser stopped at line 11, column 21: unexpected space after "public.mood").',
      'Ignored, not needed for classes: SET, SELECT, ALTER TYPE, ALTER TABLE … OWNER TO, COMMENT ON ×2, CREATE SEQUENCE, ALTER SEQUENCE, CREATE INDEX.',
    ],
  },
  {
    form: 'pg_dump: serial columns and GENERATED BY DEFAULT AS IDENTITY written in the table',
    sql: `CREATE TABLE public.events (
    id integer GENERATED BY DEFAULT AS IDENTITY,
    seq bigserial,
    small smallserial,
    starts_at timestamp(6) with time zone,
    CONSTRAINT events_pkey PRIMARY KEY (id)
);`,
    dialect: 'postgresql',
    tables: { events: { columns: ['id int32 identity key', 'seq int64 identity', 'small int16 identity', 'starts_at datetimeOffset?'], primaryKey: ['id'] } },
    notes: [],
  },
  {
    form: 'sqlite3 .schema: IF NOT EXISTS "x", AUTOINCREMENT, sqlite_sequence, columns without types, bit DEFAULT 1, WITHOUT ROWID, STRICT, CREATE INDEX',
    sql: `CREATE TABLE IF NOT EXISTS "users" (
\t"id"\tINTEGER NOT NULL,
\t"email"\tTEXT NOT NULL UNIQUE,
\t"is_admin"\tbit DEFAULT 1,
\tPRIMARY KEY("id" AUTOINCREMENT)
);
CREATE TABLE sqlite_sequence(name,seq);
CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id), body, score);
CREATE INDEX idx_notes_user ON notes(user_id);
CREATE TABLE tags (name TEXT PRIMARY KEY, color TEXT) WITHOUT ROWID;
CREATE TABLE note_tags (note_id INTEGER NOT NULL, tag TEXT NOT NULL, PRIMARY KEY (note_id, tag)) STRICT;
`,
    dialect: 'sqlite',
    tables: {
      users: { columns: ['id int32 identity key', 'email text', 'is_admin boolean?'], primaryKey: ['id'] },
      notes: { columns: ['id int32 identity key', 'user_id int32', 'body text?', 'score text?'], foreignKeys: ['user_id -> users(id)'] },
      tags: { columns: ['name text key', 'color text?'] },
      note_tags: { columns: ['note_id int32 key', 'tag text key'], primaryKey: ['note_id', 'tag'] },
    },
    notes: ['Read by the tolerant reader: users', "Ignored, not needed for classes: CREATE TABLE sqlite_sequence (SQLite's own), CREATE INDEX."],
  },
];

describe('DDL as export tools write it', () => {
  it.each(CASES.map((testCase) => [testCase.form, testCase] as const))('%s', async (_, { sql, dialect, tables, notes }) => {
    const outcome = await parseSql(sql, 'auto');
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.schema.dialect).toBe(dialect);
    expect(outcome.schema.tables.map((table) => table.name)).toEqual(Object.keys(tables));
    for (const table of outcome.schema.tables) {
      const expected = tables[table.name] as Expected;
      if (expected.columns) expect(table.columns.map(describeColumn), table.name).toEqual(expected.columns);
      if (expected.primaryKey) expect(table.primaryKey, table.name).toEqual(expected.primaryKey);
      expect(describeKeys(table), table.name).toEqual(expected.foreignKeys ?? []);
      for (const [column, values] of Object.entries(expected.enums ?? {}))
        expect(table.columns.find((candidate) => candidate.name === column)?.enumValues).toEqual(values);
      if (expected.schema !== undefined) expect(table.schema).toBe(expected.schema);
    }
    expect(outcome.notes).toHaveLength(notes.length);
    notes.forEach((note, index) => expect(outcome.notes[index]).toContain(note));
  });

  it.each(SQL_CORPUS.filter((entry) => entry.dialect).map((entry) => [entry.name, entry] as const))(
    'corpus: %s is read, in its own dialect',
    async (_, entry) => {
      const outcome = await parseSql(entry.sql, 'auto');
      if (!outcome.ok) throw new Error(outcome.message);
      expect(outcome.schema.dialect).toBe(entry.dialect);
      expect(outcome.schema.tables.length).toBeGreaterThan(0);
      for (const table of outcome.schema.tables) expect(table.columns.length, table.name).toBeGreaterThan(0);
    },
  );
});
