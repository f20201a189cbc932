import type { SqlDialect } from '@contract/sql-beautify';

/**
 * Queries as people and tools write them, one dialect each, for the Auto-detect tests: each must be
 * detected as its dialect and formatted as the same query. Written for these tests, in the styles of
 * SSMS, mysqldump, ORMs, application code and analysts' notebooks. The second group of each dialect
 * was written after the detection rules, as a check on them (it brought five more signs).
 */
export interface CorpusQuery {
  dialect: SqlDialect;
  /** Who writes SQL like this. */
  source: string;
  sql: string;
  /** Where nothing in the query is peculiar to its dialect: what Auto-detect takes it for (and formats it as, the same query). */
  detectedAs?: SqlDialect;
}

const transactsql: CorpusQuery[] = [
  {
    dialect: 'transactsql',
    source: 'SSMS "Select Top 1000 Rows"',
    sql: `/****** Script for SelectTopNRows command from SSMS  ******/
SELECT TOP (1000) [CustomerID]
      ,[FirstName]
      ,[LastName]
      ,[EmailAddress]
      ,[ModifiedDate]
  FROM [AdventureWorksLT2019].[SalesLT].[Customer]`,
  },
  {
    dialect: 'transactsql',
    source: 'a hand-written UPDATE ... FROM ... JOIN',
    sql: `UPDATE o
SET o.Status = 'Shipped', o.ShippedAt = GETDATE()
FROM dbo.Orders AS o
INNER JOIN dbo.Shipments AS s ON s.OrderID = o.OrderID
WHERE s.TrackingNumber IS NOT NULL AND o.Status <> 'Shipped';`,
  },
  {
    dialect: 'transactsql',
    source: 'a report query with variables and NOLOCK hints',
    sql: `DECLARE @StartDate DATE = DATEADD(DAY, -30, CAST(GETDATE() AS DATE));
DECLARE @Region NVARCHAR(50) = N'West';

SELECT c.CustomerName, SUM(o.TotalDue) AS Revenue
FROM Sales.Orders o WITH (NOLOCK)
JOIN Sales.Customers c WITH (NOLOCK) ON c.CustomerID = o.CustomerID
WHERE o.OrderDate >= @StartDate AND c.Region = @Region
GROUP BY c.CustomerName
ORDER BY Revenue DESC;`,
  },
  {
    dialect: 'transactsql',
    source: 'an ETL MERGE with OUTPUT',
    sql: `MERGE INTO dbo.Inventory AS target
USING (SELECT ProductID, SUM(Quantity) AS Qty FROM dbo.StagingReceipts GROUP BY ProductID) AS source
ON target.ProductID = source.ProductID
WHEN MATCHED THEN UPDATE SET target.OnHand = target.OnHand + source.Qty
WHEN NOT MATCHED BY TARGET THEN INSERT (ProductID, OnHand) VALUES (source.ProductID, source.Qty)
OUTPUT $action, inserted.ProductID;`,
  },
  {
    dialect: 'transactsql',
    source: 'SSMS "Script Table as CREATE"',
    sql: `CREATE TABLE [dbo].[AuditLog](
	[AuditLogID] [int] IDENTITY(1,1) NOT NULL,
	[TableName] [nvarchar](128) NOT NULL,
	[ChangedBy] [nvarchar](256) NULL,
	[ChangedAt] [datetime2](7) NOT NULL,
	[Payload] [nvarchar](max) NULL,
 CONSTRAINT [PK_AuditLog] PRIMARY KEY CLUSTERED ([AuditLogID] ASC)
) ON [PRIMARY]
GO`,
  },
  {
    dialect: 'transactsql',
    source: 'the latest order per customer, paged',
    sql: `;WITH RankedOrders AS (
    SELECT OrderID, CustomerID, OrderDate,
           ROW_NUMBER() OVER (PARTITION BY CustomerID ORDER BY OrderDate DESC) AS rn
    FROM Sales.SalesOrderHeader
)
SELECT * FROM RankedOrders WHERE rn = 1
ORDER BY OrderDate DESC
OFFSET 0 ROWS FETCH NEXT 50 ROWS ONLY;`,
  },
  {
    dialect: 'transactsql',
    source: 'a stored procedure',
    sql: `CREATE PROCEDURE dbo.usp_GetCustomerOrders
    @CustomerID INT,
    @FromDate DATETIME = NULL
AS
BEGIN
    SET NOCOUNT ON;
    SELECT o.OrderID, o.OrderDate, o.TotalDue
    FROM dbo.Orders o
    WHERE o.CustomerID = @CustomerID
      AND (@FromDate IS NULL OR o.OrderDate >= @FromDate)
    ORDER BY o.OrderDate DESC;
END`,
  },
  {
    dialect: 'transactsql',
    source: 'a temp-table script',
    sql: `SELECT CustomerID, COUNT(*) AS OrderCount INTO #OrderCounts FROM dbo.Orders GROUP BY CustomerID;
SELECT TOP 10 c.Name, oc.OrderCount FROM #OrderCounts oc JOIN dbo.Customers c ON c.CustomerID = oc.CustomerID ORDER BY oc.OrderCount DESC;
DROP TABLE #OrderCounts;`,
  },
  {
    dialect: 'transactsql',
    source: 'a quick look at the top five',
    sql: `SELECT TOP 5 p.Name, p.ListPrice FROM Production.Product p WHERE p.Color = 'Red' ORDER BY p.ListPrice DESC`,
  },
  {
    dialect: 'transactsql',
    source: 'a re-runnable staging script',
    sql: `IF OBJECT_ID('tempdb..#stage') IS NOT NULL DROP TABLE #stage;
CREATE TABLE #stage (Id INT, Name VARCHAR(100));`,
  },
  {
    dialect: 'transactsql',
    source: 'CROSS APPLY for a per-row total',
    sql: `SELECT o.Id, x.Total FROM Orders o CROSS APPLY (SELECT SUM(Amount) AS Total FROM OrderLines l WHERE l.OrderId = o.Id) x`,
  },
  {
    dialect: 'transactsql',
    source: 'a transfer in a transaction',
    sql: `BEGIN TRAN;
UPDATE Accounts SET Balance = Balance - 100 WHERE Id = 1;
UPDATE Accounts SET Balance = Balance + 100 WHERE Id = 2;
COMMIT TRAN;`,
  },
  {
    dialect: 'transactsql',
    source: 'dates grouped by CONVERT style 120',
    sql: `SELECT CONVERT(VARCHAR(10), OrderDate, 120) AS Day, COUNT(*) FROM Orders GROUP BY CONVERT(VARCHAR(10), OrderDate, 120)`,
  },
  {
    dialect: 'transactsql',
    source: 'Dapper with OUTPUT INSERTED',
    sql: `INSERT INTO dbo.Users (Email, CreatedAt) OUTPUT INSERTED.Id VALUES (@Email, SYSUTCDATETIME());`,
  },
];

