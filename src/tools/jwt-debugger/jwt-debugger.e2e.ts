import { expect, test, type Page } from '../../../e2e/test';
import { base64url, exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { watchRequests } from '../../../e2e/network';

const SAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.xTauSR2dlM1bJuIiwlRHy0Sj-66g5_7qL2RKWT2u5J4';
const SAMPLE_SECRET = 'a-string-secret-at-least-256-bits-long';
const INVALID_FORMAT = 'Invalid JWT format. A token must have three parts separated by dots.';
const CANNOT_DECODE = 'Cannot decode token. Header or Payload are not valid JSON.';

const tokenBox = (page: Page) => page.getByRole('textbox', { name: 'Encoded JWT' });
const secretBox = (page: Page) => page.getByRole('textbox', { name: 'Secret or public key' });
const panelText = (page: Page, name: 'Header' | 'Payload') => page.getByRole('region', { name, exact: true }).locator('pre');
const verifyPanel = (page: Page) => page.getByRole('region', { name: 'Verify Signature' });
const statusLabel = (page: Page) => verifyPanel(page).getByTestId('signature-status');
const signatureText = (page: Page) => verifyPanel(page).getByTestId('jwt-signature');
const encoder = (page: Page) => page.getByRole('region', { name: 'Encoder' });

/** The hue (0-360) of an element's text colour as the screen paints it, to tell green from red. */
async function textHue(locator: ReturnType<Page['locator']>): Promise<number> {
  return locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('No canvas');
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3), (channel) => channel / 255) as [number, number, number];
    const max = Math.max(r, g, b);
    const delta = max - Math.min(r, g, b);
    if (delta === 0) return 0;
    const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
    return (hue * 60 + 360) % 360;
  });
}
const isGreen = (hue: number) => hue > 90 && hue < 170;
const isRed = (hue: number) => hue < 20 || hue > 340;

const segment = (value: unknown) => base64url.encode(typeof value === 'string' ? value : JSON.stringify(value));
const seconds = () => Math.floor(Date.now() / 1000);

/** Puts text in a box as a paste would: the whole text replaces what was there. */
async function paste(box: ReturnType<typeof tokenBox>, text: string) {
  await box.click();
  await box.fill(text);
}

async function open(page: Page) {
  await page.goto('/#/jwt-debugger');
  // Generous: the tool's chunk loads lazily, and the test machine may be busy.
  await expect(tokenBox(page)).toBeVisible({ timeout: 30_000 });
}

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-US' });

