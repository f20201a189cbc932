import type { ConversionOptions } from '@contract/sql-to-class';
import { constructorColumns, type ColumnPlan, type EntityPlan, isPlainNumber, phpQuoted } from './entity-plan.logic';
import { camelCase, uniqueNamer } from './naming.logic';
import type { SqlDefault } from './sql-schema.logic';
import { PHP_TYPES } from './type-maps.logic';

const RESERVED = new Set(['this']);
const safe = (name: string) => (RESERVED.has(name) ? `${name}_` : name);

interface PhpField {
  plan: ColumnPlan;
  name: string;
  type: string;
  /** Nullable in PHP: nullable columns, and generated ids before the first flush. */
  nullable: boolean;
}

/** A property default that PHP accepts for the property's type; anything else stays in the database. */
function initializer(type: string, value: SqlDefault | null): string | null {
  if (!value) return null;
  if (type === 'bool') {
    if (value.kind === 'boolean') return String(value.value);
    return value.kind === 'number' && /^[01]$/.test(value.value) ? String(value.value === '1') : null;
  }
  if (type === 'string' && (value.kind === 'string' || (value.kind === 'number' && isPlainNumber(value.value)))) return phpQuoted(value.value);
  if (value.kind !== 'number' || !isPlainNumber(value.value)) return null;
  if (type === 'int') return value.value.includes('.') ? null : value.value;
  return type === 'float' ? value.value : null;
}

/** Doctrine's column `options.default`, as written in SQL. */
function optionsDefault(value: SqlDefault | null): string | null {
  if (!value) return null;
  if (value.kind === 'number' && isPlainNumber(value.value)) return value.value;
  if (value.kind === 'string') return phpQuoted(value.value);
  if (value.kind === 'boolean') return String(value.value);
  return null;
}

function columnAttribute(field: PhpField, readOnly: boolean): string {
  const { column, kind } = field.plan;
  const parts = [`name: ${phpQuoted(column.name)}`, `type: Types::${PHP_TYPES[kind].doctrine}`];
  if (typeof column.length === 'number' && (kind === 'string' || kind === 'binary')) parts.push(`length: ${column.length}`);
  if (typeof column.length === 'number' && kind === 'decimal') {
    parts.push(`precision: ${column.length}`);
    if (column.scale !== null) parts.push(`scale: ${column.scale}`);
  }
  if (column.nullable) parts.push('nullable: true');
  if (column.unique && !column.primaryKey) parts.push('unique: true');
  const fallback = optionsDefault(column.defaultValue);
  if (fallback) parts.push(`options: ['default' => ${fallback}]`);
  // The navigation owns the foreign key's writes; this field only reads it.
  if (readOnly) parts.push('insertable: false', 'updatable: false');
  return `#[ORM\\Column(${parts.join(', ')})]`;
}

const accessor = (prefix: string, name: string) => `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
const typed = (type: string, nullable: boolean) => (nullable ? `?${type}` : type);

function entity(plan: EntityPlan, options: ConversionOptions): string {
  const annotate = options.addAnnotations;
  const nextName = uniqueNamer();
  const fields: PhpField[] = plan.columns.map((columnPlan) => ({
    plan: columnPlan,
    name: safe(nextName(camelCase(columnPlan.column.name, 'column'))),
    type: PHP_TYPES[columnPlan.kind].php,
    nullable: options.useNullableTypes && (columnPlan.column.nullable || columnPlan.column.identity),
  }));
  const navigated = new Set(plan.navigations.map((navigation) => navigation.column));
  const members: string[][] = [];

  for (const field of fields) {
    const { column } = field.plan;
    const lines: string[] = [];
    if (annotate) {
      if (column.primaryKey) lines.push('#[ORM\\Id]');
      if (column.identity) lines.push("#[ORM\\GeneratedValue(strategy: 'IDENTITY')]");
      lines.push(columnAttribute(field, navigated.has(column)));
    }
    const init = initializer(field.type, column.defaultValue) ?? (field.nullable ? 'null' : null);
    lines.push(`private ${typed(field.type, field.nullable)} $${field.name}${init ? ` = ${init}` : ''};`);
    members.push(lines);
  }

  const navigations = plan.navigations.map((navigation) => ({ navigation, name: safe(nextName(camelCase(navigation.baseName, 'reference'))) }));
  for (const { navigation, name } of navigations) {
    const lines: string[] = [];
    if (annotate) {
      lines.push(
        `#[ORM\\ManyToOne(targetEntity: ${navigation.targetClass}::class)]`,
        `#[ORM\\JoinColumn(name: ${phpQuoted(navigation.column.name)}, referencedColumnName: ${phpQuoted(navigation.referencedColumn)}${navigation.column.nullable ? '' : ', nullable: false'})]`,
      );
    }
    lines.push(`private ?${navigation.targetClass} $${name} = null;`);
    members.push(lines);
  }

  if (options.generateConstructor) {
    const params = constructorColumns(plan).map((columnPlan) => fields.find((field) => field.plan === columnPlan) as PhpField);
    // PHP wants required parameters before optional ones.
    const ordered = [...params.filter((field) => !field.nullable), ...params.filter((field) => field.nullable)];
    members.push([
      `public function __construct(${ordered.map((field) => `${typed(field.type, field.nullable)} $${field.name}${field.nullable ? ' = null' : ''}`).join(', ')})`,
      '{',
      ...ordered.map((field) => `    $this->${field.name} = $${field.name};`),
      '}',
    ]);
  }

  const properties = [
    ...fields.map((field) => ({ name: field.name, type: typed(field.type, field.nullable) })),
    ...navigations.map(({ navigation, name }) => ({ name, type: `?${navigation.targetClass}` })),
  ];
  for (const { name, type } of properties) {
    members.push([`public function ${accessor('get', name)}(): ${type}`, '{', `    return $this->${name};`, '}']);
    members.push([`public function ${accessor('set', name)}(${type} $${name}): static`, '{', `    $this->${name} = $${name};`, '', '    return $this;', '}']);
  }

  const header: string[] = [];
  if (annotate) {
    header.push(
      '#[ORM\\Entity]',
      plan.table.schema
        ? `#[ORM\\Table(name: ${phpQuoted(plan.table.name)}, schema: ${phpQuoted(plan.table.schema)})]`
        : `#[ORM\\Table(name: ${phpQuoted(plan.table.name)})]`,
    );
  }
  return [
    ...header,
    `class ${plan.className}`,
    '{',
    members.map((lines) => lines.map((line) => (line ? `    ${line}` : '')).join('\n')).join('\n\n'),
    '}',
  ].join('\n');
}

/** PHP 8 Doctrine entities with attributes and typed, nullable properties. */
export function generatePhp(plans: readonly EntityPlan[], options: ConversionOptions): string {
  const uses = options.addAnnotations ? ['use Doctrine\\DBAL\\Types\\Types;', 'use Doctrine\\ORM\\Mapping as ORM;'] : [];
  const head = ['<?php', 'declare(strict_types=1);', 'namespace App\\Entity;'];
  if (uses.length > 0) head.push(uses.join('\n'));
  return [...head, ...plans.map((plan) => entity(plan, options))].join('\n\n') + '\n';
}
