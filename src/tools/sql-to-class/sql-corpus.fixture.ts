import type { SqlDialect } from './sql-schema.logic';
import { SAMPLE_SQL } from './sql-to-class.logic';

export interface CorpusEntry {
  name: string;
  sql: string;
  /** The dialect auto-detection must name, for schemas in an export tool's exact form. */
  dialect?: SqlDialect;
}

/** Hand-written schemas across the four dialects. */
const HAND_WRITTEN: readonly CorpusEntry[] = [
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
    sql: 'CREATE TABLE `2fa-codes` (`id` INT NOT NULL AUTO_INCREMENT PRIMARY KEY, `user id` INT NOT NULL, `1st_try` DATETIME, `code-hash` VARCHAR(128) NOT NULL, `3` INT);',
  },
];

/** Schemas as mysqldump (MySQL 5.7 and 8.0) and mariadb-dump write them. */
const MYSQLDUMP: readonly CorpusEntry[] = [
  {
    name: 'mysqldump 8.0: customers, orders and order items with a composite key, generated column and check',
    dialect: 'mysql',
    sql: `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: shop
-- ------------------------------------------------------
-- Server version	8.0.36

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!50503 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

--
-- Table structure for table \`customers\`
--

DROP TABLE IF EXISTS \`customers\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`customers\` (
  \`id\` int unsigned NOT NULL AUTO_INCREMENT,
  \`email\` varchar(190) COLLATE utf8mb4_unicode_ci NOT NULL,
  \`name\` varchar(120) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci DEFAULT NULL COMMENT 'Display name; it\\'s optional',
  \`credit\` decimal(10,2) NOT NULL DEFAULT '0.00',
  \`is_vip\` tinyint(1) NOT NULL DEFAULT '0',
  \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  \`updated_at\` timestamp NULL DEFAULT NULL ON UPDATE CURRENT_TIMESTAMP,
  PRIMARY KEY (\`id\`),
  UNIQUE KEY \`uq_customers_email\` (\`email\`),
  KEY \`idx_customers_created\` (\`created_at\`)
) ENGINE=InnoDB AUTO_INCREMENT=1042 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table \`customers\`
--

LOCK TABLES \`customers\` WRITE;
/*!40000 ALTER TABLE \`customers\` DISABLE KEYS */;
INSERT INTO \`customers\` VALUES (1,'a@example.com','Ann; Lee',0.00,0,'2024-01-01 00:00:00.000',NULL),(2,'b@example.com','Bob \\'the\\' builder',10.50,1,'2024-01-02 00:00:00.000',NULL);
/*!40000 ALTER TABLE \`customers\` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table \`orders\`
--

DROP TABLE IF EXISTS \`orders\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`orders\` (
  \`id\` bigint unsigned NOT NULL AUTO_INCREMENT,
  \`customer_id\` int unsigned NOT NULL,
  \`status\` enum('pending','shipped','delivered','cancelled') CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT 'pending',
  \`total\` decimal(12,2) NOT NULL,
  \`notes\` text COLLATE utf8mb4_unicode_ci,
  \`meta\` json DEFAULT NULL,
  \`placed_at\` timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (\`id\`),
  KEY \`fk_orders_customer\` (\`customer_id\`),
  CONSTRAINT \`fk_orders_customer\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\` (\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=7 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table \`order_items\`
--

DROP TABLE IF EXISTS \`order_items\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`order_items\` (
  \`order_id\` bigint unsigned NOT NULL,
  \`product_sku\` char(12) NOT NULL,
  \`quantity\` smallint unsigned NOT NULL DEFAULT '1',
  \`unit_price\` decimal(8,2) NOT NULL,
  \`line_total\` decimal(10,2) GENERATED ALWAYS AS ((\`quantity\` * \`unit_price\`)) STORED,
  PRIMARY KEY (\`order_id\`,\`product_sku\`),
  CONSTRAINT \`fk_items_order\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\` (\`id\`) ON DELETE CASCADE,
  CONSTRAINT \`chk_quantity\` CHECK ((\`quantity\` > 0))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed on 2024-03-01 10:00:00
`,
  },
  {
    name: 'mysqldump 8.0: blog with FULLTEXT keys, a self-referencing comment thread and a tag link table',
    dialect: 'mysql',
    sql: `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: blog
-- ------------------------------------------------------
-- Server version	8.0.36

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!50503 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

--
-- Table structure for table \`users\`
--

DROP TABLE IF EXISTS \`users\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`users\` (
  \`id\` int NOT NULL AUTO_INCREMENT,
  \`username\` varchar(50) NOT NULL,
  \`password_hash\` varchar(255) NOT NULL,
  \`role\` enum('reader','author','admin') NOT NULL DEFAULT 'reader',
  \`bio\` mediumtext,
  \`avatar\` mediumblob,
  \`last_login_ip\` varbinary(16) DEFAULT NULL,
  PRIMARY KEY (\`id\`),
  UNIQUE KEY \`username\` (\`username\`)
) ENGINE=InnoDB AUTO_INCREMENT=12 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table \`posts\`
--

DROP TABLE IF EXISTS \`posts\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`posts\` (
  \`id\` int NOT NULL AUTO_INCREMENT,
  \`author_id\` int NOT NULL,
  \`title\` varchar(200) NOT NULL,
  \`slug\` varchar(200) NOT NULL,
  \`body\` longtext NOT NULL,
  \`published\` tinyint(1) NOT NULL DEFAULT '0',
  \`published_at\` datetime DEFAULT NULL,
  \`views\` bigint NOT NULL DEFAULT '0',
  PRIMARY KEY (\`id\`),
  UNIQUE KEY \`slug\` (\`slug\`),
  KEY \`author_id\` (\`author_id\`),
  FULLTEXT KEY \`ft_posts\` (\`title\`,\`body\`),
  CONSTRAINT \`posts_ibfk_1\` FOREIGN KEY (\`author_id\`) REFERENCES \`users\` (\`id\`)
) ENGINE=InnoDB AUTO_INCREMENT=31 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table \`comments\`
--

DROP TABLE IF EXISTS \`comments\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`comments\` (
  \`id\` int NOT NULL AUTO_INCREMENT,
  \`post_id\` int NOT NULL,
  \`parent_id\` int DEFAULT NULL,
  \`author_id\` int DEFAULT NULL,
  \`body\` text NOT NULL,
  \`created_at\` timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (\`id\`),
  KEY \`post_id\` (\`post_id\`),
  KEY \`parent_id\` (\`parent_id\`),
  KEY \`author_id\` (\`author_id\`),
  CONSTRAINT \`comments_ibfk_1\` FOREIGN KEY (\`post_id\`) REFERENCES \`posts\` (\`id\`) ON DELETE CASCADE,
  CONSTRAINT \`comments_ibfk_2\` FOREIGN KEY (\`parent_id\`) REFERENCES \`comments\` (\`id\`) ON DELETE SET NULL,
  CONSTRAINT \`comments_ibfk_3\` FOREIGN KEY (\`author_id\`) REFERENCES \`users\` (\`id\`) ON DELETE SET NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table \`post_tags\`
--

DROP TABLE IF EXISTS \`post_tags\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`post_tags\` (
  \`post_id\` int NOT NULL,
  \`tag\` varchar(40) NOT NULL,
  PRIMARY KEY (\`post_id\`,\`tag\`),
  CONSTRAINT \`post_tags_ibfk_1\` FOREIGN KEY (\`post_id\`) REFERENCES \`posts\` (\`id\`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed on 2024-03-01 10:00:00
`,
  },
  {
    name: 'mysqldump 5.7: display widths, latin1, bit, set, year, float and double',
    dialect: 'mysql',
    sql: `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: legacy
-- ------------------------------------------------------
-- Server version	8.0.36

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!50503 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

--
-- Table structure for table \`inventory\`
--

DROP TABLE IF EXISTS \`inventory\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`inventory\` (
  \`id\` int(11) NOT NULL AUTO_INCREMENT,
  \`warehouse_code\` char(4) NOT NULL DEFAULT '',
  \`sku\` varchar(32) NOT NULL,
  \`qty\` mediumint(9) NOT NULL DEFAULT '0',
  \`reorder_level\` smallint(6) DEFAULT '10',
  \`weight_kg\` float(8,2) DEFAULT NULL,
  \`volume\` double DEFAULT NULL,
  \`flags\` set('fragile','cold','hazard') DEFAULT NULL,
  \`active\` bit(1) NOT NULL DEFAULT b'1',
  \`model_year\` year(4) DEFAULT NULL,
  \`checksum\` binary(16) DEFAULT NULL,
  \`notes\` blob,
  \`updated\` datetime NOT NULL DEFAULT '2000-01-01 00:00:00',
  PRIMARY KEY (\`id\`),
  UNIQUE KEY \`wh_sku\` (\`warehouse_code\`,\`sku\`)
) ENGINE=InnoDB AUTO_INCREMENT=500 DEFAULT CHARSET=latin1;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table \`suppliers\`
--

DROP TABLE IF EXISTS \`suppliers\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`suppliers\` (
  \`supplier_id\` int(10) unsigned NOT NULL AUTO_INCREMENT,
  \`name\` varchar(100) NOT NULL,
  \`rating\` tinyint(3) unsigned DEFAULT NULL,
  \`balance\` decimal(15,4) NOT NULL DEFAULT '-1.5000',
  \`contact_email\` varchar(255) DEFAULT NULL,
  PRIMARY KEY (\`supplier_id\`)
) ENGINE=MyISAM DEFAULT CHARSET=latin1;
/*!40101 SET character_set_client = @saved_cs_client */;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed on 2024-03-01 10:00:00
`,
  },
  {
    name: 'MariaDB dump: current_timestamp(), JSON as checked longtext, uuid and inet6',
    dialect: 'mysql',
    sql: `-- MariaDB dump 10.19  Distrib 10.11.6-MariaDB, for debian-linux-gnu (x86_64)
--
-- Host: localhost    Database: app
-- ------------------------------------------------------
-- Server version	10.11.6-MariaDB-0+deb12u1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;

--
-- Table structure for table \`devices\`
--

DROP TABLE IF EXISTS \`devices\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8 */;
CREATE TABLE \`devices\` (
  \`id\` int(11) NOT NULL AUTO_INCREMENT,
  \`public_id\` uuid NOT NULL DEFAULT uuid(),
  \`owner\` varchar(64) NOT NULL,
  \`address\` inet6 DEFAULT NULL,
  \`attrs\` longtext CHARACTER SET utf8mb4 COLLATE utf8mb4_bin DEFAULT NULL CHECK (json_valid(\`attrs\`)),
  \`enabled\` tinyint(1) NOT NULL DEFAULT 1,
  \`created_at\` timestamp NOT NULL DEFAULT current_timestamp(),
  \`updated_at\` timestamp NOT NULL DEFAULT current_timestamp() ON UPDATE current_timestamp(),
  PRIMARY KEY (\`id\`),
  UNIQUE KEY \`public_id\` (\`public_id\`)
) ENGINE=InnoDB AUTO_INCREMENT=3 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table \`readings\`
--

DROP TABLE IF EXISTS \`readings\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8 */;
CREATE TABLE \`readings\` (
  \`device_id\` int(11) NOT NULL,
  \`taken_at\` datetime(6) NOT NULL,
  \`value\` double NOT NULL,
  \`unit\` varchar(8) NOT NULL DEFAULT 'C',
  PRIMARY KEY (\`device_id\`,\`taken_at\`),
  CONSTRAINT \`readings_ibfk_1\` FOREIGN KEY (\`device_id\`) REFERENCES \`devices\` (\`id\`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;

-- Dump completed on 2024-03-01 10:00:00
`,
  },
  {
    name: 'mysqldump 8.0: spatial point with SRID, virtual generated column and invisible column',
    dialect: 'mysql',
    sql: `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: geo
-- ------------------------------------------------------
-- Server version	8.0.36

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!50503 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

--
-- Table structure for table \`places\`
--

DROP TABLE IF EXISTS \`places\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`places\` (
  \`id\` int NOT NULL AUTO_INCREMENT,
  \`name\` varchar(120) NOT NULL,
  \`location\` point NOT NULL /*!80003 SRID 4326 */,
  \`lat\` double GENERATED ALWAYS AS (st_latitude(\`location\`)) VIRTUAL,
  \`lng\` double GENERATED ALWAYS AS (st_longitude(\`location\`)) VIRTUAL,
  \`internal_rank\` int DEFAULT NULL /*!80023 INVISIBLE */,
  PRIMARY KEY (\`id\`),
  SPATIAL KEY \`sp_location\` (\`location\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed on 2024-03-01 10:00:00
`,
  },
  {
    name: 'mysqldump 8.0: category tree referencing itself',
    dialect: 'mysql',
    sql: `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: catalog
-- ------------------------------------------------------
-- Server version	8.0.36

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!50503 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

--
-- Table structure for table \`categories\`
--

DROP TABLE IF EXISTS \`categories\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`categories\` (
  \`id\` smallint unsigned NOT NULL AUTO_INCREMENT,
  \`parent_id\` smallint unsigned DEFAULT NULL,
  \`name\` varchar(80) NOT NULL,
  \`position\` int NOT NULL DEFAULT '0',
  \`path\` varchar(500) GENERATED ALWAYS AS (concat(\`parent_id\`,_utf8mb4'/',\`name\`)) VIRTUAL,
  PRIMARY KEY (\`id\`),
  KEY \`fk_categories_parent\` (\`parent_id\`),
  CONSTRAINT \`fk_categories_parent\` FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\` (\`id\`) ON DELETE SET NULL
) ENGINE=InnoDB AUTO_INCREMENT=40 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Table structure for table \`products\`
--

DROP TABLE IF EXISTS \`products\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`products\` (
  \`id\` int unsigned NOT NULL AUTO_INCREMENT,
  \`category_id\` smallint unsigned NOT NULL,
  \`name\` varchar(200) NOT NULL,
  \`price\` decimal(10,2) unsigned NOT NULL,
  \`stock\` int NOT NULL DEFAULT '0',
  \`discontinued\` tinyint(1) NOT NULL DEFAULT '0',
  PRIMARY KEY (\`id\`),
  KEY \`category_id\` (\`category_id\`),
  CONSTRAINT \`products_ibfk_1\` FOREIGN KEY (\`category_id\`) REFERENCES \`categories\` (\`id\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed on 2024-03-01 10:00:00
`,
  },
  {
    name: 'mysqldump 8.0: reserved words as column names and a table comment',
    dialect: 'mysql',
    sql: `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: settings
-- ------------------------------------------------------
-- Server version	8.0.36

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!50503 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

--
-- Table structure for table \`app_settings\`
--

DROP TABLE IF EXISTS \`app_settings\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`app_settings\` (
  \`key\` varchar(64) NOT NULL,
  \`value\` text,
  \`group\` varchar(32) NOT NULL DEFAULT 'general',
  \`order\` int NOT NULL DEFAULT '0',
  \`desc\` varchar(255) DEFAULT NULL,
  \`default\` tinyint(1) DEFAULT '1',
  \`interval\` int DEFAULT NULL,
  PRIMARY KEY (\`key\`),
  KEY \`idx_group_order\` (\`group\`,\`order\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci COMMENT='Key-value settings, one row per key';
/*!40101 SET character_set_client = @saved_cs_client */;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed on 2024-03-01 10:00:00
`,
  },
  {
    name: "mysqldump 8.0: with a view's placeholder table, triggers in comments and a data-only table",
    dialect: 'mysql',
    sql: `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: hr
-- ------------------------------------------------------
-- Server version	8.0.36

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!50503 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

--
-- Table structure for table \`departments\`
--

DROP TABLE IF EXISTS \`departments\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`departments\` (
  \`dept_no\` char(4) NOT NULL,
  \`dept_name\` varchar(40) NOT NULL,
  PRIMARY KEY (\`dept_no\`),
  UNIQUE KEY \`dept_name\` (\`dept_name\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table \`departments\`
--

LOCK TABLES \`departments\` WRITE;
/*!40000 ALTER TABLE \`departments\` DISABLE KEYS */;
INSERT INTO \`departments\` VALUES ('d001','Marketing'),('d002','Finance');
/*!40000 ALTER TABLE \`departments\` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table \`dept_emp\`
--

DROP TABLE IF EXISTS \`dept_emp\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`dept_emp\` (
  \`emp_no\` int NOT NULL,
  \`dept_no\` char(4) NOT NULL,
  \`from_date\` date NOT NULL,
  \`to_date\` date NOT NULL,
  PRIMARY KEY (\`emp_no\`,\`dept_no\`),
  KEY \`dept_no\` (\`dept_no\`),
  CONSTRAINT \`dept_emp_ibfk_2\` FOREIGN KEY (\`dept_no\`) REFERENCES \`departments\` (\`dept_no\`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Temporary view structure for view \`current_dept_emp\`
--

DROP TABLE IF EXISTS \`current_dept_emp\`;
/*!50001 DROP VIEW IF EXISTS \`current_dept_emp\`*/;
SET @saved_cs_client     = @@character_set_client;
/*!50503 SET character_set_client = utf8mb4 */;
/*!50001 CREATE VIEW \`current_dept_emp\` AS SELECT 
 1 AS \`emp_no\`,
 1 AS \`dept_no\`*/;
SET character_set_client = @saved_cs_client;
/*!50003 SET @saved_cs_client      = @@character_set_client */ ;
/*!50003 SET character_set_client  = utf8mb4 */ ;
DELIMITER ;;
/*!50003 CREATE*/ /*!50017 DEFINER=\`root\`@\`localhost\`*/ /*!50003 TRIGGER \`dept_emp_bi\` BEFORE INSERT ON \`dept_emp\` FOR EACH ROW BEGIN
  SET NEW.to_date = '9999-01-01';
END */;;
DELIMITER ;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed on 2024-03-01 10:00:00
`,
  },
];