const mysql: CorpusQuery[] = [
  {
    dialect: 'mysql',
    source: 'WordPress-style SQL with backticks and LIMIT offset, count',
    sql: "SELECT `p`.`ID`, `p`.`post_title`, `u`.`display_name` FROM `wp_posts` AS `p` LEFT JOIN `wp_users` AS `u` ON `u`.`ID` = `p`.`post_author` WHERE `p`.`post_status` = 'publish' AND `p`.`post_type` = 'post' ORDER BY `p`.`post_date` DESC LIMIT 20, 10;",
  },
  {
    dialect: 'mysql',
    source: 'a counter upsert',
    sql: 'INSERT INTO page_views (page_id, view_date, views) VALUES (42, CURDATE(), 1) ON DUPLICATE KEY UPDATE views = views + 1;',
  },
  {
    dialect: 'mysql',
    source: 'mysqldump',
    sql: `CREATE TABLE \`orders\` (
  \`id\` int unsigned NOT NULL AUTO_INCREMENT,
  \`customer_id\` int unsigned NOT NULL,
  \`total\` decimal(10,2) NOT NULL DEFAULT '0.00',
  \`created_at\` datetime NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (\`id\`)
) ENGINE=InnoDB AUTO_INCREMENT=1001 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;`,
  },
  {
    dialect: 'mysql',
    source: 'a monthly report',
    sql: `SELECT DATE_FORMAT(o.created_at, '%Y-%m') AS month, COUNT(*) AS orders, GROUP_CONCAT(DISTINCT o.status ORDER BY o.status SEPARATOR ', ') AS statuses
FROM orders o
WHERE o.created_at >= DATE_SUB(NOW(), INTERVAL 6 MONTH)
GROUP BY month
ORDER BY month;`,
  },
  {
    dialect: 'mysql',
    source: 'a price update through a join',
    sql: `UPDATE products p
JOIN categories c ON c.id = p.category_id
SET p.price = p.price * 1.10
WHERE c.slug = 'electronics' AND p.discontinued = 0;`,
  },
  {
    dialect: 'mysql',
    source: 'ranking with user variables',
    sql: `SET @rank := 0;
SELECT @rank := @rank + 1 AS position, name, score FROM leaderboard ORDER BY score DESC;`,
  },
  {
    dialect: 'mysql',
    source: 'JSON columns',
    sql: "SELECT id, payload->>'$.customer.email' AS email, JSON_EXTRACT(payload, '$.items[0].sku') AS first_sku FROM events WHERE JSON_CONTAINS(tags, '\"urgent\"') LIMIT 50;",
  },
  {
    dialect: 'mysql',
    source: 'a string with backslash escapes, as PHP writes them',
    sql: "SELECT id FROM comments WHERE body LIKE '%don\\'t%' AND author_id IN (SELECT id FROM users WHERE banned = 0) LIMIT 0, 25",
  },
  {
    dialect: 'mysql',
    source: 'a login lookup from PHP',
    sql: `SELECT * FROM users WHERE email = 'a@b.com' LIMIT 1`,
    detectedAs: 'sql',
  },
  {
    dialect: 'mysql',
    source: 'a migration',
    sql: `ALTER TABLE \`users\` ADD COLUMN \`last_login\` DATETIME NULL AFTER \`email\`;`,
  },
  {
    dialect: 'mysql',
    source: 'a cache write',
    sql: `REPLACE INTO cache (k, v, expires) VALUES ('home', '...', UNIX_TIMESTAMP() + 3600);`,
  },
  {
    dialect: 'mysql',
    source: 'paging with a total count',
    sql: `SELECT SQL_CALC_FOUND_ROWS id, title FROM posts ORDER BY id DESC LIMIT 10; SELECT FOUND_ROWS();`,
  },
  {
    dialect: 'mysql',
    source: 'a nightly clean-up',
    sql: `DELETE FROM sessions WHERE last_seen < NOW() - INTERVAL 30 DAY`,
  },
];

