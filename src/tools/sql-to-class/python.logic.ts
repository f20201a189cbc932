import type { ConversionOptions } from '@contract/sql-to-class';
import { type ColumnPlan, type EntityPlan, isPlainNumber, quoted } from './entity-plan.logic';
import { snakeCase, uniqueNamer } from './naming.logic';
import type { SqlColumn, SqlDefault } from './sql-schema.logic';
import { PYTHON_TYPES } from './type-maps.logic';

/** Python keywords, plus the names DeclarativeBase keeps for itself. */
const RESERVED = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield metadata registry self'.split(
    ' ',
  ),
);

const safe = (name: string) => (RESERVED.has(name) ? `${name}_` : name);

interface Imports {
  python: Set<string>;
  typing: Set<string>;
  sqlalchemy: Set<string>;
  orm: Set<string>;
}

/** A PostgreSQL array column is ARRAY of its element's type. */
function columnType(plan: ColumnPlan, imports: Imports): string {
  const element = elementType(plan, imports);
  if (!plan.column.array) return element;
  imports.sqlalchemy.add('ARRAY');
  return `ARRAY(${element})`;
}

function elementType({ column, kind }: ColumnPlan, imports: Imports): string {
  if (column.enumValues) {
    imports.sqlalchemy.add('Enum');
    const name = column.sqlType === 'ENUM' ? column.name : column.sqlType.toLowerCase();
    return `Enum(${[...column.enumValues.map(quoted), `name=${quoted(name)}`].join(', ')})`;
  }
  const { sqlalchemy } = PYTHON_TYPES[kind];
  imports.sqlalchemy.add(sqlalchemy);
  if (kind === 'string' && typeof column.length === 'number') return `String(${column.length})`;
  if (kind === 'decimal' && typeof column.length === 'number') return `Numeric(${column.length}${column.scale !== null ? `, ${column.scale}` : ''})`;
  if (kind === 'datetimeOffset') return 'DateTime(timezone=True)';
  return sqlalchemy;
}

function serverDefault(value: SqlDefault, imports: Imports): string | null {
  switch (value.kind) {
    case 'now':
      imports.sqlalchemy.add('func');
      return 'func.now()';
    case 'string':
      return quoted(value.value);
    case 'number':
      if (!isPlainNumber(value.value)) return null;
      imports.sqlalchemy.add('text');
      return `text(${quoted(value.value)})`;
    case 'boolean':
      imports.sqlalchemy.add('text');
      return `text(${quoted(String(value.value))})`;
    case 'null':
    case 'expression':
      return null;
  }
}

function annotationOf({ column, kind }: ColumnPlan, options: ConversionOptions, imports: Imports): string {
  const { python, pythonImport } = PYTHON_TYPES[kind];
  if (pythonImport?.startsWith('from typing')) imports.typing.add('Any');
  else if (pythonImport) imports.python.add(pythonImport);
  const type = column.array ? `list[${python}]` : python;
  if (column.nullable && options.useNullableTypes) {
    imports.typing.add('Optional');
    return `Optional[${type}]`;
  }
  return type;
}

function qualifiedTable(schema: string | null, table: string) {
  return schema ? `${schema}.${table}` : table;
}