/** Schemas as pg_dump (plain format) writes them: keys, identities and serial defaults come after the tables. */
const PG_DUMP: readonly CorpusEntry[] = [
  {
    name: 'pg_dump 16: enum type, serial via nextval, identity via ALTER, COPY data, comments, keys after the tables',
    dialect: 'postgresql',
    sql: `--
-- PostgreSQL database dump
--

-- Dumped from database version 16.2 (Debian 16.2-1.pgdg120+2)
-- Dumped by pg_dump version 16.2 (Debian 16.2-1.pgdg120+2)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: order_status; Type: TYPE; Schema: public; Owner: app
--

CREATE TYPE public.order_status AS ENUM (
    'new',
    'paid',
    'shipped',
    'cancelled'
);


ALTER TYPE public.order_status OWNER TO app;

--
-- Name: customers; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.customers (
    id integer NOT NULL,
    email character varying(255) NOT NULL,
    full_name text,
    tags text[] DEFAULT '{}'::text[],
    profile jsonb,
    external_id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_login timestamp without time zone,
    balance numeric(10,2) DEFAULT 0.00 NOT NULL
);


ALTER TABLE public.customers OWNER TO app;

--
-- Name: TABLE public.customers; Type: COMMENT; Schema: public; Owner: app
--

COMMENT ON TABLE public.customers IS 'People who buy; one row each';


--
-- Name: COLUMN public.customers.email; Type: COMMENT; Schema: public; Owner: app
--

COMMENT ON COLUMN public.customers.email IS 'Login e-mail, it''s unique';


--
-- Name: customers_id_seq; Type: SEQUENCE; Schema: public; Owner: app
--

CREATE SEQUENCE public.customers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


ALTER SEQUENCE public.customers_id_seq OWNER TO app;

--
-- Name: customers_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: app
--

ALTER SEQUENCE public.customers_id_seq OWNED BY public.customers.id;

--
-- Name: orders; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.orders (
    id bigint NOT NULL,
    customer_id integer NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    placed_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);


ALTER TABLE public.orders OWNER TO app;

--
-- Name: orders_id_seq; Type: SEQUENCE; Schema: public; Owner: app
--

ALTER TABLE public.orders ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.orders_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: customers id; Type: DEFAULT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.customers ALTER COLUMN id SET DEFAULT nextval('public.customers_id_seq'::regclass);

--
-- Data for Name: customers; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.customers (id, email, full_name, tags, profile, external_id, created_at, last_login, balance) FROM stdin;
1	a@example.com	Ann; "the" Lee	{}	\\N	1c9a	2024-01-01 00:00:00+00	\\N	0.00
\\.


--
-- Name: customers_id_seq; Type: SEQUENCE SET; Schema: public; Owner: app
--

SELECT pg_catalog.setval('public.customers_id_seq', 1, true);


--
-- Name: customers customers_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.customers
    ADD CONSTRAINT customers_pkey PRIMARY KEY (id);


--
-- Name: customers customers_email_key; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.customers
    ADD CONSTRAINT customers_email_key UNIQUE (email);


--
-- Name: orders orders_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);


--
-- Name: orders_customer_id_idx; Type: INDEX; Schema: public; Owner: app
--

CREATE INDEX orders_customer_id_idx ON public.orders USING btree (customer_id);


--
-- Name: orders orders_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--
`,
  },
  {
    name: 'pg_dump 16: every common column type, arrays and casts in defaults',
    dialect: 'postgresql',
    sql: `--
-- PostgreSQL database dump
--

-- Dumped from database version 16.2 (Debian 16.2-1.pgdg120+2)
-- Dumped by pg_dump version 16.2 (Debian 16.2-1.pgdg120+2)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: measurements; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.measurements (
    id bigint NOT NULL,
    small_value smallint DEFAULT '-1'::integer,
    ratio real,
    precise double precision DEFAULT 0.5,
    amount numeric,
    price numeric(19,4) DEFAULT 0 NOT NULL,
    flag boolean DEFAULT false NOT NULL,
    code character(2) DEFAULT 'XX'::bpchar,
    label character varying(50) DEFAULT ''::character varying NOT NULL,
    notes text,
    day date DEFAULT CURRENT_DATE,
    at_time time without time zone,
    at_time_tz time with time zone,
    taken_at timestamp(3) without time zone,
    taken_at_tz timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    duration interval,
    raw bytea,
    client_ip inet,
    network cidr,
    mac macaddr,
    doc xml,
    payload json,
    attributes jsonb DEFAULT '{}'::jsonb NOT NULL,
    readings integer[],
    labels character varying(20)[] DEFAULT ARRAY['a'::character varying, 'b'::character varying],
    search tsvector,
    cost money
);


ALTER TABLE public.measurements OWNER TO app;

--
-- Name: measurements_id_seq; Type: SEQUENCE; Schema: public; Owner: app
--

ALTER TABLE public.measurements ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.measurements_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: measurements measurements_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.measurements
    ADD CONSTRAINT measurements_pkey PRIMARY KEY (id);


--
-- PostgreSQL database dump complete
--
`,
  },
  {
    name: 'pg_dump 16: two schemas, a foreign key across them and a CHECK constraint',
    dialect: 'postgresql',
    sql: `--
-- PostgreSQL database dump
--

-- Dumped from database version 16.2 (Debian 16.2-1.pgdg120+2)
-- Dumped by pg_dump version 16.2 (Debian 16.2-1.pgdg120+2)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: sales; Type: SCHEMA; Schema: -; Owner: app
--

CREATE SCHEMA sales;


ALTER SCHEMA sales OWNER TO app;

--
-- Name: accounts; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.accounts (
    id integer NOT NULL,
    name character varying(120) NOT NULL,
    active boolean DEFAULT true
);


ALTER TABLE public.accounts OWNER TO app;

--
-- Name: accounts_id_seq; Type: SEQUENCE; Schema: public; Owner: app
--

CREATE SEQUENCE public.accounts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


ALTER SEQUENCE public.accounts_id_seq OWNER TO app;

--
-- Name: accounts_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: app
--

ALTER SEQUENCE public.accounts_id_seq OWNED BY public.accounts.id;

--
-- Name: invoices; Type: TABLE; Schema: sales; Owner: app
--

CREATE TABLE sales.invoices (
    id integer NOT NULL,
    account_id integer NOT NULL,
    number character varying(20) NOT NULL,
    issued_on date NOT NULL,
    total numeric(12,2) DEFAULT 0 NOT NULL,
    CONSTRAINT invoices_total_check CHECK ((total >= (0)::numeric))
);


ALTER TABLE sales.invoices OWNER TO app;

--
-- Name: invoices_id_seq; Type: SEQUENCE; Schema: sales; Owner: app
--

CREATE SEQUENCE sales.invoices_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


ALTER SEQUENCE sales.invoices_id_seq OWNER TO app;

--
-- Name: invoices_id_seq; Type: SEQUENCE OWNED BY; Schema: sales; Owner: app
--

ALTER SEQUENCE sales.invoices_id_seq OWNED BY sales.invoices.id;

--
-- Name: accounts id; Type: DEFAULT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.accounts ALTER COLUMN id SET DEFAULT nextval('public.accounts_id_seq'::regclass);

--
-- Name: invoices id; Type: DEFAULT; Schema: sales; Owner: app
--

ALTER TABLE ONLY sales.invoices ALTER COLUMN id SET DEFAULT nextval('sales.invoices_id_seq'::regclass);

--
-- Name: accounts accounts_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);


--
-- Name: invoices invoices_pkey; Type: CONSTRAINT; Schema: sales; Owner: app
--

ALTER TABLE ONLY sales.invoices
    ADD CONSTRAINT invoices_pkey PRIMARY KEY (id);


--
-- Name: invoices invoices_number_key; Type: CONSTRAINT; Schema: sales; Owner: app
--

ALTER TABLE ONLY sales.invoices
    ADD CONSTRAINT invoices_number_key UNIQUE (number);


--
-- Name: invoices invoices_account_id_fkey; Type: FK CONSTRAINT; Schema: sales; Owner: app
--

ALTER TABLE ONLY sales.invoices
    ADD CONSTRAINT invoices_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- PostgreSQL database dump complete
--
`,
  },
  {
    name: 'pg_dump 16: employees referencing themselves and a link table with a composite key',
    dialect: 'postgresql',
    sql: `--
-- PostgreSQL database dump
--

-- Dumped from database version 16.2 (Debian 16.2-1.pgdg120+2)
-- Dumped by pg_dump version 16.2 (Debian 16.2-1.pgdg120+2)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: employees; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.employees (
    id integer NOT NULL,
    manager_id integer,
    first_name character varying(60) NOT NULL,
    last_name character varying(60) NOT NULL,
    hired_on date DEFAULT CURRENT_DATE NOT NULL,
    salary numeric(10,2)
);


ALTER TABLE public.employees OWNER TO app;

--
-- Name: employees_id_seq; Type: SEQUENCE; Schema: public; Owner: app
--

ALTER TABLE public.employees ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.employees_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: projects; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.projects (
    id integer NOT NULL,
    name text NOT NULL
);


ALTER TABLE public.projects OWNER TO app;

--
-- Name: projects_id_seq; Type: SEQUENCE; Schema: public; Owner: app
--

ALTER TABLE public.projects ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.projects_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: project_members; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.project_members (
    project_id integer NOT NULL,
    employee_id integer NOT NULL,
    role character varying(30) DEFAULT 'member'::character varying NOT NULL,
    joined_at timestamp with time zone DEFAULT now()
);


ALTER TABLE public.project_members OWNER TO app;

--
-- Name: employees employees_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_pkey PRIMARY KEY (id);


--
-- Name: projects projects_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.projects
    ADD CONSTRAINT projects_pkey PRIMARY KEY (id);


--
-- Name: project_members project_members_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.project_members
    ADD CONSTRAINT project_members_pkey PRIMARY KEY (project_id, employee_id);


--
-- Name: employees employees_manager_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_manager_id_fkey FOREIGN KEY (manager_id) REFERENCES public.employees(id) ON DELETE SET NULL;


--
-- Name: project_members project_members_employee_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.project_members
    ADD CONSTRAINT project_members_employee_id_fkey FOREIGN KEY (employee_id) REFERENCES public.employees(id) ON DELETE CASCADE;


--
-- Name: project_members project_members_project_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.project_members
    ADD CONSTRAINT project_members_project_id_fkey FOREIGN KEY (project_id) REFERENCES public.projects(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED;


--
-- PostgreSQL database dump complete
--
`,
  },
  {
    name: 'pg_dump 16: quoted mixed-case names as an ORM creates them',
    dialect: 'postgresql',
    sql: `--
-- PostgreSQL database dump
--

-- Dumped from database version 16.2 (Debian 16.2-1.pgdg120+2)
-- Dumped by pg_dump version 16.2 (Debian 16.2-1.pgdg120+2)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: "UserAccounts"; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public."UserAccounts" (
    "Id" integer NOT NULL,
    "UserName" character varying(256),
    "NormalizedEmail" character varying(256),
    "EmailConfirmed" boolean NOT NULL,
    "LockoutEnd" timestamp with time zone,
    "AccessFailedCount" integer NOT NULL,
    "ConcurrencyStamp" text
);


ALTER TABLE public."UserAccounts" OWNER TO app;

--
-- Name: "UserAccounts_Id_seq"; Type: SEQUENCE; Schema: public; Owner: app
--

ALTER TABLE public."UserAccounts" ALTER COLUMN "Id" ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public."UserAccounts_Id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: "UserClaims"; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public."UserClaims" (
    "Id" integer NOT NULL,
    "UserId" integer NOT NULL,
    "ClaimType" text,
    "ClaimValue" text
);


ALTER TABLE public."UserClaims" OWNER TO app;

--
-- Name: "UserClaims_Id_seq"; Type: SEQUENCE; Schema: public; Owner: app
--

ALTER TABLE public."UserClaims" ALTER COLUMN "Id" ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public."UserClaims_Id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: "UserAccounts" "PK_UserAccounts"; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public."UserAccounts"
    ADD CONSTRAINT "PK_UserAccounts" PRIMARY KEY ("Id");


--
-- Name: "UserClaims" "PK_UserClaims"; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public."UserClaims"
    ADD CONSTRAINT "PK_UserClaims" PRIMARY KEY ("Id");


--
-- Name: "IX_UserClaims_UserId"; Type: INDEX; Schema: public; Owner: app
--

CREATE INDEX "IX_UserClaims_UserId" ON public."UserClaims" USING btree ("UserId");


--
-- Name: "UserClaims" "FK_UserClaims_UserAccounts_UserId"; Type: FK CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public."UserClaims"
    ADD CONSTRAINT "FK_UserClaims_UserAccounts_UserId" FOREIGN KEY ("UserId") REFERENCES public."UserAccounts"("Id") ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--
`,
  },
  {
    name: 'pg_dump 16: serial, bigserial and smallserial as dumped, with a partial unique index',
    dialect: 'postgresql',
    sql: `--
-- PostgreSQL database dump
--

-- Dumped from database version 16.2 (Debian 16.2-1.pgdg120+2)
-- Dumped by pg_dump version 16.2 (Debian 16.2-1.pgdg120+2)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: tickets; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.tickets (
    id bigint NOT NULL,
    seq_no smallint NOT NULL,
    title character varying(140) NOT NULL,
    closed boolean DEFAULT false NOT NULL,
    opened_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_at timestamp with time zone
);


ALTER TABLE public.tickets OWNER TO app;

--
-- Name: tickets_id_seq; Type: SEQUENCE; Schema: public; Owner: app
--

CREATE SEQUENCE public.tickets_id_seq
    AS bigint
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


ALTER SEQUENCE public.tickets_id_seq OWNER TO app;

--
-- Name: tickets_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: app
--

ALTER SEQUENCE public.tickets_id_seq OWNED BY public.tickets.id;

--
-- Name: tickets_seq_no_seq; Type: SEQUENCE; Schema: public; Owner: app
--

CREATE SEQUENCE public.tickets_seq_no_seq
    AS smallint
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


ALTER SEQUENCE public.tickets_seq_no_seq OWNER TO app;

--
-- Name: tickets_seq_no_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: app
--

ALTER SEQUENCE public.tickets_seq_no_seq OWNED BY public.tickets.seq_no;

--
-- Name: tickets id; Type: DEFAULT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.tickets ALTER COLUMN id SET DEFAULT nextval('public.tickets_id_seq'::regclass);

--
-- Name: tickets seq_no; Type: DEFAULT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.tickets ALTER COLUMN seq_no SET DEFAULT nextval('public.tickets_seq_no_seq'::regclass);

--
-- Name: tickets tickets_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.tickets
    ADD CONSTRAINT tickets_pkey PRIMARY KEY (id);


--
-- Name: tickets_open_title_idx; Type: INDEX; Schema: public; Owner: app
--

CREATE UNIQUE INDEX tickets_open_title_idx ON public.tickets USING btree (title) WHERE (NOT closed);


--
-- PostgreSQL database dump complete
--
`,
  },
  {
    name: 'pg_dump 16: several enum types, a domain and a view',
    dialect: 'postgresql',
    sql: `--
-- PostgreSQL database dump
--

-- Dumped from database version 16.2 (Debian 16.2-1.pgdg120+2)
-- Dumped by pg_dump version 16.2 (Debian 16.2-1.pgdg120+2)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: plan; Type: TYPE; Schema: public; Owner: app
--

CREATE TYPE public.plan AS ENUM (
    'free',
    'pro',
    'enterprise'
);


ALTER TYPE public.plan OWNER TO app;

--
-- Name: billing_period; Type: TYPE; Schema: public; Owner: app
--

CREATE TYPE public.billing_period AS ENUM (
    'monthly',
    'yearly'
);


ALTER TYPE public.billing_period OWNER TO app;

--
-- Name: email_address; Type: DOMAIN; Schema: public; Owner: app
--

CREATE DOMAIN public.email_address AS text
	CONSTRAINT email_address_check CHECK ((VALUE ~~ '%@%'::text));


ALTER DOMAIN public.email_address OWNER TO app;

--
-- Name: subscriptions; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.subscriptions (
    id integer NOT NULL,
    contact public.email_address NOT NULL,
    plan public.plan DEFAULT 'free'::public.plan NOT NULL,
    period public.billing_period,
    seats integer DEFAULT 1 NOT NULL,
    started_at timestamp without time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.subscriptions OWNER TO app;

--
-- Name: subscriptions_id_seq; Type: SEQUENCE; Schema: public; Owner: app
--

ALTER TABLE public.subscriptions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.subscriptions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: active_subscriptions; Type: VIEW; Schema: public; Owner: app
--

CREATE VIEW public.active_subscriptions AS
 SELECT id,
    plan
   FROM public.subscriptions
  WHERE (seats > 0);


ALTER VIEW public.active_subscriptions OWNER TO app;

--
-- Name: subscriptions subscriptions_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);


--
-- PostgreSQL database dump complete
--
`,
  },
  {
    name: 'pg_dump 16: a function, a trigger and a table with an expression default',
    dialect: 'postgresql',
    sql: `--
-- PostgreSQL database dump
--

-- Dumped from database version 16.2 (Debian 16.2-1.pgdg120+2)
-- Dumped by pg_dump version 16.2 (Debian 16.2-1.pgdg120+2)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: touch_updated_at(); Type: FUNCTION; Schema: public; Owner: app
--

CREATE FUNCTION public.touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;


ALTER FUNCTION public.touch_updated_at() OWNER TO app;

--
-- Name: documents; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.documents (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    body text DEFAULT ''::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '30 days'::interval),
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.documents OWNER TO app;

--
-- Name: documents documents_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_pkey PRIMARY KEY (id);


--
-- Name: documents documents_touch; Type: TRIGGER; Schema: public; Owner: app
--

CREATE TRIGGER documents_touch BEFORE UPDATE ON public.documents FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();


--
-- PostgreSQL database dump complete
--
`,
  },
  {
    name: 'pg_dump 16: a stored generated column beside an identity',
    dialect: 'postgresql',
    sql: `--
-- PostgreSQL database dump
--

-- Dumped from database version 16.2 (Debian 16.2-1.pgdg120+2)
-- Dumped by pg_dump version 16.2 (Debian 16.2-1.pgdg120+2)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: line_items; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.line_items (
    id integer NOT NULL,
    order_ref character varying(20) NOT NULL,
    quantity integer NOT NULL,
    unit_price numeric(10,2) NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * unit_price)) STORED
);


ALTER TABLE public.line_items OWNER TO app;

--
-- Name: line_items_id_seq; Type: SEQUENCE; Schema: public; Owner: app
--

ALTER TABLE public.line_items ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.line_items_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: line_items line_items_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.line_items
    ADD CONSTRAINT line_items_pkey PRIMARY KEY (id);


--
-- PostgreSQL database dump complete
--
`,
  },
];