const postgresql: CorpusQuery[] = [
  {
    dialect: 'postgresql',
    source: 'node-postgres with $n parameters',
    sql: `SELECT u.id, u.email, u.created_at::date AS signup_day
FROM users u
WHERE u.email ILIKE $1 AND u.deleted_at IS NULL
ORDER BY u.created_at DESC
LIMIT $2 OFFSET $3;`,
  },
  {
    dialect: 'postgresql',
    source: 'an upsert returning the row',
    sql: `INSERT INTO user_settings (user_id, key, value)
VALUES ($1, $2, $3)
ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
RETURNING id, updated_at;`,
  },
  {
    dialect: 'postgresql',
    source: 'a CTE with window functions',
    sql: `WITH monthly AS (
  SELECT date_trunc('month', o.created_at) AS month, sum(o.amount) AS revenue
  FROM orders o
  WHERE o.created_at >= now() - interval '12 months'
  GROUP BY 1
)
SELECT month, revenue,
       revenue - lag(revenue) OVER (ORDER BY month) AS change,
       round(100.0 * revenue / sum(revenue) OVER (), 2) AS pct_of_year
FROM monthly
ORDER BY month;`,
  },
  {
    dialect: 'postgresql',
    source: 'jsonb operators',
    sql: `SELECT id, data->>'name' AS name, data#>>'{address,city}' AS city
FROM customers
WHERE data @> '{"plan": "pro"}'::jsonb
ORDER BY data->>'name';`,
  },
  {
    dialect: 'postgresql',
    source: 'DISTINCT ON with an array parameter',
    sql: `SELECT DISTINCT ON (customer_id) customer_id, id AS order_id, created_at
FROM orders
WHERE status = ANY($1::text[])
ORDER BY customer_id, created_at DESC;`,
  },
  {
    dialect: 'postgresql',
    source: 'a daily series for a chart',
    sql: `SELECT d::date AS day, count(e.id) AS events
FROM generate_series(current_date - 29, current_date, interval '1 day') AS d
LEFT JOIN events e ON e.created_at::date = d::date
GROUP BY d
ORDER BY d;`,
  },
  {
    dialect: 'postgresql',
    source: 'a trigger function in a migration',
    sql: `CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at = now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;`,
  },
  {
    dialect: 'postgresql',
    source: 'UPDATE ... FROM returning the changed rows',
    sql: 'UPDATE accounts a SET balance = a.balance - t.amount FROM transfers t WHERE t.from_account = a.id AND t.processed_at IS NULL RETURNING a.id, a.balance;',
  },
  {
    dialect: 'postgresql',
    source: 'a DBA checking long queries',
    sql: `SELECT * FROM pg_stat_activity WHERE state = 'active' AND now() - query_start > interval '5 minutes';`,
  },
  {
    dialect: 'postgresql',
    source: 'a partial index built online',
    sql: `CREATE INDEX CONCURRENTLY idx_orders_customer ON orders USING btree (customer_id) WHERE deleted_at IS NULL;`,
  },
  {
    dialect: 'postgresql',
    source: 'an array column filter',
    sql: `SELECT name, tags FROM products WHERE 'sale' = ANY(tags) AND price BETWEEN $1 AND $2`,
  },
  {
    dialect: 'postgresql',
    source: 'string_agg with its own ORDER BY',
    sql: `SELECT id, string_agg(tag, ', ' ORDER BY tag) FROM post_tags GROUP BY id`,
  },
  {
    dialect: 'postgresql',
    source: 'a psql export',
    sql: `COPY (SELECT * FROM users) TO STDOUT WITH CSV HEADER`,
  },
];

