// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConversionOptions, defaultConversionOptions, type TargetLanguage } from '@contract/sql-to-class';
import { camelCase, pascalCase, snakeCase, uniqueNamer } from './naming.logic';
import { convertSql } from './sql-to-class.logic';

const SHOP = `CREATE TABLE customers (
  id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(190) NOT NULL UNIQUE,
  nickname VARCHAR(40),
  \`class\` VARCHAR(10),
  age INT,
  credit DECIMAL(10,2) NOT NULL DEFAULT 0.00,
  status ENUM('on','off') DEFAULT 'on'
);
CREATE TABLE orders (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  customer_id INT NOT NULL,
  placed_at DATETIME DEFAULT CURRENT_TIMESTAMP,
  FOREIGN KEY (customer_id) REFERENCES customers(id)
);`;

async function generate(language: TargetLanguage, toggles: Partial<ConversionOptions> = {}, sql = SHOP): Promise<string> {
  const outcome = await convertSql({ sql, dialect: 'auto', options: { ...defaultConversionOptions, language, ...toggles } });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.code;
}

describe('C#', () => {
  it('writes data annotations, nullable value types, defaults, navigations and constructors', async () => {
    const code = await generate('csharp');
    expect(code).toContain(
      '[Table("customers")]\npublic class Customers\n{\n    [Key]\n    [DatabaseGenerated(DatabaseGeneratedOption.Identity)]\n    [Column("id")]\n    public int Id { get; set; }',
    );
    expect(code).toContain('    [Required]\n    [MaxLength(190)]\n    [Column("email")]\n    public string Email { get; set; }');
    expect(code).toContain('public int? Age { get; set; }');
    expect(code).toContain('[Column("credit", TypeName = "decimal(10,2)")]\n    public decimal Credit { get; set; } = 0.00m;');
    expect(code).toContain('public string Class { get; set; }');
    expect(code).toContain('[ForeignKey(nameof(CustomerId))]\n    public virtual Customers Customer { get; set; }');
    expect(code).toContain('public Customers(string email, string nickname, string @class, int? age, decimal credit, string status)');
  });

  it.each([
    ['Use Nullable Types off', { useNullableTypes: false }, 'public int Age { get; set; }', 'int?'],
    ['Add Data Annotations off', { addAnnotations: false }, 'public class Customers\n{\n    public int Id', '[Key]'],
    ['Generate Constructor off', { generateConstructor: false }, 'public virtual Customers Customer', 'public Customers('],
  ])('%s', async (_, toggles, present, absent) => {
    const code = await generate('csharp', toggles);
    expect(code).toContain(present);
    expect(code).not.toContain(absent);
  });

  it('renames a property that would share its class name', async () => {
    expect(await generate('csharp', {}, 'CREATE TABLE note (id INT PRIMARY KEY, note TEXT)')).toContain('public string Note2 { get; set; }');
  });
});

describe('Java (JPA)', () => {
  it('writes jakarta.persistence annotations, getters, setters and both constructors', async () => {
    const code = await generate('java');
    expect(code).toContain('// Customers.java\nimport jakarta.persistence.Column;');
    expect(code).toContain('@Id\n    @GeneratedValue(strategy = GenerationType.IDENTITY)\n    @Column(name = "id", nullable = false)\n    private Integer id;');
    expect(code).toContain('@Column(name = "email", nullable = false, length = 190, unique = true)\n    private String email;');
    expect(code).toContain('@Column(name = "credit", nullable = false, precision = 10, scale = 2)\n    private BigDecimal credit = new BigDecimal("0.00");');
    expect(code).toContain('private String class_;');
    expect(code).toContain(
      '@ManyToOne(fetch = FetchType.LAZY)\n    @JoinColumn(name = "customer_id", referencedColumnName = "id", insertable = false, updatable = false)\n    private Customers customer;',
    );
    expect(code).toContain('public Customers() {\n    }');
    expect(code).toContain('public Integer getAge() {\n        return age;\n    }');
  });

  it('uses primitives without nullable types, and a plain class without annotations', async () => {
    const code = await generate('java', { useNullableTypes: false, addAnnotations: false });
    expect(code).toContain('private int age;');
    expect(code).not.toContain('@');
  });

  it('maps a composite key with @IdClass', async () => {
    const code = await generate('java', {}, 'CREATE TABLE link (a INT NOT NULL, b INT NOT NULL, PRIMARY KEY (a, b))');
    expect(code).toContain('@IdClass(Link.LinkId.class)\npublic class Link {');
    expect(code).toContain('public static class LinkId implements Serializable {');
  });
});

describe('Python (SQLAlchemy)', () => {
  it('writes DeclarativeBase models with Mapped, mapped_column, Optional and relationships', async () => {
    const code = await generate('python');
    expect(code).toContain('class Base(DeclarativeBase):\n    pass');
    expect(code).toContain('    id: Mapped[int] = mapped_column(Integer, primary_key=True)');
    expect(code).toContain('    nickname: Mapped[Optional[str]] = mapped_column(String(40))');
    expect(code).toContain('    class_: Mapped[Optional[str]] = mapped_column("class", String(10))');
    expect(code).toContain('    status: Mapped[Optional[str]] = mapped_column(Enum("on", "off", name="status"), server_default="on")');
    expect(code).toContain('    customer_id: Mapped[int] = mapped_column(Integer, ForeignKey("customers.id"))');
    expect(code).toContain('    customer: Mapped["Customers"] = relationship(foreign_keys=[customer_id])');
    expect(code).toContain('    def __init__(self, *, email: str, nickname: Optional[str] = None,');
  });

  it('keeps NULL allowed with nullable=True when nullable types are off, and drops column details without annotations', async () => {
    const code = await generate('python', { useNullableTypes: false, addAnnotations: false, generateConstructor: false });
    expect(code).toContain('    nickname: Mapped[str] = mapped_column(nullable=True)');
    expect(code).toContain('    email: Mapped[str]\n');
    expect(code).not.toContain('def __init__');
  });
});

