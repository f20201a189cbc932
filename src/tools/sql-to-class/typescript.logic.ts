import type { ConversionOptions } from '@contract/sql-to-class';
import { type ColumnPlan, type EntityPlan, isPlainNumber, quoted } from './entity-plan.logic';
import { camelCase, uniqueNamer } from './naming.logic';
import type { SqlDefault } from './sql-schema.logic';
import { TYPESCRIPT_TYPES } from './type-maps.logic';

/** Class members that cannot be plain properties. */
const RESERVED = new Set(['constructor']);
const safe = (name: string) => (RESERVED.has(name) ? `${name}_` : name);

/** TypeORM's `default`: a literal, or a function returning SQL for database expressions. */
function defaultOption(value: SqlDefault, column: ColumnPlan): string | null {
  switch (value.kind) {
    case 'now':
      return '() => "CURRENT_TIMESTAMP"';
    case 'expression':
      return `() => ${quoted(value.text)}`;
    case 'string':
      return quoted(value.value);
    case 'boolean':
      return String(value.value);
    case 'number':
      if (column.kind === 'boolean' && /^[01]$/.test(value.value)) return String(value.value === '1');
      return isPlainNumber(value.value) ? value.value : null;
    case 'null':
      return null;
  }
}

function propertyType({ column, kind }: ColumnPlan, options: ConversionOptions): string {
  const element = column.enumValues ? column.enumValues.map(quoted).join(' | ') || 'string' : TYPESCRIPT_TYPES[kind].ts;
  const base = column.array ? `${column.enumValues ? `(${element})` : element}[]` : element;
  return column.nullable && options.useNullableTypes ? `${base} | null` : base;
}

function decorator(columnPlan: ColumnPlan, need: (name: string) => void): string {
  const { column, kind } = columnPlan;
  const type = column.enumValues ? 'enum' : TYPESCRIPT_TYPES[kind].column;
  const parts = [`name: ${quoted(column.name)}`, `type: ${quoted(type)}`];
  if (column.enumValues) parts.push(`enum: [${column.enumValues.map(quoted).join(', ')}]`);
  if (column.array) parts.push('array: true');
  if (typeof column.length === 'number' && (kind === 'string' || kind === 'binary')) parts.push(`length: ${column.length}`);
  if (typeof column.length === 'number' && kind === 'decimal') {
    parts.push(`precision: ${column.length}`);
    if (column.scale !== null) parts.push(`scale: ${column.scale}`);
  }
  if (column.identity && column.primaryKey) {
    need('PrimaryGeneratedColumn');
    return `@PrimaryGeneratedColumn({ ${parts.join(', ')} })`;
  }
  if (column.nullable) parts.push('nullable: true');
  if (column.unique && !column.primaryKey) parts.push('unique: true');
  const fallback = column.defaultValue && defaultOption(column.defaultValue, columnPlan);
  if (fallback) parts.push(`default: ${fallback}`);
  const name = column.primaryKey ? 'PrimaryColumn' : 'Column';
  need(name);
  return `@${name}({ ${parts.join(', ')} })`;
}

function entity(plan: EntityPlan, options: ConversionOptions, need: (name: string) => void): string {
  const annotate = options.addAnnotations;
  const nextName = uniqueNamer();
  const members: string[][] = [];
  for (const columnPlan of plan.columns) {
    const member: string[] = [];
    if (annotate) member.push(decorator(columnPlan, need));
    member.push(`${safe(nextName(camelCase(columnPlan.column.name, 'column')))}!: ${propertyType(columnPlan, options)};`);
    members.push(member);
  }
  for (const navigation of plan.navigations) {
    const member: string[] = [];
    if (annotate) {
      need('ManyToOne');
      need('JoinColumn');
      member.push(
        `@ManyToOne(() => ${navigation.targetClass})`,
        `@JoinColumn({ name: ${quoted(navigation.column.name)}, referencedColumnName: ${quoted(navigation.referencedColumn)} })`,
      );
    }
    member.push(`${safe(nextName(camelCase(navigation.baseName, 'reference')))}?: ${navigation.targetClass};`);
    members.push(member);
  }
  if (options.generateConstructor) {
    // TypeORM creates entities without arguments, so every field is optional here.
    members.push([`constructor(init?: Partial<${plan.className}>) {`, '  if (init) Object.assign(this, init);', '}']);
  }
  const header: string[] = [];
  if (annotate) {
    need('Entity');
    header.push(
      plan.table.schema
        ? `@Entity({ name: ${quoted(plan.table.name)}, schema: ${quoted(plan.table.schema)} })`
        : `@Entity({ name: ${quoted(plan.table.name)} })`,
    );
  }
  return [
    ...header,
    `export class ${plan.className} {`,
    members.map((member) => member.map((line) => (line ? `  ${line}` : '')).join('\n')).join('\n\n'),
    '}',
  ].join('\n');
}

/** TypeORM entities: @Entity, @PrimaryGeneratedColumn or @PrimaryColumn, @Column with type, length, nullable, unique, default. */
export function generateTypeScript(plans: readonly EntityPlan[], options: ConversionOptions): string {
  const used = new Set<string>();
  const classes = plans.map((plan) => entity(plan, options, (name) => used.add(name)));
  const importLine = used.size > 0 ? [`import { ${[...used].sort().join(', ')} } from "typeorm";`] : [];
  return [...importLine, ...classes].join('\n\n') + '\n';
}