const sqlite: CorpusQuery[] = [
  {
    dialect: 'sqlite',
    source: "Python's sqlite3 with ? placeholders",
    sql: "INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES (?, ?, datetime('now'));",
  },
  {
    dialect: 'sqlite',
    source: 'an app schema',
    sql: `CREATE TABLE IF NOT EXISTS notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  body TEXT,
  created_at TEXT DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);`,
  },
  {
    dialect: 'sqlite',
    source: 'a connection set-up script',
    sql: `PRAGMA foreign_keys = ON;
PRAGMA journal_mode = WAL;
SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name;`,
  },
  {
    dialect: 'sqlite',
    source: 'a monthly count',
    sql: "SELECT strftime('%Y-%m', created_at) AS month, COUNT(*) AS n FROM orders WHERE created_at >= date('now', '-1 year') GROUP BY month ORDER BY month;",
  },
  {
    dialect: 'sqlite',
    source: 'numbered parameters',
    sql: `INSERT OR IGNORE INTO tags (name) VALUES (?1);
SELECT id FROM tags WHERE name = ?1;`,
  },
  {
    dialect: 'sqlite',
    source: 'an Android Room @Query upsert',
    sql: 'INSERT INTO contacts (id, name, phone) VALUES (:id, :name, :phone) ON CONFLICT(id) DO UPDATE SET name = excluded.name, phone = excluded.phone',
  },
  {
    dialect: 'sqlite',
    source: 'a key-value lookup',
    sql: "SELECT key, typeof(value) AS kind FROM kv WHERE key GLOB 'user.*' AND rowid > ? LIMIT 10;",
  },
  {
    dialect: 'sqlite',
    source: 'a chat app page of messages',
    sql: `SELECT * FROM messages WHERE thread_id = ? ORDER BY sent_at DESC LIMIT ?`,
    detectedAs: 'mysql',
  },
  {
    dialect: 'sqlite',
    source: 'a key-value table',
    sql: `CREATE TABLE IF NOT EXISTS kv (k TEXT PRIMARY KEY, v BLOB) WITHOUT ROWID;`,
  },
  {
    dialect: 'sqlite',
    source: 'ages in days',
    sql: `SELECT julianday('now') - julianday(created_at) AS age_days FROM items`,
  },
  {
    dialect: 'sqlite',
    source: 'a to-do app',
    sql: `UPDATE tasks SET done = 1, done_at = CURRENT_TIMESTAMP WHERE id = :task_id`,
  },
];