describe('TypeScript (TypeORM)', () => {
  it('writes entities with generated and plain primary columns, column options and relations', async () => {
    const code = await generate('typescript');
    expect(code).toContain('import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";');
    expect(code).toContain('@PrimaryGeneratedColumn({ name: "id", type: "int" })\n  id!: number;');
    expect(code).toContain('@Column({ name: "email", type: "varchar", length: 190, unique: true })\n  email!: string;');
    expect(code).toContain('@Column({ name: "status", type: "enum", enum: ["on", "off"], nullable: true, default: "on" })\n  status!: "on" | "off" | null;');
    expect(code).toContain('@Column({ name: "placed_at", type: "timestamp", nullable: true, default: () => "CURRENT_TIMESTAMP" })');
    expect(code).toContain('constructor(init?: Partial<Customers>) {');
    expect(await generate('typescript', {}, 'CREATE TABLE t (code CHAR(3) PRIMARY KEY)')).toContain(
      '@PrimaryColumn({ name: "code", type: "varchar", length: 3 })',
    );
  });

  it('writes plain classes without annotations', async () => {
    const code = await generate('typescript', { addAnnotations: false, useNullableTypes: false });
    expect(code).not.toContain('import');
    expect(code).toContain('  age!: number;');
  });
});

describe('PHP (Doctrine)', () => {
  it('writes attribute mappings, typed nullable properties and accessors', async () => {
    const code = await generate('php');
    expect(code).toMatch(/^<\?php\n\ndeclare\(strict_types=1\);\n\nnamespace App\\Entity;/);
    expect(code).toContain(
      "    #[ORM\\Id]\n    #[ORM\\GeneratedValue(strategy: 'IDENTITY')]\n    #[ORM\\Column(name: 'id', type: Types::INTEGER)]\n    private ?int $id = null;",
    );
    expect(code).toContain(
      "    #[ORM\\Column(name: 'credit', type: Types::DECIMAL, precision: 10, scale: 2, options: ['default' => 0.00])]\n    private string $credit = '0.00';",
    );
    expect(code).toContain(
      "#[ORM\\ManyToOne(targetEntity: Customers::class)]\n    #[ORM\\JoinColumn(name: 'customer_id', referencedColumnName: 'id', nullable: false)]\n    private ?Customers $customer = null;",
    );
    expect(code).toContain(
      'public function __construct(string $email, string $credit, ?string $nickname = null, ?string $class = null, ?int $age = null, ?string $status = null)',
    );
  });
});

describe('naming', () => {
  it.each([
    ['order_items', 'OrderItems', 'orderItems', 'order_items'],
    ['UserID', 'UserID', 'userID', 'user_id'],
    ['URL', 'URL', 'url', 'url'],
    ['Display Name', 'DisplayName', 'displayName', 'display_name'],
    ['1st_try', '_1stTry', '_1stTry', '_1st_try'],
    ['e-mail', 'EMail', 'eMail', 'e_mail'],
  ])('%s -> %s / %s / %s', (name, pascal, camel, snake) => {
    expect([pascalCase(name), camelCase(name), snakeCase(name)]).toEqual([pascal, camel, snake]);
  });

  it('always gives identifiers', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        for (const result of [pascalCase(name), camelCase(name), snakeCase(name)]) expect(result).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      }),
    );
  });

  it('numbers repeats, whatever their case', () => {
    const next = uniqueNamer(['Users']);
    expect(['Users', 'Id', 'ID', 'id'].map(next)).toEqual(['Users2', 'Id', 'ID2', 'id3']);
  });
});

describe('PostgreSQL arrays', () => {
  const ARRAYS = 'CREATE TABLE posts (id SERIAL PRIMARY KEY, tags TEXT[] NOT NULL, scores integer[], labels character varying(20)[]);';

  it.each([
    [
      'csharp',
      [
        '[Required]\n    [Column("tags")]\n    public string[] Tags { get; set; }',
        'public int[] Scores { get; set; }',
        '[Column("labels")]\n    public string[] Labels { get; set; }',
      ],
    ],
    [
      'java',
      [
        '@Column(name = "tags", nullable = false)\n    private String[] tags;',
        'private Integer[] scores;',
        '@Column(name = "labels")\n    private String[] labels;',
      ],
    ],
    [
      'python',
      [
        'tags: Mapped[list[str]] = mapped_column(ARRAY(Text))',
        'scores: Mapped[Optional[list[int]]] = mapped_column(ARRAY(Integer))',
        'labels: Mapped[Optional[list[str]]] = mapped_column(ARRAY(String(20)))',
      ],
    ],
    [
      'typescript',
      [
        '@Column({ name: "tags", type: "text", array: true })\n  tags!: string[];',
        'scores!: number[] | null;',
        '@Column({ name: "labels", type: "varchar", array: true, length: 20, nullable: true })',
      ],
    ],
  ] as const)('%s types an array column as a list of its element type', async (language, fragments) => {
    const code = await generate(language, {}, ARRAYS);
    for (const fragment of fragments) expect(code).toContain(fragment);
  });
});