/** Schemas as SQL Server Management Studio scripts them (Script Table as > CREATE To, Generate Scripts). */
const SSMS: readonly CorpusEntry[] = [
  {
    name: 'SSMS Script Table as CREATE: employees with an inline named default, rowversion, sysname, a computed column and a self-reference',
    dialect: 'transactsql',
    sql: `USE [Northwind]
GO
/****** Object:  Table [dbo].[Employees]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [dbo].[Employees](
	[Id] [int] IDENTITY(1,1) NOT NULL,
	[Guid] [uniqueidentifier] NOT NULL,
	[FirstName] [nvarchar](50) NOT NULL,
	[Notes] [nvarchar](max) NULL,
	[Salary] [money] NULL,
	[Rate] [decimal](18, 4) NOT NULL,
	[HiredAt] [datetime2](7) NOT NULL,
	[IsActive] [bit] NOT NULL CONSTRAINT [DF_Employees_IsActive]  DEFAULT ((1)),
	[RowVersion] [timestamp] NOT NULL,
	[ManagerId] [int] NULL,
	[Photo] [varbinary](max) NULL,
	[LoginName] [sysname] NULL,
	[FullName]  AS (([FirstName]+N' ')+[Notes]),
 CONSTRAINT [PK_Employees] PRIMARY KEY CLUSTERED 
(
	[Id] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY],
 CONSTRAINT [UQ_Employees_Guid] UNIQUE NONCLUSTERED 
(
	[Guid] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY]
) ON [PRIMARY] TEXTIMAGE_ON [PRIMARY]
GO
ALTER TABLE [dbo].[Employees] ADD  CONSTRAINT [DF_Employees_Guid]  DEFAULT (newid()) FOR [Guid]
GO
ALTER TABLE [dbo].[Employees] ADD  CONSTRAINT [DF_Employees_HiredAt]  DEFAULT (sysdatetime()) FOR [HiredAt]
GO
ALTER TABLE [dbo].[Employees]  WITH CHECK ADD  CONSTRAINT [FK_Employees_Employees_ManagerId] FOREIGN KEY([ManagerId])
REFERENCES [dbo].[Employees] ([Id])
GO
ALTER TABLE [dbo].[Employees] CHECK CONSTRAINT [FK_Employees_Employees_ManagerId]
GO
`,
  },
  {
    name: 'SSMS Generate Scripts: orders and order lines with a composite key, cascading foreign keys and an index',
    dialect: 'transactsql',
    sql: `USE [Northwind]
GO
/****** Object:  Table [dbo].[Customers]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [dbo].[Customers](
	[CustomerId] [int] IDENTITY(1,1) NOT NULL,
	[CompanyName] [nvarchar](100) NOT NULL,
	[Country] [nvarchar](60) NULL,
	[CreatedAt] [datetime] NOT NULL,
 CONSTRAINT [PK_Customers] PRIMARY KEY CLUSTERED 
(
	[CustomerId] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY]
) ON [PRIMARY]
GO
/****** Object:  Table [dbo].[Orders]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [dbo].[Orders](
	[OrderId] [int] IDENTITY(1,1) NOT NULL,
	[CustomerId] [int] NOT NULL,
	[OrderDate] [date] NOT NULL,
	[Freight] [smallmoney] NULL,
	[ShippedAt] [datetimeoffset](7) NULL,
 CONSTRAINT [PK_Orders] PRIMARY KEY CLUSTERED 
(
	[OrderId] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY]
) ON [PRIMARY]
GO
/****** Object:  Table [dbo].[OrderLines]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [dbo].[OrderLines](
	[OrderId] [int] NOT NULL,
	[LineNo] [smallint] NOT NULL,
	[Product] [nvarchar](200) NOT NULL,
	[Quantity] [int] NOT NULL,
	[UnitPrice] [decimal](19, 4) NOT NULL,
	[Discount] [real] NOT NULL,
 CONSTRAINT [PK_OrderLines] PRIMARY KEY CLUSTERED 
(
	[OrderId] ASC,
	[LineNo] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY]
) ON [PRIMARY]
GO
SET ANSI_PADDING ON
GO
/****** Object:  Index [IX_Orders_CustomerId]    Script Date: 3/1/2024 10:32:11 AM ******/
CREATE NONCLUSTERED INDEX [IX_Orders_CustomerId] ON [dbo].[Orders]
(
	[CustomerId] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, SORT_IN_TEMPDB = OFF, DROP_EXISTING = OFF, ONLINE = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY]
GO
ALTER TABLE [dbo].[Customers] ADD  CONSTRAINT [DF_Customers_CreatedAt]  DEFAULT (getdate()) FOR [CreatedAt]
GO
ALTER TABLE [dbo].[OrderLines] ADD  CONSTRAINT [DF_OrderLines_Quantity]  DEFAULT ((1)) FOR [Quantity]
GO
ALTER TABLE [dbo].[OrderLines] ADD  CONSTRAINT [DF_OrderLines_Discount]  DEFAULT ((0)) FOR [Discount]
GO
ALTER TABLE [dbo].[Orders]  WITH CHECK ADD  CONSTRAINT [FK_Orders_Customers_CustomerId] FOREIGN KEY([CustomerId])
REFERENCES [dbo].[Customers] ([CustomerId])
GO
ALTER TABLE [dbo].[Orders] CHECK CONSTRAINT [FK_Orders_Customers_CustomerId]
GO
ALTER TABLE [dbo].[OrderLines]  WITH CHECK ADD  CONSTRAINT [FK_OrderLines_Orders_OrderId] FOREIGN KEY([OrderId])
REFERENCES [dbo].[Orders] ([OrderId])
ON DELETE CASCADE
GO
ALTER TABLE [dbo].[OrderLines] CHECK CONSTRAINT [FK_OrderLines_Orders_OrderId]
GO
ALTER TABLE [dbo].[OrderLines]  WITH CHECK ADD  CONSTRAINT [CK_OrderLines_Quantity] CHECK  (([Quantity]>(0)))
GO
ALTER TABLE [dbo].[OrderLines] CHECK CONSTRAINT [CK_OrderLines_Quantity]
GO
`,
  },
  {
    name: 'SSMS Script Table as CREATE: every common SQL Server type',
    dialect: 'transactsql',
    sql: `USE [Northwind]
GO
/****** Object:  Table [dbo].[TypeShowcase]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [dbo].[TypeShowcase](
	[Id] [bigint] IDENTITY(1,1) NOT NULL,
	[Tiny] [tinyint] NULL,
	[Small] [smallint] NULL,
	[Whole] [int] NULL,
	[Approx] [float] NULL,
	[Single] [real] NULL,
	[Exact] [numeric](10, 0) NULL,
	[Code] [char](10) NULL,
	[AnsiText] [varchar](max) NULL,
	[Legacy] [text] NULL,
	[LegacyUnicode] [ntext] NULL,
	[Picture] [image] NULL,
	[Document] [xml] NULL,
	[Day] [date] NULL,
	[TimeOfDay] [time](7) NULL,
	[Stamp] [datetime] NULL,
	[ShortStamp] [smalldatetime] NULL,
	[Zoned] [datetimeoffset](7) NULL,
	[Hash] [binary](32) NULL,
	[Anything] [sql_variant] NULL,
	[Node] [hierarchyid] NULL,
	[Place] [geography] NULL,
 CONSTRAINT [PK_TypeShowcase] PRIMARY KEY CLUSTERED 
(
	[Id] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY]
) ON [PRIMARY] TEXTIMAGE_ON [PRIMARY]
GO
`,
  },
  {
    name: 'SSMS: a system-versioned temporal table with PERIOD FOR SYSTEM_TIME',
    dialect: 'transactsql',
    sql: `USE [Northwind]
GO
/****** Object:  Table [dbo].[Prices]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [dbo].[Prices](
	[PriceId] [int] IDENTITY(1,1) NOT NULL,
	[Sku] [varchar](20) NOT NULL,
	[Amount] [decimal](10, 2) NOT NULL,
	[ValidFrom] [datetime2](7) GENERATED ALWAYS AS ROW START NOT NULL,
	[ValidTo] [datetime2](7) GENERATED ALWAYS AS ROW END NOT NULL,
 CONSTRAINT [PK_Prices] PRIMARY KEY CLUSTERED 
(
	[PriceId] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY],
	PERIOD FOR SYSTEM_TIME ([ValidFrom], [ValidTo])
) ON [PRIMARY]
WITH
(
SYSTEM_VERSIONING = ON (HISTORY_TABLE = [dbo].[PricesHistory])
)
GO
`,
  },
  {
    name: 'SSMS Generate Scripts: two schemas, defaults added by ALTER TABLE and a foreign key across schemas',
    dialect: 'transactsql',
    sql: `USE [AdventureWorks]
GO
/****** Object:  Table [Sales].[Customer]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [Sales].[Customer](
	[CustomerID] [int] IDENTITY(1,1) NOT FOR REPLICATION NOT NULL,
	[AccountNumber] [varchar](10) NOT NULL,
	[Region] [nchar](3) NULL,
	[rowguid] [uniqueidentifier] ROWGUIDCOL  NOT NULL,
	[ModifiedDate] [datetime] NOT NULL,
 CONSTRAINT [PK_Customer_CustomerID] PRIMARY KEY CLUSTERED 
(
	[CustomerID] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY]
) ON [PRIMARY]
GO
/****** Object:  Table [Person].[Address]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [Person].[Address](
	[AddressID] [int] IDENTITY(1,1) NOT FOR REPLICATION NOT NULL,
	[CustomerID] [int] NULL,
	[AddressLine1] [nvarchar](60) NOT NULL,
	[AddressLine2] [nvarchar](60) NULL,
	[PostalCode] [nvarchar](15) NOT NULL,
	[Latitude] [decimal](9, 6) NULL,
	[ModifiedDate] [datetime] NOT NULL,
 CONSTRAINT [PK_Address_AddressID] PRIMARY KEY CLUSTERED 
(
	[AddressID] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY]
) ON [PRIMARY]
GO
ALTER TABLE [Sales].[Customer] ADD  CONSTRAINT [DF_Customer_rowguid]  DEFAULT (newid()) FOR [rowguid]
GO
ALTER TABLE [Sales].[Customer] ADD  CONSTRAINT [DF_Customer_ModifiedDate]  DEFAULT (getdate()) FOR [ModifiedDate]
GO
ALTER TABLE [Person].[Address] ADD  CONSTRAINT [DF_Address_AddressLine2]  DEFAULT (N'') FOR [AddressLine2]
GO
ALTER TABLE [Person].[Address] ADD  CONSTRAINT [DF_Address_Latitude]  DEFAULT ((0.00)) FOR [Latitude]
GO
ALTER TABLE [Person].[Address] ADD  CONSTRAINT [DF_Address_ModifiedDate]  DEFAULT (getdate()) FOR [ModifiedDate]
GO
ALTER TABLE [Person].[Address]  WITH CHECK ADD  CONSTRAINT [FK_Address_Customer] FOREIGN KEY([CustomerID])
REFERENCES [Sales].[Customer] ([CustomerID])
GO
ALTER TABLE [Person].[Address] CHECK CONSTRAINT [FK_Address_Customer]
GO
`,
  },
  {
    name: 'SSMS Generate Scripts: a category tree with a self-reference added WITH NOCHECK',
    dialect: 'transactsql',
    sql: `USE [Northwind]
GO
/****** Object:  Table [dbo].[Categories]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [dbo].[Categories](
	[CategoryId] [int] IDENTITY(1,1) NOT NULL,
	[ParentCategoryId] [int] NULL,
	[Name] [nvarchar](80) NOT NULL,
	[SortOrder] [int] NOT NULL,
	[Description] [nvarchar](max) NULL,
 CONSTRAINT [PK_Categories] PRIMARY KEY CLUSTERED 
(
	[CategoryId] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY],
 CONSTRAINT [UQ_Categories_Name] UNIQUE NONCLUSTERED 
(
	[Name] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY]
) ON [PRIMARY] TEXTIMAGE_ON [PRIMARY]
GO
ALTER TABLE [dbo].[Categories] ADD  CONSTRAINT [DF_Categories_SortOrder]  DEFAULT ((0)) FOR [SortOrder]
GO
ALTER TABLE [dbo].[Categories]  WITH NOCHECK ADD  CONSTRAINT [FK_Categories_Categories_ParentCategoryId] FOREIGN KEY([ParentCategoryId])
REFERENCES [dbo].[Categories] ([CategoryId])
GO
ALTER TABLE [dbo].[Categories] NOCHECK CONSTRAINT [FK_Categories_Categories_ParentCategoryId]
GO
`,
  },
  {
    name: 'SSMS Script Table as CREATE: sequential GUID key, rowversion and a persisted computed column',
    dialect: 'transactsql',
    sql: `USE [Northwind]
GO
/****** Object:  Table [dbo].[Invoices]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [dbo].[Invoices](
	[InvoiceId] [uniqueidentifier] NOT NULL,
	[Number] [nvarchar](20) NOT NULL,
	[Net] [decimal](18, 2) NOT NULL,
	[TaxRate] [decimal](5, 4) NOT NULL,
	[Gross]  AS ([Net]*((1)+[TaxRate])) PERSISTED,
	[Paid] [bit] NOT NULL,
	[Version] [rowversion] NOT NULL,
 CONSTRAINT [PK_Invoices] PRIMARY KEY CLUSTERED 
(
	[InvoiceId] ASC
)WITH (PAD_INDEX = OFF, STATISTICS_NORECOMPUTE = OFF, IGNORE_DUP_KEY = OFF, ALLOW_ROW_LOCKS = ON, ALLOW_PAGE_LOCKS = ON, OPTIMIZE_FOR_SEQUENTIAL_KEY = OFF) ON [PRIMARY]
) ON [PRIMARY]
GO
ALTER TABLE [dbo].[Invoices] ADD  CONSTRAINT [DF_Invoices_InvoiceId]  DEFAULT (newsequentialid()) FOR [InvoiceId]
GO
ALTER TABLE [dbo].[Invoices] ADD  CONSTRAINT [DF_Invoices_TaxRate]  DEFAULT ((0.19)) FOR [TaxRate]
GO
ALTER TABLE [dbo].[Invoices] ADD  CONSTRAINT [DF_Invoices_Paid]  DEFAULT ((0)) FOR [Paid]
GO
`,
  },
  {
    name: 'SSMS: a table without a primary key and with a heap of nullable columns (a staging table)',
    dialect: 'transactsql',
    sql: `/****** Object:  Table [stage].[ImportRows]    Script Date: 3/1/2024 10:32:11 AM ******/
SET ANSI_NULLS ON
GO
SET QUOTED_IDENTIFIER ON
GO
CREATE TABLE [stage].[ImportRows](
	[RowNo] [int] NULL,
	[RawLine] [nvarchar](4000) NULL,
	[Source] [varchar](50) NULL,
	[LoadedAt] [datetime2](3) NULL,
	[Valid] [bit] NULL
) ON [PRIMARY]
GO
`,
  },
];