const bigquery: CorpusQuery[] = [
  {
    dialect: 'bigquery',
    source: 'GA4 export tables',
    sql: `SELECT user_pseudo_id, event_name, TIMESTAMP_MICROS(event_timestamp) AS ts
FROM \`my-project.analytics_123456.events_*\`
WHERE _TABLE_SUFFIX BETWEEN '20240101' AND '20240131' AND event_name = 'purchase'
LIMIT 100;`,
  },
  {
    dialect: 'bigquery',
    source: 'UNNEST of repeated fields',
    sql: `SELECT e.event_name, param.key, param.value.string_value
FROM \`bigquery-public-data.ga4_obfuscated_sample_ecommerce.events_20210131\` AS e,
  UNNEST(e.event_params) AS param
WHERE param.key = 'page_title';`,
  },
  {
    dialect: 'bigquery',
    source: 'an analyst notebook',
    sql: `SELECT DATE_TRUNC(order_date, MONTH) AS month, COUNTIF(status = 'returned') AS returns, SAFE_DIVIDE(COUNTIF(status = 'returned'), COUNT(*)) AS return_rate
FROM \`shop.sales.orders\`
GROUP BY month
ORDER BY month;`,
  },
  {
    dialect: 'bigquery',
    source: 'de-duplication with SELECT * EXCEPT',
    sql: `SELECT * EXCEPT(rn) FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY updated_at DESC) AS rn
  FROM \`crm.customers_raw\`
)
WHERE rn = 1;`,
  },
  {
    dialect: 'bigquery',
    source: 'de-duplication with QUALIFY',
    sql: 'SELECT customer_id, email, updated_at FROM crm.customers_raw WHERE TRUE QUALIFY ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY updated_at DESC) = 1;',
  },
  {
    dialect: 'bigquery',
    source: 'nested results with ARRAY_AGG(STRUCT(...))',
    sql: `SELECT customer_id, ARRAY_AGG(STRUCT(order_id, total) ORDER BY created_at DESC LIMIT 3) AS last_orders
FROM \`shop.sales.orders\`
WHERE created_at >= TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 30 DAY)
GROUP BY customer_id;`,
  },
  {
    dialect: 'bigquery',
    source: 'a parameterised query from the client library',
    sql: 'SELECT name, signup_date FROM `proj.app.users` WHERE signup_date >= @start_date AND country IN UNNEST(@countries) ORDER BY signup_date;',
  },
  {
    dialect: 'bigquery',
    source: 'monthly sums for a dashboard',
    sql: `SELECT FORMAT_DATE('%Y-%m', order_date) AS ym, SUM(amount) FROM \`p.d.orders\` GROUP BY ym`,
  },
  {
    dialect: 'bigquery',
    source: 'cleaning a staging column',
    sql: `SELECT SAFE_CAST(price AS FLOAT64) AS price FROM staging.raw_prices`,
  },
  {
    dialect: 'bigquery',
    source: 'a calendar of days',
    sql: `SELECT * FROM UNNEST(GENERATE_DATE_ARRAY('2024-01-01', '2024-01-31')) AS day`,
  },
  {
    dialect: 'bigquery',
    source: 'a temporary function',
    sql: `CREATE TEMP FUNCTION double_it(x INT64) AS (x * 2); SELECT double_it(21);`,
  },
];