function entity(plan: EntityPlan, options: ConversionOptions, imports: Imports, schemaOf: (table: string) => string | null): string {
  const nextName = uniqueNamer();
  const names = new Map<SqlColumn, string>(plan.columns.map(({ column }) => [column, safe(nextName(snakeCase(column.name, 'column')))]));
  const annotations = new Map(plan.columns.map((columnPlan) => [columnPlan.column, annotationOf(columnPlan, options, imports)]));
  const lines = [`class ${plan.className}(Base):`, `    __tablename__ = ${quoted(plan.table.name)}`];
  if (plan.table.schema) lines.push(`    __table_args__ = {"schema": ${quoted(plan.table.schema)}}`);
  lines.push('');

  for (const columnPlan of plan.columns) {
    const { column } = columnPlan;
    const name = names.get(column) as string;
    const args: string[] = [];
    if (name !== column.name) args.push(quoted(column.name));
    if (options.addAnnotations) args.push(columnType(columnPlan, imports));
    const foreignKey = plan.table.foreignKeys.find((key) => key.columns.length === 1 && key.columns[0] === column.name);
    if (foreignKey) {
      imports.sqlalchemy.add('ForeignKey');
      const target = qualifiedTable(schemaOf(foreignKey.referencedTable), foreignKey.referencedTable);
      args.push(`ForeignKey(${quoted(`${target}.${foreignKey.referencedColumns[0] ?? 'id'}`)})`);
    }
    if (column.primaryKey) args.push('primary_key=True');
    if (column.primaryKey && !column.identity && plan.table.primaryKey.length === 1 && columnPlan.kind.startsWith('int')) args.push('autoincrement=False');
    // Mapped[T] alone means NOT NULL; say so when the column allows NULL but its type does not.
    if (column.nullable && !options.useNullableTypes) args.push('nullable=True');
    if (options.addAnnotations) {
      if (column.unique && !column.primaryKey) args.push('unique=True');
      const fallback = column.defaultValue && serverDefault(column.defaultValue, imports);
      if (fallback) args.push(`server_default=${fallback}`);
    }
    const annotation = annotations.get(column) as string;
    if (args.length === 0) {
      lines.push(`    ${name}: Mapped[${annotation}]`);
    } else {
      lines.push(`    ${name}: Mapped[${annotation}] = mapped_column(${args.join(', ')})`);
    }
  }

  if (plan.navigations.length > 0) {
    imports.orm.add('relationship');
    lines.push('');
    for (const navigation of plan.navigations) {
      const target = navigation.column.nullable && options.useNullableTypes ? `Optional[${quoted(navigation.targetClass)}]` : quoted(navigation.targetClass);
      lines.push(
        `    ${safe(nextName(snakeCase(navigation.baseName, 'reference')))}: Mapped[${target}] = relationship(foreign_keys=[${names.get(navigation.column)}])`,
      );
    }
  }

  if (options.generateConstructor) {
    const params = plan.columns.filter(({ column }) => !column.identity);
    if (params.length > 0) {
      const signature = params.map(({ column }) => {
        const optional = column.nullable && options.useNullableTypes;
        return `${names.get(column)}: ${annotations.get(column)}${optional ? ' = None' : ''}`;
      });
      lines.push(
        '',
        `    def __init__(self, *, ${signature.join(', ')}) -> None:`,
        ...params.map(({ column }) => `        self.${names.get(column)} = ${names.get(column)}`),
      );
    }
  }
  return lines.join('\n');
}

/** SQLAlchemy 2.0 declarative models: DeclarativeBase, Mapped, mapped_column, Optional. */
export function generatePython(plans: readonly EntityPlan[], options: ConversionOptions): string {
  const imports: Imports = { python: new Set(), typing: new Set(), sqlalchemy: new Set(), orm: new Set(['DeclarativeBase', 'Mapped', 'mapped_column']) };
  const schemas = new Map(plans.map((plan) => [plan.table.name.toLowerCase(), plan.table.schema]));
  const classes = plans.map((plan) => entity(plan, options, imports, (table) => schemas.get(table.toLowerCase()) ?? null));
  const header = [...[...imports.python].sort()];
  if (imports.typing.size > 0) header.push(`from typing import ${[...imports.typing].sort().join(', ')}`);
  const library: string[] = [];
  if (imports.sqlalchemy.size > 0) library.push(`from sqlalchemy import ${[...imports.sqlalchemy].sort().join(', ')}`);
  library.push(`from sqlalchemy.orm import ${[...imports.orm].sort().join(', ')}`);
  const importBlock = [header.join('\n'), library.join('\n')].filter((block) => block !== '').join('\n\n');
  return [importBlock, 'class Base(DeclarativeBase):\n    pass', ...classes].join('\n\n\n') + '\n';
}
