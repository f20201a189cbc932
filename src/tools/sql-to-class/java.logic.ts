import type { ConversionOptions } from '@contract/sql-to-class';
import { constructorColumns, type ColumnPlan, type EntityPlan, isPlainNumber, quoted } from './entity-plan.logic';
import { camelCase, uniqueNamer } from './naming.logic';
import type { SqlDefault } from './sql-schema.logic';
import { JAVA_TYPES, JAVA_UNSIGNED } from './type-maps.logic';

const KEYWORDS = new Set(
  'abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally float for goto if implements import instanceof int interface long native new package private protected public return short static strictfp super switch synchronized this throw throws transient try void volatile while true false null var record yield'.split(
    ' ',
  ),
);

const safe = (name: string) => (KEYWORDS.has(name) ? `${name}_` : name);

interface JavaField {
  plan: ColumnPlan;
  name: string;
  type: string;
}

/** Boxed types hold null: used for nullable columns and generated ids when nullable types are on, primitives otherwise. */
function typeOf({ column, kind }: ColumnPlan, options: ConversionOptions, imports: Set<string>): string {
  const mapped = (column.unsigned && JAVA_UNSIGNED[kind]) || JAVA_TYPES[kind];
  if (mapped.import) imports.add(mapped.import);
  // PostgreSQL arrays, which Hibernate 6 maps to Java arrays of the boxed type.
  if (column.array) return `${mapped.boxed}[]`;
  const boxed = options.useNullableTypes && (column.nullable || column.identity);
  return mapped.primitive && !boxed ? mapped.primitive : mapped.boxed;
}

/** A field initializer for a literal default, spelt as the field's Java type needs it. */
function initializer(type: string, value: SqlDefault | null): string | null {
  if (!value) return null;
  if (type === 'Boolean' || type === 'boolean') {
    if (value.kind === 'boolean') return String(value.value);
    return value.kind === 'number' && /^[01]$/.test(value.value) ? String(value.value === '1') : null;
  }
  if (type === 'String') return value.kind === 'string' ? quoted(value.value) : null;
  if (value.kind !== 'number' || !isPlainNumber(value.value)) return null;
  const text = value.value;
  const whole = !text.includes('.');
  switch (type) {
    case 'Integer':
    case 'int':
    case 'Short':
    case 'short':
      return whole ? text : null;
    case 'Long':
    case 'long':
      return whole ? `${text}L` : null;
    case 'Float':
    case 'float':
      return `${text}f`;
    case 'Double':
    case 'double':
      return `${text}d`;
    case 'BigDecimal':
      return `new BigDecimal(${quoted(text)})`;
    case 'BigInteger':
      return whole ? `new BigInteger(${quoted(text)})` : null;
    default:
      return null;
  }
}

function columnAnnotation({ column }: ColumnPlan): string {
  const parts = [`name = ${quoted(column.name)}`];
  if (!column.nullable) parts.push('nullable = false');
  if (typeof column.length === 'number' && (column.sqlType === 'DECIMAL' || column.sqlType === 'NUMERIC')) {
    parts.push(`precision = ${column.length}`);
    if (column.scale !== null) parts.push(`scale = ${column.scale}`);
  } else if (
    typeof column.length === 'number' &&
    !column.array &&
    column.sqlType !== 'TINYINT' &&
    column.sqlType !== 'BIT' &&
    !column.sqlType.includes('INT')
  ) {
    parts.push(`length = ${column.length}`);
  }
  if (column.unique && !column.primaryKey) parts.push('unique = true');
  return `@Column(${parts.join(', ')})`;
}

const accessor = (prefix: string, name: string) => `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`;

function idClass(name: string, keyFields: JavaField[]): string[] {
  const fields = keyFields.map((field) => `    private ${field.type} ${field.name};`);
  const equal = keyFields.map((field) => `Objects.equals(${field.name}, other.${field.name})`).join(' && ');
  return [
    `/** The composite primary key. */`,
    `public static class ${name} implements Serializable {`,
    ...fields,
    '',
    `    public ${name}() {`,
    '    }',
    '',
    '    @Override',
    '    public boolean equals(Object o) {',
    '        if (this == o) return true;',
    `        if (!(o instanceof ${name})) return false;`,
    `        ${name} other = (${name}) o;`,
    `        return ${equal};`,
    '    }',
    '',
    '    @Override',
    '    public int hashCode() {',
    `        return Objects.hash(${keyFields.map((field) => field.name).join(', ')});`,
    '    }',
    '}',
  ];
}

