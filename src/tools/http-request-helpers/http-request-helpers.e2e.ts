import { watchRequests } from '../../../e2e/network';
import { expect, test } from '../../../e2e/test';

// Chromium 131's "Copy as cURL (bash)" of a GitHub GraphQL call (token made up): multi-line, -b, $'...' quoting.
const CHROME_COPY = String.raw`curl 'https://api.github.com/graphql' \
  -H 'accept: application/json' \
  -H 'authorization: bearer gho_16C7e42F292c6912E7710c838347Ae178B4a' \
  -H 'content-type: application/json' \
  -b '_octo=GH1.1.1736389093.1764331200; logged_in=yes' \
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' \
  --data-raw $'{"query":"query { viewer { login } }","note":"it\'s me"}'`;

test("converts a browser's Copy as cURL with the bash grammar's WebAssembly from our origin, loaded on first use", async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  const wasm: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/curl-converter');
  await expect(page.getByRole('textbox', { name: 'curl command' })).toBeVisible();
  expect(wasm).toEqual([]);

  await page.getByRole('textbox', { name: 'curl command' }).click();
  await page.keyboard.insertText(CHROME_COPY);
  const code = page.getByRole('textbox', { name: 'Code' });
  await expect(code).toContainText("fetch('https://api.github.com/graphql', {");
  await expect(code).toContainText("'authorization': 'bearer gho_16C7e42F292c6912E7710c838347Ae178B4a'");
  await expect(code).toContainText(/'note': ("it's me"|'it\\'s me')/);
  expect(wasm.sort()).toEqual([
    expect.stringMatching(/^\/assets\/tree-sitter-[\w-]+\.wasm$/),
    expect.stringMatching(/^\/assets\/tree-sitter-bash-[\w-]+\.wasm$/),
  ]);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('go');
  await expect(code).toContainText('req.Header.Set("authorization", "bearer gho_16C7e42F292c6912E7710c838347Ae178B4a")');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('main.go');
  expect(requests.foreign()).toEqual([]);
});

test('builds a request in the form, copies its curl command and converts it to Python', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/#/curl-converter');
  await page.getByRole('radio', { name: 'Form → curl' }).check();
  await page.getByRole('combobox', { name: 'Method' }).selectOption('PUT');
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('https://api.example.com/items/7');
  await page.getByRole('textbox', { name: 'Header 1 value' }).fill("it's json");
  await page.getByRole('textbox', { name: 'Body' }).fill('{"done":true}');
  const command = ["curl 'https://api.example.com/items/7' \\", '  -X PUT \\', "  -H 'Accept: it'\\''s json' \\", `  --data-raw '{"done":true}'`].join('\n');
  await page.getByRole('button', { name: 'Copy curl command' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(command);
  await page.getByRole('button', { name: 'Convert to code' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('python');
  await expect(page.getByRole('textbox', { name: 'Code' })).toContainText(
    "response = requests.put('https://api.example.com/items/7', headers=headers, data=data)",
  );
});

test('opens Basic auth from the IT-Tools address and tabulates Set-Cookie headers, with no network request', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/basic-auth-generator');
  await page.getByRole('textbox', { name: 'User-id' }).fill('Aladdin');
  await page.getByLabel('Password', { exact: true }).fill('open sesame');
  await expect(page.getByTestId('basic-auth-header')).toHaveText('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  await page.getByRole('radio', { name: 'Cookies' }).check();
  await page.getByRole('button', { name: 'Sample' }).click();
  await expect(page.getByTestId('set-cookie-row')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'What a browser would do' })).toContainText(
    'tracker: SameSite=None without Secure: browsers reject this cookie.',
  );
  expect(requests.foreign()).toEqual([]);
});

test("says so when the parser's WebAssembly cannot load, instead of loading for ever", async ({ page }) => {
  await page.route('**/*.wasm', (route) => route.abort());
  await page.goto('/#/curl-converter');
  await page.getByRole('button', { name: 'Sample' }).click();
  await expect(page.getByRole('alert')).toContainText(/^Could not convert the command: could not load the bash parser \(/);
  await expect(page.getByText('Loading the converter…')).toHaveCount(0);
});
