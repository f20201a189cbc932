import { SAMPLE_SQL } from './sql-to-class.logic';

/** Realistic schemas across the four dialects, for the compile tests (and the bench). */
export const SQL_CORPUS: readonly { name: string; sql: string }[] = [
  { name: 'spec sample (Users)', sql: SAMPLE_SQL },
  {
    name: 'MySQL shop with backticks, AUTO_INCREMENT, ENUM, UNSIGNED and foreign keys',
    sql: `CREATE TABLE IF NOT EXISTS \`shop\`.\`customers\` (
  \`id\` INT UNSIGNED NOT NULL AUTO_INCREMENT,
  \`email\` VARCHAR(190) NOT NULL,
  \`full_name\` VARCHAR(120) DEFAULT NULL,
  \`status\` ENUM('active','blocked','pending') NOT NULL DEFAULT 'pending',
  \`credit\` DECIMAL(10,2) NOT NULL DEFAULT '0.00',
  \`is_vip\` TINYINT(1) NOT NULL DEFAULT 0,
  \`created_at\` TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (\`id\`),
  UNIQUE KEY \`uq_email\` (\`email\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
CREATE TABLE \`orders\` (
  \`id\` BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  \`customer_id\` INT UNSIGNED NOT NULL,
  \`total\` DECIMAL(12,2) NOT NULL,
  \`note\` TEXT,
  \`placed_at\` DATETIME NOT NULL,
  CONSTRAINT \`fk_orders_customer\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\` (\`id\`) ON DELETE CASCADE
) ENGINE=InnoDB;`,
  },
  {
    name: 'MySQL order items with a composite primary key',
    sql: `CREATE TABLE order_items (
  order_id BIGINT NOT NULL,
  product_id INT NOT NULL,
  quantity SMALLINT NOT NULL DEFAULT 1,
  unit_price DECIMAL(8,2) NOT NULL,
  discount FLOAT DEFAULT 0,
  PRIMARY KEY (order_id, product_id),
  FOREIGN KEY (order_id) REFERENCES orders(id)
);`,
  },
  {
    name: 'MySQL blog with keywords as column names and JSON',
    sql: `CREATE TABLE posts (
  id INT AUTO_INCREMENT PRIMARY KEY,
  \`class\` VARCHAR(20),
  \`order\` INT NOT NULL,
  \`default\` BOOLEAN DEFAULT TRUE,
  \`public\` BIT,
  metadata JSON,
  body LONGTEXT NOT NULL,
  published YEAR,
  cover MEDIUMBLOB,
  slug CHAR(64) NOT NULL UNIQUE
);`,
  },
  {
    name: 'PostgreSQL with SERIAL, UUID, JSONB, TIMESTAMPTZ and quoted identifiers',
    sql: `CREATE TABLE "public"."app_users" (
  "id" SERIAL PRIMARY KEY,
  "external_id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "Display Name" TEXT,
  "profile" JSONB,
  "last_seen" TIMESTAMPTZ,
  "score" DOUBLE PRECISION DEFAULT 0.5,
  "tags" TEXT[],
  "avatar" BYTEA
);
CREATE TABLE sessions (
  id BIGSERIAL PRIMARY KEY,
  user_id INT NOT NULL REFERENCES app_users(id) ON DELETE CASCADE,
  token VARCHAR(64) NOT NULL UNIQUE,
  expires_at TIMESTAMP WITH TIME ZONE NOT NULL,
  ttl INTERVAL
);`,
  },
  {
    name: 'PostgreSQL enum type and identity column',
    sql: `CREATE TYPE mood AS ENUM ('happy', 'sad', 'neutral');
CREATE TABLE person (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name varchar(80) NOT NULL,
  current_mood mood NOT NULL DEFAULT 'neutral',
  birthday date,
  wakes_at time,
  balance numeric(14,4) NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT false
);`,
  },
  {
    name: 'PostgreSQL self-reference and two foreign keys to one table',
    sql: `CREATE TABLE employees (
  id SERIAL PRIMARY KEY,
  manager_id INT REFERENCES employees(id),
  mentor_id INT REFERENCES employees(id),
  employee_code SMALLINT NOT NULL,
  hired_on DATE NOT NULL DEFAULT CURRENT_DATE
);`,
  },
  {
    name: 'SQL Server with brackets, IDENTITY, NVARCHAR(MAX) and BIT',
    sql: `CREATE TABLE [dbo].[Products] (
  [ProductID] INT IDENTITY(1,1) NOT NULL PRIMARY KEY,
  [Name] NVARCHAR(100) NOT NULL,
  [Description] NVARCHAR(MAX) NULL,
  [Price] MONEY NOT NULL,
  [InStock] BIT NOT NULL DEFAULT 1,
  [Sku] NCHAR(12) NOT NULL UNIQUE,
  [RowGuid] UNIQUEIDENTIFIER NOT NULL DEFAULT NEWID(),
  [ModifiedAt] DATETIME2 NULL DEFAULT GETDATE(),
  [Weight] REAL NULL,
  [Thumbnail] VARBINARY(MAX) NULL,
  [Offset] DATETIMEOFFSET NULL
);`,
  },
  {
    name: 'SQL Server foreign keys (inline, table-level and ALTER TABLE)',
    sql: `CREATE TABLE [Sales].[Customer] (
  [CustomerId] INT IDENTITY(1,1) PRIMARY KEY,
  [CompanyName] NVARCHAR(200) NOT NULL
);
CREATE TABLE [Sales].[Invoice] (
  [InvoiceId] INT IDENTITY(1,1) NOT NULL,
  [CustomerId] INT NOT NULL,
  [BillingCustomerId] INT NULL REFERENCES [Sales].[Customer]([CustomerId]),
  [Amount] DECIMAL(18,2) NOT NULL,
  [Paid] BIT NOT NULL DEFAULT 0,
  CONSTRAINT [PK_Invoice] PRIMARY KEY CLUSTERED ([InvoiceId]),
  CONSTRAINT [FK_Invoice_Customer] FOREIGN KEY ([CustomerId]) REFERENCES [Sales].[Customer] ([CustomerId]) ON DELETE CASCADE
);
CREATE TABLE [Sales].[InvoiceLine] ([LineId] INT IDENTITY(1,1) PRIMARY KEY, [InvoiceId] INT NOT NULL, [Text] NVARCHAR(400));
ALTER TABLE [Sales].[InvoiceLine] WITH CHECK ADD CONSTRAINT [FK_Line_Invoice] FOREIGN KEY ([InvoiceId]) REFERENCES [Sales].[Invoice] ([InvoiceId]);`,
  },
  {
    name: 'SQLite with AUTOINCREMENT and typeless affinity',
    sql: `CREATE TABLE notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  body TEXT,
  created_at TEXT DEFAULT CURRENT_TIMESTAMP,
  pinned INTEGER NOT NULL DEFAULT 0,
  rating REAL,
  attachment BLOB,
  author_id INTEGER REFERENCES authors(id)
);
CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);`,
  },
  {
    name: 'SQLite link table with a composite key and a column named like its table',
    sql: `CREATE TABLE IF NOT EXISTS tag (tag TEXT PRIMARY KEY, color TEXT DEFAULT 'grey');
CREATE TABLE note_tags (
  note_id INTEGER NOT NULL REFERENCES notes(id),
  tag TEXT NOT NULL REFERENCES tag(tag),
  added_at DATETIME,
  PRIMARY KEY (note_id, tag)
);`,
  },
  {
    name: 'MySQL names that need cleaning: digits, spaces, dashes',
    sql: "CREATE TABLE `2fa-codes` (`id` INT NOT NULL AUTO_INCREMENT PRIMARY KEY, `user id` INT NOT NULL, `1st_try` DATETIME, `code-hash` VARCHAR(128) NOT NULL, `3` INT);",
  },
];
