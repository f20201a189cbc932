import type { ConversionOptions } from '@contract/sql-to-class';
import { constructorColumns, type ColumnPlan, type EntityPlan, isPlainNumber, quoted } from './entity-plan.logic';
import { camelCase, pascalCase, uniqueNamer } from './naming.logic';
import type { SqlDefault } from './sql-schema.logic';
import { CSHARP_TYPES, CSHARP_UNSIGNED, type TypeKind } from './type-maps.logic';

const KEYWORDS = new Set(
  'abstract as base bool break byte case catch char checked class const continue decimal default delegate do double else enum event explicit extern false finally fixed float for foreach goto if implicit in int interface internal is lock long namespace new null object operator out override params private protected public readonly ref return sbyte sealed short sizeof stackalloc static string struct switch this throw true try typeof uint ulong unchecked unsafe ushort using virtual void volatile while'.split(
    ' ',
  ),
);

const safe = (name: string) => (KEYWORDS.has(name) ? `@${name}` : name);

function typeOf({ column, kind }: ColumnPlan, options: ConversionOptions): string {
  const mapped = CSHARP_TYPES[kind];
  const type = (column.unsigned && CSHARP_UNSIGNED[kind]) || mapped.type;
  // PostgreSQL arrays (Npgsql maps text[] to string[]); an array holds null without `?`.
  if (column.array) return `${type}[]`;
  return mapped.valueType && column.nullable && options.useNullableTypes ? `${type}?` : type;
}

const NUMBER_SUFFIX: Partial<Record<TypeKind, string>> = { decimal: 'm', float32: 'f', float64: 'd' };

/** A property initializer for a literal default; database expressions (now(), newid()) stay in the database. */
function initializer(kind: TypeKind, value: SqlDefault | null): string | null {
  if (!value) return null;
  if (kind === 'boolean' && (value.kind === 'boolean' || (value.kind === 'number' && /^[01]$/.test(value.value)))) {
    return String(value.kind === 'boolean' ? value.value : value.value === '1');
  }
  if ((kind === 'string' || kind === 'text') && value.kind === 'string') return quoted(value.value);
  const integer = kind === 'int8' || kind === 'int16' || kind === 'int32' || kind === 'int64';
  if (value.kind === 'number' && isPlainNumber(value.value) && (!integer || !value.value.includes('.'))) {
    if (kind === 'int8' && value.value.startsWith('-')) return null;
    if (integer || NUMBER_SUFFIX[kind]) return `${value.value}${NUMBER_SUFFIX[kind] ?? ''}`;
  }
  return null;
}

function columnAttribute({ column }: ColumnPlan, keyOrder: number | null): string {
  const parts = [quoted(column.name)];
  if (column.sqlType === 'DECIMAL' || column.sqlType === 'NUMERIC') {
    if (column.length !== null)
      parts.push(`TypeName = ${quoted(`${column.sqlType.toLowerCase()}(${column.length}${column.scale !== null ? `,${column.scale}` : ''})`)}`);
  }
  if (keyOrder !== null) parts.push(`Order = ${keyOrder}`);
  return `[Column(${parts.join(', ')})]`;
}

function entity(plan: EntityPlan, options: ConversionOptions): string {
  const className = plan.className;
  const nextName = uniqueNamer([className]);
  const propertyNames = new Map(plan.columns.map(({ column }) => [column, safe(nextName(pascalCase(column.name, 'Column')))]));
  const composite = plan.table.primaryKey.length > 1;
  const lines: string[] = [];
  if (options.addAnnotations)
    lines.push(plan.table.schema ? `[Table(${quoted(plan.table.name)}, Schema = ${quoted(plan.table.schema)})]` : `[Table(${quoted(plan.table.name)})]`);
  lines.push(`public class ${className}`, '{');
  const members: string[][] = [];

  for (const columnPlan of plan.columns) {
    const { column, kind } = columnPlan;
    const member: string[] = [];
    if (options.addAnnotations) {
      if (column.primaryKey) member.push('[Key]');
      if (column.identity) member.push('[DatabaseGenerated(DatabaseGeneratedOption.Identity)]');
      if (!column.nullable && !column.primaryKey && (column.array || !CSHARP_TYPES[kind].valueType)) member.push('[Required]');
      if (typeof column.length === 'number' && (kind === 'string' || kind === 'binary') && !column.array) member.push(`[MaxLength(${column.length})]`);
      member.push(columnAttribute(columnPlan, composite && column.primaryKey ? plan.table.primaryKey.indexOf(column.name) : null));
    }
    const init = initializer(kind, column.defaultValue);
    member.push(`public ${typeOf(columnPlan, options)} ${propertyNames.get(column)} { get; set; }${init ? ` = ${init};` : ''}`);
    members.push(member);
  }

  for (const navigation of plan.navigations) {
    const member: string[] = [];
    if (options.addAnnotations) member.push(`[ForeignKey(nameof(${propertyNames.get(navigation.column)}))]`);
    member.push(`public virtual ${navigation.targetClass} ${safe(nextName(pascalCase(navigation.baseName, 'Reference')))} { get; set; }`);
    members.push(member);
  }

  if (options.generateConstructor) {
    members.push([`public ${className}()`, '{', '}']);
    const params = constructorColumns(plan);
    if (params.length > 0) {
      const nextParam = uniqueNamer();
      const names = params.map(({ column }) => safe(nextParam(camelCase(column.name, 'value'))));
      members.push([
        `public ${className}(${params.map((param, index) => `${typeOf(param, options)} ${names[index]}`).join(', ')})`,
        '{',
        ...params.map(({ column }, index) => `    ${propertyNames.get(column)} = ${names[index]};`),
        '}',
      ]);
    }
  }

  lines.push(members.map((member) => member.map((line) => (line ? `    ${line}` : '')).join('\n')).join('\n\n'), '}');
  return lines.join('\n');
}

/** C# classes with EF-style data annotations; nullable value types for nullable columns. */
export function generateCSharp(plans: readonly EntityPlan[], options: ConversionOptions): string {
  const usings = ['using System;'];
  if (options.addAnnotations) usings.push('using System.ComponentModel.DataAnnotations;', 'using System.ComponentModel.DataAnnotations.Schema;');
  return [usings.join('\n'), ...plans.map((plan) => entity(plan, options))].join('\n\n') + '\n';
}
