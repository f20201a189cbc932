import { codeBodyBytes } from '@contract/code-transform';
import { languageLabels, SQL_INPUT_MAX_CHARS, SQL_TO_CLASS_TASK, type SqlToClassRequest } from '@contract/sql-to-class';
import { CLASS_TASK, classShape, codePrompt } from '../code-prompt';
import type { AiPrompt } from '../provider';
import { defineTask } from '../task';
import { userField } from '../user-data';

const DIALECTS: Record<SqlToClassRequest['dialect'], string> = {
  auto: 'Detect the SQL dialect yourself.',
  mysql: 'The SQL is MySQL or MariaDB.',
  postgresql: 'The SQL is PostgreSQL.',
  transactsql: 'The SQL is Microsoft SQL Server (T-SQL).',
  sqlite: 'The SQL is SQLite.',
};

const LANGUAGE_RULES: Record<SqlToClassRequest['options']['language'], string> = {
  csharp: 'Write C# classes for Entity Framework.',
  java: 'Write Java JPA entities using jakarta.persistence, with getters and setters; start each class with a comment line naming its file.',
  python: 'Write Python SQLAlchemy 2.0 models using DeclarativeBase, Mapped, mapped_column and Optional.',
  typescript: 'Write TypeScript TypeORM entities.',
  php: 'Write PHP 8 Doctrine ORM entities with attributes and typed properties.',
};

/** The prompt is built here from the validated options; the visitor's SQL goes in a block as data. */
function sqlToClassPrompt({ sql, dialect, options }: SqlToClassRequest): AiPrompt {
  const className = options.className.trim();
  return codePrompt({
    role: `You convert SQL CREATE TABLE statements into model classes in ${languageLabels[options.language]}.`,
    language: 'SQL with CREATE TABLE statements',
    rules: [
      LANGUAGE_RULES[options.language],
      DIALECTS[dialect],
      className
        ? 'Name the class for the first table with the name in the CLASS NAME block; derive the other class names from their table names.'
        : 'Derive each class name from its table name: split it on underscores, capitalise each part and join them.',
      options.generateConstructor ? 'Generate constructors.' : 'Do not generate constructors.',
      options.addAnnotations
        ? 'Add the ORM or data annotations for keys, lengths, nullability and column names.'
        : 'Do not add data annotations or ORM attributes.',
      options.useNullableTypes ? 'Use nullable types for nullable columns.' : 'Do not use nullable types.',
      'Turn foreign keys into navigation properties where the ORM has them.',
      'The code must compile.',
    ],
    fields: className ? [userField('CLASS NAME', className)] : [],
    code: sql,
    growth: 4,
  });
}

export const sqlToClassTask = defineTask({
  id: SQL_TO_CLASS_TASK,
  ...CLASS_TASK,
  maxBodyBytes: codeBodyBytes(SQL_INPUT_MAX_CHARS),
  prompt: sqlToClassPrompt,
  answerShape: ({ sql }) => classShape(sql),
});
