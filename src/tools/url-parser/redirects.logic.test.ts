import { describe, expect, it } from 'vitest';
import { removeTracking, unwrapRedirects } from './redirects.logic';

// Written as the wrappers write them: Outlook's data/sdata/reserved, Google's sa/ved/usg, Facebook's h=.
const SAFE_LINK =
  'https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.example.com%2Freport%3Fid%3D42%26utm_source%3Dnewsletter&data=05%7C02%7Cada%40contoso.com%7C8f3b2c1d4e5f60718293a4b5c6d7e8f9%7C72f988bf86f141af91ab2d7cd011db47%7C0%7C0%7C638654321098765432%7CUnknown%7CTWFpbGZsb3d8eyJWIjoiMC4wLjAwMDAiLCJQIjoiV2luMzIiLCJBTiI6Ik1haWwiLCJXVCI6Mn0%3D%7C0%7C%7C%7C&sdata=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789%2Bab%3D&reserved=0';
const GOOGLE_SEARCH =
  'https://www.google.com/url?sa=t&rct=j&q=&esrc=s&source=web&cd=&ved=2ahUKEwiK3s7y4ZqCAxVHk4kEHT5nBQ4QFnoECBAQAQ&url=https%3A%2F%2Fdeveloper.mozilla.org%2Fen-US%2Fdocs%2FWeb%2FAPI%2FURL&usg=AOvVaw0Zx1Y2Z3a4B5c6D7e8F9g0&opi=89978449';
const GOOGLE_DOCS = 'https://www.google.com/url?q=https://example.org/page?a%3D1%26b%3D2&sa=D&source=editors&ust=1700000000000000&usg=AOvVaw1abc';