const standard: CorpusQuery[] = [
  {
    dialect: 'sql',
    source: 'a textbook join with FETCH FIRST',
    sql: `SELECT e.employee_id, e.last_name, d.department_name
FROM employees e
INNER JOIN departments d ON d.department_id = e.department_id
WHERE e.salary > 50000
ORDER BY e.last_name
FETCH FIRST 10 ROWS ONLY;`,
  },
  {
    dialect: 'sql',
    source: 'a one-line aggregate typed into a console',
    sql: 'select department_id, avg(salary) as avg_salary, count(*) as headcount from employees group by department_id having count(*) > 5 order by avg_salary desc',
  },
  {
    dialect: 'sql',
    source: 'CASE and a subquery',
    sql: "SELECT p.product_name, CASE WHEN p.stock = 0 THEN 'out of stock' WHEN p.stock < 10 THEN 'low' ELSE 'ok' END AS stock_level FROM products p WHERE p.category_id IN (SELECT c.category_id FROM categories c WHERE c.active = 1);",
  },
  {
    dialect: 'sql',
    source: 'a portable schema',
    sql: `CREATE TABLE customers (
  customer_id INTEGER NOT NULL PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  email VARCHAR(255) UNIQUE,
  created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP
);`,
  },
  {
    dialect: 'sql',
    source: 'a recursive CTE over an org chart',
    sql: `WITH RECURSIVE org_chart (employee_id, manager_id, depth) AS (
  SELECT employee_id, manager_id, 0 FROM employees WHERE manager_id IS NULL
  UNION ALL
  SELECT e.employee_id, e.manager_id, oc.depth + 1 FROM employees e JOIN org_chart oc ON e.manager_id = oc.employee_id
)
SELECT * FROM org_chart ORDER BY depth, employee_id;`,
  },
  {
    dialect: 'sql',
    source: 'a clean-up job',
    sql: 'DELETE FROM sessions WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = sessions.user_id);',
  },
  {
    dialect: 'sql',
    source: 'a ranking report',
    sql: 'SELECT region, salesperson, amount, RANK() OVER (PARTITION BY region ORDER BY amount DESC) AS rank_in_region FROM sales;',
  },
  {
    dialect: 'sql',
    source: 'a yearly count with DATE literals',
    sql: `SELECT COUNT(DISTINCT customer_id) FROM orders WHERE order_date BETWEEN DATE '2024-01-01' AND DATE '2024-12-31'`,
  },
  {
    dialect: 'sql',
    source: 'an audit insert',
    sql: `INSERT INTO audit (event, at) VALUES ('login', CURRENT_TIMESTAMP)`,
  },
  {
    dialect: 'sql',
    source: 'an anti-join',
    sql: `SELECT a.id FROM a LEFT OUTER JOIN b ON a.id = b.a_id WHERE b.a_id IS NULL`,
  },
];

