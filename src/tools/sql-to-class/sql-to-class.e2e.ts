import { expect as baseExpect, test as baseTest, type Page } from '../../../e2e/test';
import { E2E_AI_TIMEOUT_MS, expect, test } from '../../../e2e/ai-fixture';
import { requestText } from '../../../test-support/fake-gemini';
import { watchAiCalls, watchRequests } from '../../../e2e/network';
import { editorTextOf } from '../../../e2e/editor';

const SAMPLE_START = 'CREATE TABLE Users (';
/** A table as mysqldump writes it: a named foreign key with ON DELETE, ON UPDATE CURRENT_TIMESTAMP, an index, table options. */
const MYSQLDUMP_ORDERS = `CREATE TABLE \`orders\` (
  \`id\` int unsigned NOT NULL AUTO_INCREMENT,
  \`customer_id\` int unsigned NOT NULL,
  \`status\` enum('pending','shipped','delivered','cancelled') COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT 'pending',
  \`created_at\` timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
  \`updated_at\` timestamp NULL DEFAULT NULL ON UPDATE CURRENT_TIMESTAMP,
  PRIMARY KEY (\`id\`,\`customer_id\`),
  KEY \`idx_customer\` (\`customer_id\`),
  CONSTRAINT \`fk_orders_customer\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\` (\`id\`) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
`;
const sqlInput = (page: Page) => page.getByRole('textbox', { name: 'SQL Input' });
const convertButton = (page: Page) => page.getByRole('button', { name: 'Convert', exact: true });
const className = (page: Page) => page.getByRole('textbox', { name: 'Class Name' });
/** The whole output, through the clipboard (the editor draws only the lines in view). */
async function copiedOutput(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}
const outputLines = (page: Page) => editorTextOf(page, 'Output');

