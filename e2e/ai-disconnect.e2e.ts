import { expect, test } from './ai-fixture';

test('a browser that goes away mid-stream makes the provider see its request aborted', async ({ page, aiApp }) => {
  await page.goto('/#/text-generator');
  const started = aiApp.fake.requests.length;
  await page.getByRole('textbox', { name: 'Text Prompt' }).fill('Many pieces [fake:trickle]');
  await page.getByRole('button', { name: 'Generate Text' }).click();
  await expect.poll(() => page.getByRole('textbox', { name: 'Generated Text' }).inputValue()).toContain('Piece 2.');

  // The tab closes: no Stop button, no goodbye; only the connection drops.
  await page.close();
  const aborted = await aiApp.fake.waitForDisconnect((request) => aiApp.fake.requests.indexOf(request) >= started);
  expect(aborted.finished).toBe(false);
});