function entity(plan: EntityPlan, options: ConversionOptions): { className: string; text: string } {
  const imports = new Set<string>();
  const annotate = options.addAnnotations;
  const nextName = uniqueNamer();
  const fields: JavaField[] = plan.columns.map((columnPlan) => ({
    plan: columnPlan,
    name: safe(nextName(camelCase(columnPlan.column.name, 'column'))),
    type: typeOf(columnPlan, options, imports),
  }));
  const composite = plan.table.primaryKey.length > 1;
  const keyClass = `${plan.className}Id`;
  const body: string[][] = [];
  const need = (...names: string[]) => names.forEach((name) => imports.add(name.includes('.') ? name : `jakarta.persistence.${name}`));

  for (const field of fields) {
    const { column } = field.plan;
    const lines: string[] = [];
    if (annotate) {
      if (column.primaryKey) {
        need('Id');
        lines.push('@Id');
      }
      if (column.identity) {
        need('GeneratedValue', 'GenerationType');
        lines.push('@GeneratedValue(strategy = GenerationType.IDENTITY)');
      }
      need('Column');
      lines.push(columnAnnotation(field.plan));
    }
    const init = initializer(field.type, column.defaultValue);
    lines.push(`private ${field.type} ${field.name}${init ? ` = ${init}` : ''};`);
    body.push(lines);
  }

  const navigations = plan.navigations.map((navigation) => ({ navigation, name: safe(nextName(camelCase(navigation.baseName, 'reference'))) }));
  for (const { navigation, name } of navigations) {
    const lines: string[] = [];
    if (annotate) {
      need('ManyToOne', 'FetchType', 'JoinColumn');
      // The foreign-key column is mapped as a field above; the navigation reads it without writing it twice.
      lines.push(
        '@ManyToOne(fetch = FetchType.LAZY)',
        `@JoinColumn(name = ${quoted(navigation.column.name)}, referencedColumnName = ${quoted(navigation.referencedColumn)}, insertable = false, updatable = false)`,
      );
    }
    lines.push(`private ${navigation.targetClass} ${name};`);
    body.push(lines);
  }

  if (options.generateConstructor) {
    body.push([`public ${plan.className}() {`, '}']);
    const params = constructorColumns(plan).map((columnPlan) => fields.find((field) => field.plan === columnPlan) as JavaField);
    if (params.length > 0) {
      body.push([
        `public ${plan.className}(${params.map((field) => `${field.type} ${field.name}`).join(', ')}) {`,
        ...params.map((field) => `    this.${field.name} = ${field.name};`),
        '}',
      ]);
    }
  }

  const properties = [
    ...fields.map(({ name, type }) => ({ name, type })),
    ...navigations.map(({ navigation, name }) => ({ name, type: navigation.targetClass })),
  ];
  for (const { name, type } of properties) {
    body.push([`public ${type} ${accessor(type === 'boolean' ? 'is' : 'get', name)}() {`, `    return ${name};`, '}']);
    body.push([`public void ${accessor('set', name)}(${type} ${name}) {`, `    this.${name} = ${name};`, '}']);
  }

  if (composite && annotate) {
    need('IdClass', 'java.io.Serializable', 'java.util.Objects');
    body.push(
      idClass(
        keyClass,
        fields.filter((field) => field.plan.column.primaryKey),
      ),
    );
  }

  const header: string[] = [];
  if (annotate) {
    need('Entity', 'Table');
    header.push(
      '@Entity',
      plan.table.schema ? `@Table(name = ${quoted(plan.table.name)}, schema = ${quoted(plan.table.schema)})` : `@Table(name = ${quoted(plan.table.name)})`,
    );
    if (composite) header.push(`@IdClass(${plan.className}.${keyClass}.class)`);
  }
  const importLines = [...imports].sort().map((name) => `import ${name};`);
  const text = [
    ...(importLines.length > 0 ? [importLines.join('\n'), ''] : []),
    ...header,
    `public class ${plan.className} {`,
    '',
    body.map((lines) => lines.map((line) => (line ? `    ${line}` : '')).join('\n')).join('\n\n'),
    '}',
  ].join('\n');
  return { className: plan.className, text };
}

/** The comment line that starts each class's file when the input has several tables. */
export const javaFileMarker = (className: string) => `// ${className}.java`;

/** JPA entities (jakarta.persistence) with getters and setters; one public class per file, each headed by its file name. */
export function generateJava(plans: readonly EntityPlan[], options: ConversionOptions): string {
  const files = plans.map((plan) => entity(plan, options));
  if (files.length === 1) return `${files[0]?.text}\n`;
  return files.map((file) => `${javaFileMarker(file.className)}\n${file.text}`).join('\n\n') + '\n';
}