/** The dialects added after the first six: two queries each, in their own idiom. */
const more: CorpusQuery[] = [
  { dialect: 'plsql', source: 'SQL*Plus, the first rows', sql: `SELECT ename, sal FROM emp WHERE ROWNUM <= 10 ORDER BY sal DESC` },
  { dialect: 'plsql', source: 'a report with NVL and SYSDATE', sql: `SELECT NVL(comm, 0) AS comm, TRUNC(SYSDATE) - hiredate AS days FROM emp` },
  {
    dialect: 'snowflake',
    source: 'a JSON column flattened',
    sql: `SELECT f.value:name::string AS name FROM events, LATERAL FLATTEN(input => payload:items) f`,
  },
  { dialect: 'snowflake', source: 'IFF in a dbt model', sql: `SELECT id, IFF(amount > 100, 'big', 'small') AS size FROM orders` },
  {
    dialect: 'redshift',
    source: 'a table with keys for its nodes',
    sql: `CREATE TABLE sales (id INT, sold_at TIMESTAMP) DISTSTYLE KEY DISTKEY (id) SORTKEY (sold_at)`,
  },
  { dialect: 'redshift', source: 'a compound sort key', sql: `CREATE TABLE clicks (user_id BIGINT, at TIMESTAMP) COMPOUND SORTKEY (user_id, at)` },
  { dialect: 'duckdb', source: 'a CSV file queried in place', sql: `SELECT station, AVG(temp) FROM read_csv('weather.csv') GROUP BY station` },
  { dialect: 'duckdb', source: 'a Parquet file', sql: `SELECT COUNT(*) FROM read_parquet('trips/*.parquet') WHERE fare > 10` },
  { dialect: 'trino', source: 'Athena, distinct users', sql: `SELECT approx_distinct(user_id) AS users FROM logs WHERE day = '2024-06-01'` },
  { dialect: 'trino', source: 'Presto, parsing dates', sql: `SELECT date_parse(ts, '%Y-%m-%d %H:%i:%s') AS at FROM raw_events` },
  { dialect: 'spark', source: 'a Databricks notebook', sql: `CREATE OR REPLACE TEMP VIEW recent AS SELECT * FROM events WHERE day > '2024-01-01'` },
  { dialect: 'spark', source: 'a Delta table', sql: `CREATE TABLE events (id BIGINT, name STRING) USING DELTA` },
  { dialect: 'hive', source: 'a Hive table on HDFS', sql: `INSERT OVERWRITE TABLE daily SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id` },
  {
    dialect: 'hive',
    source: 'partitions repaired',
    sql: `MSCK REPAIR TABLE clicks`,
  },
  { dialect: 'clickhouse', source: 'a MergeTree table', sql: `CREATE TABLE hits (id UInt64, url String) ENGINE = MergeTree ORDER BY id` },
  { dialect: 'clickhouse', source: 'a daily count', sql: `SELECT toDate(ts) AS day, uniqExact(user_id) FROM hits GROUP BY day` },
  { dialect: 'db2', source: 'a read without locks', sql: `SELECT * FROM sysibm.sysdummy1 WITH UR` },
  { dialect: 'db2', source: 'the catalog', sql: `SELECT tabname FROM syscat.tables WHERE tabschema = 'APP'` },
  { dialect: 'db2i', source: 'IBM i services', sql: `SELECT * FROM qsys2.sysprocs WHERE routine_schema = 'LIB1'` },
  { dialect: 'db2i', source: 'a QTEMP work file', sql: `SELECT * FROM qtemp.work WHERE status = 'A'` },
  { dialect: 'n1ql', source: 'Couchbase, one document by key', sql: 'SELECT name FROM `travel-sample` USE KEYS "airline_10"' },
  { dialect: 'n1ql', source: 'Couchbase, document ids', sql: 'SELECT META(t).id FROM travel t WHERE t.type = "hotel"' },
  {
    dialect: 'mariadb',
    source: 'a system-versioned table',
    sql: `CREATE TABLE prices (id INT, price DECIMAL(10, 2)) WITH SYSTEM VERSIONING`,
  },
  { dialect: 'mariadb', source: 'nothing MariaDB-only', sql: 'SELECT `id`, `name` FROM `users` LIMIT 10', detectedAs: 'mysql' },
  { dialect: 'tidb', source: 'TiDB random ids', sql: `CREATE TABLE t (id BIGINT AUTO_RANDOM PRIMARY KEY, v INT)` },
  { dialect: 'tidb', source: 'nothing TiDB-only', sql: `INSERT INTO t (v) VALUES (1) ON DUPLICATE KEY UPDATE v = v + 1`, detectedAs: 'mysql' },
  { dialect: 'singlestoredb', source: 'a sharded table', sql: `CREATE TABLE t (id INT, v INT, SHARD KEY (id))` },
  { dialect: 'singlestoredb', source: 'nothing SingleStore-only', sql: 'SELECT `v` FROM `t` LIMIT 5, 10', detectedAs: 'mysql' },
];

export const SQL_QUERY_CORPUS: readonly CorpusQuery[] = [...transactsql, ...mysql, ...postgresql, ...sqlite, ...bigquery, ...standard, ...more];
