import { expect as baseExpect, test as baseTest, type Page } from '../../../e2e/test';
import { expect, test } from '../../../e2e/ai-fixture';
import { watchRequests } from '../../../e2e/network';
import { requestText } from '../../../test-support/fake-gemini';

const jsonInput = (page: Page) => page.getByRole('textbox', { name: 'JSON Input' });
const convertButton = (page: Page) => page.getByRole('button', { name: 'Convert to C#' });
const className = (page: Page) => page.getByRole('textbox', { name: 'Class Name' });

async function copied(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

async function open(page: Page) {
  await page.goto('/#/json-to-csharp');
  await expect(jsonInput(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Engine' })).toBeVisible();
}

test.describe('JSON to C# with AI', () => {
  test('sends the JSON and options to the strong model, and shows the code without its fence', async ({ page, aiApp }) => {
    await open(page);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    await expect(className(page)).toHaveValue('RootObject');
    aiApp.fake.replyWith(() => '```csharp\npublic class Person { }\n```');
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ai/json-to-csharp')) bodies.push(request.postDataJSON());
    });
    await jsonInput(page).fill('{"name":"Ada"}');
    await className(page).fill('Person');
    await page.getByRole('combobox', { name: 'Attributes' }).selectOption({ label: 'Newtonsoft.Json' });
    await page.getByRole('radio', { name: 'Records (C# 9)' }).check();
    await convertButton(page).click();
    expect(await copied(page)).toBe('public class Person { }\n');
    expect(bodies).toEqual([
      { json: '{"name":"Ada"}', options: { className: 'Person', namespace: 'App.Models', framework: 'newtonsoft', typeKind: 'record', nullable: 'as-seen' } },
    ]);
    const upstream = aiApp.fake.requests.at(-1);
    expect(upstream?.model).toBe('gemini-2.5-pro');
    const system = upstream?.body.systemInstruction?.parts?.map((part) => part.text).join('') ?? '';
    // The class name is the visitor's: it travels as data in the user message, never in the instructions.
    expect(system).toContain('Name the root class with the name in the CLASS NAME block');
    expect(system).not.toContain('Person');
    expect(requestText({ contents: upstream?.body.contents })).toMatch(/\nBEGIN CLASS NAME (\w+)\nPerson\nEND CLASS NAME \1\n/);
    expect(system).toContain('Newtonsoft.Json');
    expect(system).toContain('records');
  });

  test('shows "Converting..." and a skeleton while busy; a "// Error" answer is the error line', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => '// Error: this is not JSON.');
    await convertButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('// Error: this is not JSON.');
    await jsonInput(page).fill('{"x":"[fake:slow]"}');
    await convertButton(page).click();
    await expect(page.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Generating code…' })).toBeAttached();
    await expect(page.getByRole('alert')).toContainText('An error occurred: Error communicating with the API. The AI provider did not answer within');
  });

  test('a provider failure shows "An error occurred: ..."', async ({ page }) => {
    await open(page);
    await jsonInput(page).fill('{"x":"[fake:500]"}');
    await convertButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred: Error communicating with the API. The AI provider failed (HTTP 500).');
  });
});

baseTest.describe('JSON to C# without AI configured', () => {
  baseTest('converts locally with quicktype, with no network; validates the input', async ({ page, baseURL }) => {
    await open(page);
    await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    const network = watchRequests(page, baseURL);
    await baseExpect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await convertButton(page).click();
    const code = await copied(page);
    baseExpect(code).toContain('namespace App.Models');
    baseExpect(code).toContain('public partial class RootObject');
    baseExpect(code).toContain('public partial class Address');
    baseExpect(code).toContain('public partial class Order');
    baseExpect(code).toContain('[JsonPropertyName("createdAt")]');

    await jsonInput(page).fill('{"a": ');
    await convertButton(page).click();
    await baseExpect(page.getByRole('alert')).toHaveText('Invalid JSON input. Please check the format.');

    await jsonInput(page).fill('{"a": 1}');
    await className(page).fill(' ');
    await baseExpect(convertButton(page)).toBeDisabled();
    await className(page).fill('Thing');
    await jsonInput(page).fill('');
    await baseExpect(convertButton(page)).toBeDisabled();
    baseExpect(network.foreign()).toEqual([]);
  });

  baseTest('the classes download under the class name', async ({ page }) => {
    await open(page);
    await className(page).fill('Customer');
    await convertButton(page).click();
    await baseExpect(page.getByRole('button', { name: 'Copy' })).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    baseExpect(download.suggestedFilename()).toBe('Customer.cs');
  });
});