describe('unwrapRedirects', () => {
  it.each([
    ['an Outlook Safe Link', SAFE_LINK, 'Outlook Safe Links', 'https://www.example.com/report?id=42&utm_source=newsletter'],
    ["Google search's redirect (url=)", GOOGLE_SEARCH, 'Google redirect', 'https://developer.mozilla.org/en-US/docs/Web/API/URL'],
    ["Google Docs' redirect (q=)", GOOGLE_DOCS, 'Google redirect', 'https://example.org/page?a=1&b=2'],
    [
      "Facebook's link shim",
      'https://l.facebook.com/l.php?u=https%3A%2F%2Fshop.example%2Fitem%2F9%3Ffbclid%3DIwAR2xYz&h=AT0abcDEF123',
      'Facebook link shim',
      'https://shop.example/item/9?fbclid=IwAR2xYz',
    ],
    [
      'LinkedIn',
      'https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fblog.example.com%2Fpost&urlhash=Ab12&trk=public_post',
      'LinkedIn redirect',
      'https://blog.example.com/post',
    ],
    [
      "LinkedIn's safety page",
      'https://www.linkedin.com/safety/go?url=https%3A%2F%2Fexample.net%2F&trk=flagship-messaging-web',
      'LinkedIn redirect',
      'https://example.net/',
    ],
    ['Slack', 'https://slack-redir.net/link?url=https%3A%2F%2Fstatus.example.io%2Fincidents%2F12', 'Slack redirect', 'https://status.example.io/incidents/12'],
    [
      'YouTube',
      'https://www.youtube.com/redirect?event=video_description&redir_token=QUFFLUhqbTBx&q=https%3A%2F%2Fgithub.com%2Fexample%2Frepo&v=dQw4w9WgXcQ',
      'YouTube redirect',
      'https://github.com/example/repo',
    ],
    [
      'Proofpoint v2',
      'https://urldefense.proofpoint.com/v2/url?u=https-3A__www.example.com_docs_guide-3Fid-3D42-26lang-3Den&d=DwMFaQ&c=euGZstcaTDllvimEN8b7jXrwqOf-v5A_CdpgnVfiiMM&r=abc&m=def&s=ghi&e=',
      'Proofpoint URL Defense',
      'https://www.example.com/docs/guide?id=42&lang=en',
    ],
    [
      'Proofpoint v1',
      'https://urldefense.proofpoint.com/v1/url?u=http://www.example.org/a%20b&k=oIvRg1%2BdGAgOoM1BIlLLqw%3D%3D%0A&r=x&m=y&s=z',
      'Proofpoint URL Defense',
      'http://www.example.org/a%20b',
    ],
    [
      // The decoder API's own example: "*" stands for "%" then "#", listed as "JSM" (Base64url of "%#").
      'Proofpoint v3',
      'https://urldefense.com/v3/__https://firebasestorage.googleapis.com/v0/b/gund-50757.appspot.com/o/owa*2Findex2gun.html?alt=media&token=02497332-ff04*vicky@example.com__;JSM!!Fjc1LPEtn8I!xxxxx-xxxxxxxx$',
      'Proofpoint URL Defense',
      'https://firebasestorage.googleapis.com/v0/b/gund-50757.appspot.com/o/owa%2Findex2gun.html?alt=media&token=02497332-ff04#vicky@example.com',
    ],
    [
      'Proofpoint v3 with a run ("**A" is two characters)',
      'https://urldefense.com/v3/__https://example.com/u/**Aabc__;QMOp!!ID!tok$',
      'Proofpoint URL Defense',
      'https://example.com/u/@%C3%A9abc',
    ],
  ])('%s', (_, href, wrapper, url) => {
    expect(unwrapRedirects(href)).toEqual([{ wrapper, url }]);
  });

  it('unwraps nested wrappers to the end, one step each', () => {
    const inner = `https://urldefense.proofpoint.com/v2/url?u=${encodeURIComponent(GOOGLE_SEARCH).replace(/-/g, '%2D').replace(/_/g, '%5F').replace(/%/g, '-')}&d=DwMFaQ&e=`;
    const outer = `https://eur03.safelinks.protection.outlook.com/?url=${encodeURIComponent(inner)}&data=05%7C02&reserved=0`;
    expect(unwrapRedirects(outer).map((step) => step.wrapper)).toEqual(['Outlook Safe Links', 'Proofpoint URL Defense', 'Google redirect']);
    expect(unwrapRedirects(outer).at(-1)?.url).toBe('https://developer.mozilla.org/en-US/docs/Web/API/URL');
  });

  it('leaves an ordinary URL, and a wrapper without a target, alone', () => {
    expect(unwrapRedirects('https://www.google.com/search?q=url')).toEqual([]);
    expect(unwrapRedirects('https://nam12.safelinks.protection.outlook.com/?data=05')).toEqual([]);
    expect(unwrapRedirects('https://evil.example/?url=https://safelinks.protection.outlook.com.evil.example/')).toEqual([]);
    expect(unwrapRedirects('not a url')).toEqual([]);
  });
});

describe('removeTracking', () => {
  it('takes out the named tracking keys, shows them, and keeps the rest in order', () => {
    const cleaned = removeTracking(
      'https://shop.example/item?id=9&utm_source=news&utm_Medium=email&color=red&fbclid=IwAR2&gclid=Cj0K&mc_eid=abc&_hsenc=p2AN&empty=&msclkid=1#top',
    );
    expect(cleaned.href).toBe('https://shop.example/item?id=9&color=red&empty=#top');
    expect(cleaned.removed.map((pair) => pair.key)).toEqual(['utm_source', 'utm_Medium', 'fbclid', 'gclid', 'mc_eid', '_hsenc', 'msclkid']);
  });

  it('leaves a URL without any untouched, its encoding included', () => {
    const href = 'https://example.com/?q=a+b&x=%7E';
    expect(removeTracking(href)).toEqual({ href, removed: [] });
  });

  it('drops the "?" when nothing is left', () => {
    expect(removeTracking('https://example.com/page?utm_campaign=spring&igshid=MzRl').href).toBe('https://example.com/page');
  });
});