async function open(page: Page) {
  await page.goto('/#/sql-to-class');
  await expect(sqlInput(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Engine' })).toBeVisible();
}

test.describe('SQL to Class with AI', () => {
  test('sends the SQL and the options to the strong model and shows the code without its fence', async ({ page, aiApp, baseURL }) => {
    await open(page);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    await expect(convertButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await expect(page.getByText('// Generated code will appear here...')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('csharp');
    for (const name of ['Generate Constructor', 'Add Data Annotations', 'Use Nullable Types']) await expect(page.getByRole('switch', { name })).toBeChecked();

    await page.getByRole('button', { name: 'Sample' }).click();
    await expect(className(page)).toHaveValue('Users');
    aiApp.fake.replyWith(() => '```java\n@Entity\npublic class Account {\n}\n```');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Java (JPA)' });
    await className(page).fill('Account');
    await page.getByRole('switch', { name: 'Generate Constructor' }).uncheck();
    await page.getByRole('switch', { name: 'Use Nullable Types' }).uncheck();
    const calls = watchAiCalls(page);
    await convertButton(page).click();
    await expect.poll(() => outputLines(page)).toBe('@Entity\npublic class Account {\n}\n');

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${baseURL}/api/ai/sql-to-class`);
    expect(calls[0]?.body).toMatchObject({
      dialect: 'auto',
      options: { language: 'java', className: 'Account', generateConstructor: false, addAnnotations: true, useNullableTypes: false },
    });
    expect((calls[0]?.body as { sql: string }).sql).toContain(SAMPLE_START);
    const upstream = aiApp.fake.requests.at(-1);
    expect(upstream?.model).toBe('gemini-2.5-pro');
    const system = upstream?.body.systemInstruction?.parts?.map((part) => part.text).join('') ?? '';
    expect(system).toContain('Java (JPA)');
    expect(system).toContain('Name the class for the first table with the name in the CLASS NAME block');
    expect(requestText({ contents: upstream?.body.contents })).toMatch(/\nBEGIN CLASS NAME (\w+)\nAccount\nEND CLASS NAME \1\n/);
    expect(system).toContain('Do not generate constructors.');
    expect(system).toContain('Do not use nullable types.');
    expect(requestText({ contents: upstream?.body.contents })).toContain('UserID int PRIMARY KEY');

    expect(await copiedOutput(page)).toBe('@Entity\npublic class Account {\n}\n');
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
  });

  test('an answer starting with "// Error" is shown as the error and the output stays empty', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => '// Error: the input is not a CREATE TABLE statement.');
    await sqlInput(page).fill('SELECT 1');
    await convertButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('// Error: the input is not a CREATE TABLE statement.');
    await expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  test('shows "Converting..." and a loading skeleton while busy, then the spec\'s error line on a timeout', async ({ page }) => {
    await open(page);
    await sqlInput(page).fill('CREATE TABLE t (id int) -- [fake:slow]');
    await convertButton(page).click();
    await expect(page.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Generating code…' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText(
      `An error occurred: Error communicating with the API. The AI provider did not answer within ${E2E_AI_TIMEOUT_MS / 1000} s.`,
    );
    await expect(convertButton(page)).toBeEnabled();
  });

  test('a provider failure shows "An error occurred: ..."', async ({ page }) => {
    await open(page);
    await sqlInput(page).fill('CREATE TABLE t (id int) -- [fake:500]');
    await convertButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred: Error communicating with the API. The AI provider failed (HTTP 500).');
  });

  test('the Local engine needs no network even with AI on', async ({ page, baseURL }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Local' }).check();
    const network = watchRequests(page, baseURL);
    await page.getByRole('button', { name: 'Sample' }).click();
    await convertButton(page).click();
    await expect.poll(() => outputLines(page)).toContain('public class Users');
    expect(network.foreign()).toEqual([]);
  });
});

baseTest.describe('SQL to Class without AI configured', () => {
  baseTest('defaults to Local and converts the sample into all five languages with no network', async ({ page, baseURL }) => {
    await open(page);
    await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await baseExpect(page.getByRole('radio', { name: 'AI' })).toBeDisabled();
    const network = watchRequests(page, baseURL);
    await page.getByRole('button', { name: 'Sample' }).click();
    await baseExpect(className(page)).toHaveValue('Users');
    await convertButton(page).click();
    const csharp = await copiedOutput(page);
    baseExpect(csharp).toContain('[Table("Users")]\npublic class Users\n{\n    [Key]\n    [Column("UserID")]\n    public int UserID { get; set; }');
    baseExpect(csharp).toContain('public bool? IsActive { get; set; } = true;');
    baseExpect(csharp).toContain('public Users(int userID, string username');
    await baseExpect(page.getByRole('status').filter({ hasText: 'class from' })).toHaveText('1 class from MySQL / MariaDB SQL');

    const expected: [string, string][] = [
      ['Java (JPA)', '@Entity\n@Table(name = "Users")\npublic class Users {'],
      ['Python (SQLAlchemy)', 'class Users(Base):\n    __tablename__ = "Users"'],
      ['TypeScript (TypeORM)', '@Entity({ name: "Users" })\nexport class Users {'],
      ['PHP (Doctrine)', "#[ORM\\Entity]\n#[ORM\\Table(name: 'Users')]\nclass Users"],
    ];
    for (const [label, text] of expected) {
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label });
      await convertButton(page).click();
      await baseExpect.poll(() => outputLines(page)).toContain(text.split('\n').at(-1) as string);
      baseExpect(await copiedOutput(page)).toContain(text);
    }
    baseExpect(network.foreign()).toEqual([]);
  });

  baseTest('converts a table pasted from mysqldump with the Local engine, naming the dialect', async ({ page }) => {
    await open(page);
    await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await page.evaluate((text) => navigator.clipboard.writeText(text), MYSQLDUMP_ORDERS);
    await sqlInput(page).click();
    await page.keyboard.press('ControlOrMeta+V');
    await baseExpect(className(page)).toHaveValue('Orders');
    await convertButton(page).click();
    await baseExpect(page.getByRole('status').filter({ hasText: 'class from' })).toHaveText('1 class from MySQL / MariaDB SQL');
    const code = await copiedOutput(page);
    baseExpect(code).toContain('[Table("orders")]\npublic class Orders\n{');
    baseExpect(code).toContain(
      '[Key]\n    [DatabaseGenerated(DatabaseGeneratedOption.Identity)]\n    [Column("id", Order = 0)]\n    public uint Id { get; set; }',
    );
    baseExpect(code).toContain('public string Status { get; set; } = "pending";');
    baseExpect(code).toContain('public DateTime? UpdatedAt { get; set; }');
    await baseExpect(page.getByRole('alert')).toHaveCount(0);
    await baseExpect(convertButton(page)).toBeEnabled();
    await baseExpect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
    await baseExpect(sqlInput(page)).toBeEditable();
  });

  baseTest('derives the class name from the table name, keeps a typed one until the SQL changes', async ({ page }) => {
    await open(page);
    await sqlInput(page).fill('CREATE TABLE IF NOT EXISTS [dbo].[order_items] (id INT)');
    await baseExpect(className(page)).toHaveValue('OrderItems');
    await className(page).fill('LineItem');
    await convertButton(page).click();
    baseExpect(await copiedOutput(page)).toContain('public class LineItem');
    await sqlInput(page).fill('CREATE TABLE "sales"."customer_accounts" (id INT)');
    await baseExpect(className(page)).toHaveValue('CustomerAccounts');
  });

  baseTest('an opened .sql file names the class, and the code downloads under its name in the chosen language', async ({ page }) => {
    await open(page);
    await page
      .locator('input[type=file][aria-label="Open file"]')
      .setInputFiles({ name: 'schema.sql', mimeType: 'application/sql', buffer: Buffer.from('CREATE TABLE order_items (id INT PRIMARY KEY);') });
    await baseExpect(className(page)).toHaveValue('OrderItems');
    await convertButton(page).click();
    const [csharp] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    baseExpect(csharp.suggestedFilename()).toBe('OrderItems.cs');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Python (SQLAlchemy)' });
    await convertButton(page).click();
    await baseExpect.poll(() => outputLines(page)).toContain('class OrderItems(Base):');
    const [python] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    baseExpect(python.suggestedFilename()).toBe('OrderItems.py');
  });

  baseTest('input the parser cannot read says where, with the line and column', async ({ page }) => {
    await open(page);
    await sqlInput(page).fill('CREATE TABEL y (\n  id INT\n);');
    await convertButton(page).click();
    await baseExpect(page.getByRole('alert')).toContainText('Could not parse the SQL (MySQL / MariaDB): Line 1, column 8: unexpected "TABEL".');
    await baseExpect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  baseTest('several tables become several classes with navigation properties, by keyboard', async ({ page }) => {
    await open(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'TypeScript (TypeORM)' });
    await sqlInput(page).fill(
      'CREATE TABLE authors (id SERIAL PRIMARY KEY, name TEXT NOT NULL);\nCREATE TABLE books (id SERIAL PRIMARY KEY, author_id INT NOT NULL REFERENCES authors(id), title VARCHAR(200));',
    );
    await sqlInput(page).press('Control+Enter');
    const code = await copiedOutput(page);
    baseExpect(code).toContain('export class Authors {');
    baseExpect(code).toContain('export class Books {');
    baseExpect(code).toContain('@ManyToOne(() => Authors)\n  @JoinColumn({ name: "author_id", referencedColumnName: "id" })\n  author?: Authors;');
    await baseExpect(page.getByRole('status').filter({ hasText: 'classes from' })).toHaveText('2 classes from PostgreSQL SQL');
  });

  baseTest('the SQL Dialect choice picks the parser, and SQL Server foreign keys become navigations', async ({ page }) => {
    await open(page);
    await baseExpect(page.getByRole('combobox', { name: 'SQL Dialect' })).toHaveValue('auto');
    await page.getByRole('combobox', { name: 'SQL Dialect' }).selectOption({ label: 'SQL Server' });
    await sqlInput(page).fill(
      'CREATE TABLE [dbo].[Customer] ([Id] INT IDENTITY(1,1) PRIMARY KEY, [Name] NVARCHAR(MAX) NOT NULL);\nCREATE TABLE [dbo].[Invoice] ([Id] INT IDENTITY(1,1) PRIMARY KEY, [CustomerId] INT NOT NULL, CONSTRAINT [FK] FOREIGN KEY ([CustomerId]) REFERENCES [dbo].[Customer] ([Id]));',
    );
    await convertButton(page).click();
    await baseExpect(page.getByRole('status').filter({ hasText: 'classes from' })).toHaveText('2 classes from SQL Server SQL');
    const code = await copiedOutput(page);
    baseExpect(code).toContain('[Table("Customer", Schema = "dbo")]');
    baseExpect(code).toContain('[ForeignKey(nameof(CustomerId))]\n    public virtual Customer Customer { get; set; }');
  });
});
