import { INPUT_EMPTY } from '@contract/messages';
import type { ConversionOptions, TargetLanguage } from '@contract/sql-to-class';
import { generateCSharp } from './csharp.logic';
import { type EntityPlan, planEntities } from './entity-plan.logic';
import { generateJava } from './java.logic';
import { generatePhp } from './php.logic';
import { generatePython } from './python.logic';
import { parseSql } from './sql-parse.logic';
import { dialectLabels, type SqlDialectChoice, type SqlSchema } from './sql-schema.logic';
import { generateTypeScript } from './typescript.logic';
import { failureMessage } from '@/lib/job-failure';

/** The spec's sample: a Users table. */
export const SAMPLE_SQL = `CREATE TABLE Users (
    UserID int PRIMARY KEY,
    Username varchar(50) NOT NULL UNIQUE,
    PasswordHash varchar(255) NOT NULL,
    Email varchar(100),
    CreatedAt datetime DEFAULT CURRENT_TIMESTAMP,
    IsActive bit DEFAULT 1
);`;

const GENERATORS: Readonly<Record<TargetLanguage, (plans: readonly EntityPlan[], options: ConversionOptions) => string>> = {
  csharp: generateCSharp,
  java: generateJava,
  python: generatePython,
  typescript: generateTypeScript,
  php: generatePhp,
};

export interface ConvertRequest {
  sql: string;
  dialect: SqlDialectChoice;
  options: ConversionOptions;
}

/** A converted result says, in `notes`, what of the SQL was skipped or read without the parser. */
export type ConvertOutcome = { ok: true; code: string; summary: string; notes: readonly string[] } | { ok: false; message: string };

export const CONVERT_FAILED = 'Could not convert this SQL';

/** The Local engine: parse with node-sql-parser (tolerantly where it refuses), plan, generate. It never throws. */
export async function convertSql({ sql, dialect, options }: ConvertRequest): Promise<ConvertOutcome> {
  if (sql.trim() === '') return { ok: false, message: INPUT_EMPTY };
  try {
    const parsed = await parseSql(sql, dialect);
    if (!parsed.ok) return parsed;
    const count = parsed.schema.tables.length;
    const summary = `${count} ${count === 1 ? 'class' : 'classes'} from ${dialectLabels[parsed.schema.dialect]} SQL`;
    return { ok: true, code: generateCode(parsed.schema, options), summary, notes: parsed.notes };
  } catch (error) {
    return { ok: false, message: failureMessage(CONVERT_FAILED, error) };
  }
}

/** The code for a parsed schema in the chosen language, honouring the three toggles. */
export function generateCode(schema: SqlSchema, options: ConversionOptions): string {
  return GENERATORS[options.language](planEntities(schema, options.className), options);
}