/** Schemas as sqlite3's .schema prints them. */
const SQLITE_SCHEMA: readonly CorpusEntry[] = [
  {
    name: 'sqlite3 .schema: DB Browser\'s PRIMARY KEY("id" AUTOINCREMENT), sqlite_sequence, WITHOUT ROWID and STRICT',
    dialect: 'sqlite',
    sql: `CREATE TABLE IF NOT EXISTS "users" (
	"id"	INTEGER NOT NULL,
	"email"	TEXT NOT NULL UNIQUE,
	"display_name"	TEXT,
	"is_admin"	bit DEFAULT 1,
	"created_at"	DATETIME DEFAULT CURRENT_TIMESTAMP,
	PRIMARY KEY("id" AUTOINCREMENT)
);
CREATE TABLE sqlite_sequence(name,seq);
CREATE TABLE notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  body,
  rating REAL DEFAULT (0.0),
  payload BLOB
);
CREATE INDEX idx_notes_user ON notes(user_id);
CREATE TABLE tags (name TEXT PRIMARY KEY, color TEXT DEFAULT 'grey') WITHOUT ROWID;
CREATE TABLE note_tags (note_id INTEGER NOT NULL, tag TEXT NOT NULL, PRIMARY KEY (note_id, tag), FOREIGN KEY (note_id) REFERENCES notes(id), FOREIGN KEY (tag) REFERENCES tags(name)) STRICT;
CREATE TABLE settings (key TEXT PRIMARY KEY, value ANY) STRICT, WITHOUT ROWID;
`,
  },
  {
    name: 'sqlite3 .schema of a Django project: deferrable foreign keys and bool columns',
    dialect: 'sqlite',
    sql: `CREATE TABLE IF NOT EXISTS "django_migrations" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "app" varchar(255) NOT NULL, "name" varchar(255) NOT NULL, "applied" datetime NOT NULL);
CREATE TABLE sqlite_sequence(name,seq);
CREATE TABLE IF NOT EXISTS "auth_group" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "name" varchar(150) NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS "auth_user" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "password" varchar(128) NOT NULL, "last_login" datetime NULL, "is_superuser" bool NOT NULL, "username" varchar(150) NOT NULL UNIQUE, "last_name" varchar(150) NOT NULL, "email" varchar(254) NOT NULL, "is_staff" bool NOT NULL, "is_active" bool NOT NULL, "date_joined" datetime NOT NULL, "first_name" varchar(150) NOT NULL);
CREATE TABLE IF NOT EXISTS "auth_user_groups" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "user_id" integer NOT NULL REFERENCES "auth_user" ("id") DEFERRABLE INITIALLY DEFERRED, "group_id" integer NOT NULL REFERENCES "auth_group" ("id") DEFERRABLE INITIALLY DEFERRED);
CREATE UNIQUE INDEX "auth_user_groups_user_id_group_id_94350c0c_uniq" ON "auth_user_groups" ("user_id", "group_id");
CREATE INDEX "auth_user_groups_user_id_6a12ed8b" ON "auth_user_groups" ("user_id");
CREATE TABLE IF NOT EXISTS "polls_question" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "question_text" varchar(200) NOT NULL, "pub_date" datetime NOT NULL, "score" decimal NOT NULL, "author_id" integer NULL REFERENCES "auth_user" ("id") DEFERRABLE INITIALLY DEFERRED);
`,
  },
  {
    name: 'sqlite3 .schema of a Rails app: schema_migrations, ar_internal_metadata and datetime(6)',
    dialect: 'sqlite',
    sql: `CREATE TABLE IF NOT EXISTS "schema_migrations" ("version" varchar NOT NULL PRIMARY KEY);
CREATE TABLE IF NOT EXISTS "ar_internal_metadata" ("key" varchar NOT NULL PRIMARY KEY, "value" varchar, "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL);
CREATE TABLE IF NOT EXISTS "articles" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar, "body" text, "published" boolean DEFAULT 0, "views_count" integer DEFAULT 0 NOT NULL, "rating" decimal(3,1), "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL);
CREATE TABLE sqlite_sequence(name,seq);
CREATE TABLE IF NOT EXISTS "comments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "article_id" integer NOT NULL, "commenter" varchar, "body" text, "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL, CONSTRAINT "fk_rails_3bf61a60d3"
FOREIGN KEY ("article_id")
  REFERENCES "articles" ("id")
);
CREATE INDEX "index_comments_on_article_id" ON "comments" ("article_id");
`,
  },
  {
    name: 'sqlite3 .schema: columns without types and expression defaults',
    dialect: 'sqlite',
    sql: `CREATE TABLE log(ts DEFAULT CURRENT_TIMESTAMP, level DEFAULT 'info', message, context);
CREATE TABLE kv(k PRIMARY KEY, v);
CREATE TABLE events(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL COLLATE NOCASE,
  happened_at TEXT NOT NULL DEFAULT (datetime('now')),
  day TEXT DEFAULT (strftime('%Y-%m-%d', 'now')),
  weight REAL DEFAULT (-1.5),
  UNIQUE (name, happened_at) ON CONFLICT REPLACE,
  CHECK (weight >= -100)
);
`,
  },
  {
    name: 'sqlite3 .schema: type names from other databases, as SQLite accepts them',
    dialect: 'sqlite',
    sql: `CREATE TABLE products(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sku VARCHAR(40) NOT NULL UNIQUE,
  title NVARCHAR(100),
  description CLOB,
  price DECIMAL(10,5) NOT NULL DEFAULT 0,
  price_numeric NUMERIC,
  in_stock BOOLEAN NOT NULL DEFAULT 1,
  flag bit DEFAULT 1,
  big_count UNSIGNED BIG INT,
  total INT8,
  ratio DOUBLE PRECISION,
  weight FLOAT,
  released DATE,
  thumbnail BLOB
);
CREATE TABLE sqlite_sequence(name,seq);
`,
  },
  {
    name: 'sqlite3 .schema: a full-text table with its shadow tables, and a category tree',
    dialect: 'sqlite',
    sql: `CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    parent_id INTEGER REFERENCES categories(id) ON DELETE SET NULL,
    name TEXT NOT NULL,
    UNIQUE (parent_id, name)
);
CREATE VIRTUAL TABLE docs USING fts5(title, body);
CREATE TABLE IF NOT EXISTS 'docs_data'(id INTEGER PRIMARY KEY, block BLOB);
CREATE TABLE IF NOT EXISTS 'docs_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS 'docs_content'(id INTEGER PRIMARY KEY, c0, c1);
CREATE TABLE IF NOT EXISTS 'docs_docsize'(id INTEGER PRIMARY KEY, sz BLOB);
CREATE TABLE IF NOT EXISTS 'docs_config'(k PRIMARY KEY, v) WITHOUT ROWID;
CREATE TABLE documents (
    id INTEGER PRIMARY KEY,
    category_id INTEGER NOT NULL,
    title TEXT NOT NULL,
    created TEXT DEFAULT CURRENT_TIMESTAMP,
    FOREIGN KEY (category_id) REFERENCES categories (id)
);
`,
  },
  {
    name: 'sqlite3 .schema: an app database with triggers and a view',
    dialect: 'sqlite',
    sql: `CREATE TABLE accounts (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, balance INTEGER NOT NULL DEFAULT 0, updated_at TEXT);
CREATE TABLE sqlite_sequence(name,seq);
CREATE TABLE transfers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  from_account INTEGER NOT NULL REFERENCES accounts(id),
  to_account INTEGER NOT NULL REFERENCES accounts(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  note TEXT
);
CREATE TRIGGER transfers_apply AFTER INSERT ON transfers
BEGIN
  UPDATE accounts SET balance = balance - NEW.amount WHERE id = NEW.from_account;
  UPDATE accounts SET balance = balance + NEW.amount WHERE id = NEW.to_account;
END;
CREATE VIEW account_totals AS SELECT id, name, balance FROM accounts;
`,
  },
];

/** Every schema the compile tests convert in all five languages and every toggle combination. */
export const SQL_CORPUS: readonly CorpusEntry[] = [...HAND_WRITTEN, ...MYSQLDUMP, ...PG_DUMP, ...SSMS, ...SQLITE_SCHEMA];