// Tokens and keys are secrets: whatever a test does, nothing may leave the page, and nothing is
// written to the console (where a token or key could be logged), no error and no policy violation.
let requests: ReturnType<typeof watchRequests>;
let consoleMessages: string[];
test.beforeEach(({ page, baseURL }) => {
  requests = watchRequests(page, baseURL);
  consoleMessages = [];
  page.on('console', (message) => {
    // The test browser blocks the app's service worker (tested on its own in e2e/pwa.e2e.ts) and says so.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    consoleMessages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleMessages.push(`pageerror: ${error.message}`));
});
test.afterEach(() => {
  expect(requests.foreign()).toEqual([]);
  expect(consoleMessages).toEqual([]);
});

test.describe('JWT Debugger', () => {
  test("opens on the sample token, decoded and verified, with the spec's texts", async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'JWT Debugger' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Encoded JWT' })).toBeVisible();
    await expect(tokenBox(page)).toHaveAttribute('placeholder', 'Paste your JWT here...');
    await expect(tokenBox(page)).toHaveValue(SAMPLE_TOKEN);
    await expect(secretBox(page)).toHaveAttribute('placeholder', 'Your secret or public key');
    await expect(secretBox(page)).toHaveValue(SAMPLE_SECRET);
    await expect(panelText(page, 'Header')).toHaveText('{\n  "alg": "HS256",\n  "typ": "JWT"\n}');
    await expect(panelText(page, 'Payload')).toHaveText('{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}');
    await expect(signatureText(page)).toHaveText('xTauSR2dlM1bJuIiwlRHy0Sj-66g5_7q...');
    await expect(statusLabel(page)).toHaveText('Signature Verified');
    expect(isGreen(await textHue(statusLabel(page)))).toBe(true);
    // The token's parts are coloured and named in a legend, so colour is not the only signal.
    const colors = page.getByTestId('token-colours');
    await expect(colors.locator('[data-part=header]')).toHaveText('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9');
    await expect(colors.locator('[data-part=payload]')).toHaveText(SAMPLE_TOKEN.split('.')[1] as string);
    await expect(colors.locator('[data-part=signature]')).toHaveText('xTauSR2dlM1bJuIiwlRHy0Sj-66g5_7qL2RKWT2u5J4');
    await expect(page.getByRole('list', { name: 'Token parts' })).toHaveText(/Header 36 characters\s*Payload 74 characters\s*Signature 43 characters/);
  });

  test('a wrong secret shows "Invalid Signature" in red; the label shows only with a secret', async ({ page }) => {
    await open(page);
    await paste(secretBox(page), 'not the secret');
    await expect(statusLabel(page)).toHaveText('Invalid Signature');
    expect(isRed(await textHue(statusLabel(page)))).toBe(true);
    await expect(verifyPanel(page).getByText('The signature does not match this key.')).toBeVisible();
    await secretBox(page).fill('');
    await expect(statusLabel(page)).toHaveCount(0);
    await expect(verifyPanel(page).getByText('Enter secret to verify')).toHaveCount(0);
    // Verification reruns on every change of the secret: typing it back verifies again.
    await secretBox(page).pressSequentially(SAMPLE_SECRET);
    await expect(statusLabel(page)).toHaveText('Signature Verified');
  });

  test('a tampered payload is decoded but fails verification', async ({ page }) => {
    await open(page);
    const [header, , signature] = SAMPLE_TOKEN.split('.');
    await paste(tokenBox(page), `${header}.${segment({ sub: '1234567890', name: 'John Doe', admin: true })}.${signature}`);
    await expect(panelText(page, 'Payload')).toContainText('"admin": true');
    await expect(statusLabel(page)).toHaveText('Invalid Signature');
  });

  test('a token without three parts: the format error in red, header, payload and signature cleared', async ({ page }) => {
    await open(page);
    await paste(tokenBox(page), 'abc.def');
    await expect(page.getByRole('alert')).toHaveText(INVALID_FORMAT);
    expect(isRed(await textHue(page.getByRole('alert')))).toBe(true);
    await expect(tokenBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(panelText(page, 'Header')).toHaveText('// ...');
    await expect(panelText(page, 'Payload')).toHaveText('// ...');
    await expect(signatureText(page)).toHaveText('...');
    await expect(statusLabel(page)).toHaveCount(0);
    await paste(tokenBox(page), 'a.b.c.d.e');
    await expect(page.getByRole('alert')).toHaveText(INVALID_FORMAT);
  });

  test('parts that are not JSON: the decode error; with a secret and a signature the label says "Enter secret to verify"', async ({ page }) => {
    await open(page);
    await paste(tokenBox(page), 'abc.def.ghi');
    await expect(page.getByRole('alert')).toHaveText(CANNOT_DECODE);
    await expect(panelText(page, 'Header')).toHaveText('// ...');
    await expect(panelText(page, 'Payload')).toHaveText('// ...');
    await expect(signatureText(page)).toHaveText('ghi');
    await expect(statusLabel(page)).toHaveText('Enter secret to verify');
  });

  test('clearing the token resets header, payload, signature, error and status', async ({ page }) => {
    await open(page);
    await paste(tokenBox(page), 'abc.def');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(tokenBox(page)).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(panelText(page, 'Header')).toHaveText('// ...');
    await expect(panelText(page, 'Payload')).toHaveText('// ...');
    await expect(signatureText(page)).toHaveText('...');
    await expect(statusLabel(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled();

    // Deleting by keyboard clears the same way; Sample brings the sample back.
    await page.getByRole('button', { name: 'Sample' }).click();
    await expect(statusLabel(page)).toHaveText('Signature Verified');
    await tokenBox(page).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await expect(panelText(page, 'Header')).toHaveText('// ...');
    await expect(statusLabel(page)).toHaveCount(0);
  });

  test('alg none never verifies and is called out; a header without alg or with an unknown alg fails', async ({ page }) => {
    await open(page);
    await paste(tokenBox(page), `${segment({ alg: 'none' })}.${segment({ sub: 'x' })}.forged`);
    await expect(statusLabel(page)).toHaveText('Invalid Signature');
    await expect(verifyPanel(page).getByText('This token says alg "none": it is not signed, so it never verifies and must never be trusted.')).toBeVisible();
    // An unsigned token has no signature segment, so no label, but the warning stays.
    await paste(tokenBox(page), `${segment({ alg: 'none' })}.${segment({ sub: 'x' })}.`);
    await expect(statusLabel(page)).toHaveCount(0);
    await expect(verifyPanel(page).getByText(/alg "none"/)).toBeVisible();

    await paste(tokenBox(page), `${segment({ typ: 'JWT' })}.${segment({ sub: 'x' })}.c2ln`);
    await expect(statusLabel(page)).toHaveText('Invalid Signature');
    await expect(verifyPanel(page).getByText('The header has no "alg".')).toBeVisible();
    await paste(tokenBox(page), `${segment({ alg: 'XS256' })}.${segment({ sub: 'x' })}.c2ln`);
    await expect(statusLabel(page)).toHaveText('Invalid Signature');
    await expect(verifyPanel(page).getByText('Unsupported algorithm "XS256".')).toBeVisible();
  });

  test('verifies an RS256 token with a PEM public key, a JWK and a JWKS chosen by kid', async ({ page }) => {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const other = await generateKeyPair('RS256', { extractable: true });
    const token = await new SignJWT({ sub: 'rs-user' }).setProtectedHeader({ alg: 'RS256', kid: 'signing-key' }).sign(privateKey);
    await open(page);
    await paste(tokenBox(page), token);
    await expect(statusLabel(page)).toHaveText('Invalid Signature');
    await expect(verifyPanel(page).getByText('Could not read a public key. Paste a PEM public key or certificate, a JWK or a JWKS.')).toBeVisible();
    await expect(verifyPanel(page).getByRole('switch', { name: 'Secret is base64 encoded' })).toHaveCount(0);

    await paste(secretBox(page), await exportSPKI(publicKey));
    await expect(statusLabel(page)).toHaveText('Signature Verified');
    await paste(secretBox(page), await exportSPKI(other.publicKey));
    await expect(statusLabel(page)).toHaveText('Invalid Signature');
    await paste(secretBox(page), JSON.stringify(await exportJWK(publicKey), null, 2));
    await expect(statusLabel(page)).toHaveText('Signature Verified');
    const jwks = {
      keys: [
        { ...(await exportJWK(other.publicKey)), kid: 'old-key' },
        { ...(await exportJWK(publicKey)), kid: 'signing-key' },
      ],
    };
    await paste(secretBox(page), JSON.stringify(jwks));
    await expect(statusLabel(page)).toHaveText('Signature Verified');
  });

  test('"Secret is base64 encoded" verifies RFC 7515 A.1 with its key', async ({ page }) => {
    const token =
      'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    await open(page);
    await paste(tokenBox(page), token);
    await paste(secretBox(page), 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow');
    await expect(statusLabel(page)).toHaveText('Invalid Signature');
    await verifyPanel(page).getByRole('switch', { name: 'Secret is base64 encoded' }).check();
    await expect(statusLabel(page)).toHaveText('Signature Verified');
  });

  test('warns when an HS secret is shorter than the hash', async ({ page }) => {
    await open(page);
    const token = await new SignJWT({ sub: 'x' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('your-256-bit-secret'));
    await paste(tokenBox(page), token);
    await paste(secretBox(page), 'your-256-bit-secret');
    await expect(statusLabel(page)).toHaveText('Signature Verified');
    await expect(verifyPanel(page).getByText('Weak secret: 19 bytes, but HS256 needs at least 32 bytes (RFC 7518, section 3.2).')).toBeVisible();
  });

  test('shows iat, nbf and exp as local and UTC dates with how far away they are, and explains claims on hover and focus', async ({ page }) => {
    await open(page);
    const claims = page.getByRole('region', { name: 'Claims', exact: true });
    const iatRow = claims.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'iat' }) });
    await expect(iatRow).toContainText('Local2018-01-18 02:30:22 GMT+01:00');
    await expect(iatRow).toContainText('UTC2018-01-18 01:30:22 UTC');
    await expect(iatRow).toContainText(/issued \d+ years ago/);
    await expect(claims).toContainText('Times in Europe/Berlin and UTC.');

    const now = seconds();
    await paste(tokenBox(page), `${segment({ alg: 'HS256' })}.${segment({ sub: 'x', nbf: now - 2 * 3600, exp: now + 5 * 60 })}.c2ln`);
    await expect(claims.getByRole('row').filter({ hasText: 'exp' })).toContainText('expires in 5 minutes');
    await expect(claims.getByRole('row').filter({ hasText: 'nbf' })).toContainText('became valid 2 hours ago');
    await paste(tokenBox(page), `${segment({ alg: 'HS256' })}.${segment({ exp: now - 2 * 3600 })}.c2ln`);
    await expect(claims.getByRole('row').filter({ hasText: 'exp' })).toContainText('expired 2 hours ago');

    const explanation = 'Expiration Time: the token must not be accepted on or after this time.';
    await claims.getByText('exp', { exact: true }).hover();
    await expect(page.getByRole('tooltip', { name: explanation })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip', { name: explanation })).toBeHidden();
    await claims.getByText('exp', { exact: true }).focus();
    await expect(page.getByRole('tooltip', { name: explanation })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip', { name: explanation })).toBeHidden();
  });

  test('the claims check reports each expectation pass or fail', async ({ page }) => {
    await open(page);
    const now = seconds();
    await paste(
      tokenBox(page),
      `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment({ iss: 'https://issuer.example', aud: 'api', sub: 'u1', iat: now - 60, exp: now - 10 })}.c2ln`,
    );
    const check = page.getByRole('region', { name: 'Claims check' });
    await check.getByLabel('Expected issuer').fill('https://issuer.example');
    await check.getByLabel('Expected audience').fill('web, mobile');
    await check.getByLabel('Expected subject').fill('u1');
    await check.getByLabel('Expected type').fill('JWT');
    await check.getByLabel('Required claims').fill('jti');
    await check.getByLabel('Maximum age').fill('1h');
    const results = check.getByRole('list', { name: 'Claims check results' }).getByRole('listitem');
    await expect(results).toHaveText([
      'PassPayload is a JSON object',
      'FailExpiration time (exp): "exp" claim timestamp check failed',
      'PassIssued at (iat)',
      'PassIssuer (iss) is "https://issuer.example"',
      'FailAudience (aud) includes "web" or "mobile": unexpected "aud" claim value',
      'PassSubject (sub) is "u1"',
      'PassType (typ) is "JWT"',
      'FailRequired claims: jti: missing required "jti" claim',
      'PassMaximum age: 1h',
    ]);
    await check.getByLabel('Clock tolerance').fill('30s');
    await expect(results.nth(1)).toHaveText('PassExpiration time (exp)');
    await check.getByLabel('Clock tolerance').fill('a while');
    await expect(check.getByText('Use seconds or a duration such as 30s, 5m, 2h or 7d.')).toBeVisible();
    await expect(check.getByLabel('Clock tolerance')).toHaveAttribute('aria-invalid', 'true');
  });

  test('encoder: sign with a secret, then verify the new token in the same screen', async ({ page }) => {
    await open(page);
    const section = encoder(page);
    await section.getByLabel('Payload JSON').fill('{"sub":"round-trip","admin":false}');
    await section.getByRole('button', { name: 'Sign token' }).click();
    await expect(section.getByRole('alert')).toHaveText('Enter a secret or private key to sign with.');
    await section.getByLabel('Signing key').fill('short');
    await expect(section.getByText('Weak secret: 5 bytes, but HS256 needs at least 32 bytes (RFC 7518, section 3.2).')).toBeVisible();
    await section.getByLabel('Signing key').fill('an-encoder-secret-that-is-long-enough!');
    await section.getByRole('button', { name: 'Sign token' }).click();
    const signed = await section.getByRole('textbox', { name: 'Signed JWT', exact: true }).inputValue();
    expect(signed.split('.')).toHaveLength(3);

    await section.getByRole('button', { name: 'Copy signed JWT' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(signed);
    await section.getByRole('button', { name: 'Verify in debugger' }).click();
    await expect(tokenBox(page)).toHaveValue(signed);
    await expect(tokenBox(page)).toBeFocused();
    await expect(secretBox(page)).toHaveValue('an-encoder-secret-that-is-long-enough!');
    await expect(panelText(page, 'Payload')).toHaveText('{\n  "sub": "round-trip",\n  "admin": false\n}');
    await expect(statusLabel(page)).toHaveText('Signature Verified');
  });

  test('encoder: generate an RS256 key pair, sign, and verify with the public key it hands over', async ({ page }) => {
    await open(page);
    const section = encoder(page);
    await section.getByLabel('Algorithm').selectOption('RS256');
    await expect(section.getByLabel('Header JSON')).toHaveValue('{\n  "alg": "RS256",\n  "typ": "JWT"\n}');
    await section.getByRole('button', { name: 'Generate key pair' }).click();
    // Finding RSA primes takes a random while, longer on a busy machine.
    await expect(section.getByLabel('Signing key')).toHaveValue(/^-----BEGIN PRIVATE KEY-----/, { timeout: 30_000 });
    await section.getByRole('button', { name: 'Sign token' }).click();
    await section.getByRole('button', { name: 'Verify in debugger' }).click();
    await expect(secretBox(page)).toHaveValue(/^-----BEGIN PUBLIC KEY-----/);
    await expect(panelText(page, 'Header')).toHaveText('{\n  "alg": "RS256",\n  "typ": "JWT"\n}');
    await expect(statusLabel(page)).toHaveText('Signature Verified');
    // Loading the decoded token back into the encoder picks up what the debugger shows.
    await paste(tokenBox(page), SAMPLE_TOKEN);
    await section.getByRole('button', { name: 'Load decoded token' }).click();
    await expect(section.getByLabel('Header JSON')).toHaveValue('{\n  "alg": "HS256",\n  "typ": "JWT"\n}');
  });

  test('Copy puts the token on the clipboard', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Copy JWT' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SAMPLE_TOKEN);
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  });

  test('a hostile paste neither freezes nor breaks the page: 5 MB of junk, then a 2 MB payload', async ({ page }) => {
    await open(page);
    const pasteFromClipboard = async (text: string) => {
      await page.evaluate((content) => navigator.clipboard.writeText(content), text);
      await tokenBox(page).click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('ControlOrMeta+V');
    };

    await pasteFromClipboard('junk'.repeat((5 * 1024 * 1024) / 4));
    await expect(page.getByRole('alert')).toHaveText(INVALID_FORMAT);
    await expect(
      page.getByText(
        'Showing the first 5,000 of 5,242,880 characters. A token this large is decoded and verified in full but not edited here: paste another over it, or Clear.',
      ),
    ).toBeVisible();
    await expect(tokenBox(page)).toHaveJSProperty('readOnly', true);

    // Pasting over the huge text replaces it whole; this token's payload is 2 MB.
    const bigToken = await new SignJWT({ blob: 'b'.repeat(2 * 1024 * 1024) })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(SAMPLE_SECRET));
    await pasteFromClipboard(bigToken);
    await expect(statusLabel(page)).toHaveText('Signature Verified');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(panelText(page, 'Payload')).toContainText('"blob": "bbbb');
    await expect(panelText(page, 'Payload')).toContainText(/\/\/ … [\d,]+ more characters: Copy gives all of it\.$/);
    await page.getByRole('button', { name: 'Copy Payload' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`{\n  "blob": "${'b'.repeat(2 * 1024 * 1024)}"\n}`);
    await page.getByRole('button', { name: 'Copy JWT' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bigToken);

    // Still responsive: a change of secret is checked again at once.
    await secretBox(page).press('End');
    await secretBox(page).press('Backspace');
    await expect(statusLabel(page)).toHaveText('Invalid Signature');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(tokenBox(page)).toHaveJSProperty('readOnly', false);
    await tokenBox(page).fill(SAMPLE_TOKEN);
    await expect(panelText(page, 'Header')).toHaveText('{\n  "alg": "HS256",\n  "typ": "JWT"\n}');
  });

  test('deeply nested JSON decodes without breaking the page', async ({ page }) => {
    await open(page);
    const depth = 50_000;
    await paste(tokenBox(page), `${segment({ alg: 'HS256' })}.${segment(`{"deep":${'['.repeat(depth)}${']'.repeat(depth)}}`)}.c2ln`);
    await expect(panelText(page, 'Payload')).toContainText('"deep":[[[[');
    await expect(page.getByRole('region', { name: 'Claims', exact: true }).getByRole('row', { name: /^deep/ })).toContainText('[[[[');
  });
});
