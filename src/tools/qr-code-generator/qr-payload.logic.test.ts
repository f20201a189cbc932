import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildContact,
  buildEmail,
  buildPayload,
  buildPhone,
  buildSms,
  buildWifi,
  defaultTemplateFields,
  escapeMecardValue,
  escapeVcardValue,
  normalizePhoneNumber,
  payloadMessages,
  type ContactFields,
  type PayloadResult,
  type WifiFields,
} from './qr-payload.logic';

const payloadOf = (result: PayloadResult) => {
  if (!result.ok) throw new Error(result.message);
  return result.payload;
};

/** How a scanner reads one WIFI:/MECARD: value back: a backslash takes the next character literally. */
const unescapeMecard = (value: string) => value.replace(/\\(.)/gs, '$1');

/** Splits "K:v;K:v;" at the semicolons that are not escaped, as ZXing's parser does. */
function mecardFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/([A-Z]+):((?:\\.|[^\\;])*);/gs)) fields[match[1] as string] = unescapeMecard(match[2] as string);
  return fields;
}

const unescapeVcard = (value: string) => value.replace(/\\(.)/gs, (_, character: string) => (character === 'n' ? '\n' : character));

const wifi = (fields: Partial<WifiFields>) => buildWifi({ ...defaultTemplateFields.wifi, ...fields });
const contact = (fields: Partial<ContactFields>) => buildContact({ ...defaultTemplateFields.contact, ...fields });

describe('escaping', () => {
  it.each([
    ['plain', 'plain'],
    ['a;b', 'a\\;b'],
    ['a,b', 'a\\,b'],
    ['a:b', 'a\\:b'],
    ['say "hi"', 'say \\"hi\\"'],
    ['back\\slash', 'back\\\\slash'],
    ['\\;,:"', '\\\\\\;\\,\\:\\"'],
  ])('MECARD/WIFI escapes %j as %j', (value, expected) => {
    expect(escapeMecardValue(value)).toBe(expected);
  });

  it.each([
    ['plain', 'plain'],
    ['Doe; Jane', 'Doe\\; Jane'],
    ['a,b', 'a\\,b'],
    ['C:\\dir', 'C:\\\\dir'],
    ['two\nlines\r\nthree', 'two\\nlines\\nthree'],
  ])('vCard escapes %j as %j', (value, expected) => {
    expect(escapeVcardValue(value)).toBe(expected);
  });

  it('MECARD escaping round-trips any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(unescapeMecard(escapeMecardValue(value))).toBe(value);
      }),
    );
  });

  it('vCard escaping round-trips any text without carriage returns (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).map((value) => value.replace(/\r/g, '')),
        (value) => {
          const escaped = escapeVcardValue(value);
          expect(escaped).not.toMatch(/[\n\r]/);
          expect(unescapeVcard(escaped)).toBe(value);
        },
      ),
    );
  });
});

describe('buildWifi', () => {
  it.each<[string, Partial<WifiFields>, string]>([
    ['WPA', { ssid: 'Home', password: 'secret123' }, 'WIFI:T:WPA;S:Home;P:secret123;;'],
    ['WEP', { ssid: 'Old', password: 'abcde', security: 'WEP' }, 'WIFI:T:WEP;S:Old;P:abcde;;'],
    ['open network leaves the password out', { ssid: 'Cafe', password: 'ignored', security: 'nopass' }, 'WIFI:T:nopass;S:Cafe;;'],
    ['hidden network', { ssid: 'Lab', password: 'pw', hidden: true }, 'WIFI:T:WPA;S:Lab;P:pw;H:true;;'],
    ['special characters are escaped', { ssid: 'My;Net,"5G"', password: 'a:b\\c' }, 'WIFI:T:WPA;S:My\\;Net\\,\\"5G\\";P:a\\:b\\\\c;;'],
    ['spaces and Unicode are kept', { ssid: ' Café Ü ', password: 'pässwörd 🔑' }, 'WIFI:T:WPA;S: Café Ü ;P:pässwörd 🔑;;'],
  ])('%s', (_name, fields, expected) => {
    expect(payloadOf(wifi(fields))).toBe(expected);
  });

  it.each<[Partial<WifiFields>, string]>([
    [{ ssid: '' }, payloadMessages.ssidMissing],
    [{ ssid: 'Net', password: '' }, payloadMessages.passwordMissing],
    [{ ssid: 'Net', password: '', security: 'WEP' }, payloadMessages.passwordMissing],
    [{ ssid: 'Corp', security: 'WPA2-EAP', identity: '' }, payloadMessages.identityMissing],
  ])('%j asks for %j', (fields, message) => {
    expect(wifi(fields)).toEqual({ ok: false, message });
  });

  it.each<[string, Partial<WifiFields>, string]>([
    [
      'PEAP with MSCHAPv2, as ZXing documents the fields',
      { ssid: 'Corp', security: 'WPA2-EAP', identity: 'ada@corp.example', anonymousIdentity: 'anon@corp.example', password: 'pw;1' },
      'WIFI:T:WPA2-EAP;S:Corp;E:PEAP;PH2:MSCHAPV2;A:anon@corp.example;I:ada@corp.example;P:pw\\;1;;',
    ],
    [
      'TLS with no inner method, no password and a hidden network',
      { ssid: 'Lab', security: 'WPA2-EAP', eapMethod: 'TLS', phase2: 'NONE', identity: 'host/lab-01', password: '', hidden: true },
      'WIFI:T:WPA2-EAP;S:Lab;E:TLS;I:host/lab-01;H:true;;',
    ],
  ])('enterprise: %s', (_name, fields, expected) => {
    const payload = payloadOf(wifi(fields));
    expect(payload).toBe(expected);
    // ZXing's WifiResultParser reads each field by its prefix; the enterprise ones come back as typed.
    const read = mecardFields(payload.slice('WIFI:'.length));
    expect(read.I).toBe(fields.identity);
    expect(read.T).toBe('WPA2-EAP');
  });

  it('a scanner reads back exactly the network name and password (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.boolean(), (ssid, password, hidden) => {
        const payload = payloadOf(wifi({ ssid, password, hidden }));
        expect(payload.startsWith('WIFI:') && payload.endsWith(';;')).toBe(true);
        expect(mecardFields(payload.slice('WIFI:'.length))).toEqual({ T: 'WPA', S: ssid, P: password, ...(hidden ? { H: 'true' } : {}) });
      }),
    );
  });
});

describe('buildEmail', () => {
  it.each([
    [{ to: 'ada@example.com', subject: '', body: '' }, 'mailto:ada@example.com'],
    [{ to: ' ada@example.com ', subject: 'Hi there', body: '' }, 'mailto:ada@example.com?subject=Hi%20there'],
    [{ to: 'ada@example.com', subject: '', body: 'Line 1\nLine 2' }, 'mailto:ada@example.com?body=Line%201%0D%0ALine%202'],
    [{ to: 'a+b@example.com', subject: 'Q&A = 100%?', body: 'x#y' }, 'mailto:a+b@example.com?subject=Q%26A%20%3D%20100%25%3F&body=x%23y'],
    [{ to: 'a@x.io, b@y.io', subject: 'Grüße', body: '' }, 'mailto:a@x.io,b@y.io?subject=Gr%C3%BC%C3%9Fe'],
    [{ to: 'josé@exämple.com', subject: '', body: '' }, 'mailto:jos%C3%A9@ex%C3%A4mple.com'],
    [{ to: 'ada@example.com', subject: '\uD800lone', body: '' }, 'mailto:ada@example.com?subject=%EF%BF%BDlone'],
  ])('%j gives %j', (fields, expected) => {
    expect(payloadOf(buildEmail(fields))).toBe(expected);
  });

  it.each([
    ['', payloadMessages.emailMissing],
    [' , ', payloadMessages.emailMissing],
    ['not an address', payloadMessages.emailInvalid],
    ['ada@example.com, nope', payloadMessages.emailInvalid],
    ['a@b@c', payloadMessages.emailInvalid],
  ])('%j asks for %j', (to, message) => {
    expect(buildEmail({ to, subject: '', body: '' })).toEqual({ ok: false, message });
  });

  it('subject and body decode back to what was typed (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ unit: 'grapheme', minLength: 1 }), (subject, body) => {
        const url = new URL(payloadOf(buildEmail({ to: 'a@b.c', subject, body })));
        expect(url.searchParams.get('subject')).toBe(subject);
        expect(url.searchParams.get('body')).toBe(body.replace(/\r\n|\r|\n/g, '\r\n'));
      }),
    );
  });
});

describe('phone numbers', () => {
  it.each([
    ['+1 (555) 123-4567', '+15551234567'],
    ['030.1234.5678', '03012345678'],
    ['*100#', '*100#'],
    ['  42 ', '42'],
    ['+', null],
    ['12+34', null],
    ['call me', null],
    ['#*', null],
  ])('%j normalises to %j', (raw, expected) => {
    expect(normalizePhoneNumber(raw)).toBe(expected);
  });

  it.each([
    ['+1 555 123 4567', 'tel:+15551234567'],
    ['*100#', 'tel:*100%23'],
  ])('tel: for %j is %j', (number, expected) => {
    expect(payloadOf(buildPhone({ number }))).toBe(expected);
  });

  it.each([
    ['', payloadMessages.phoneMissing],
    ['   ', payloadMessages.phoneMissing],
    ['555-CALL', payloadMessages.phoneInvalid],
  ])('%j asks for %j', (number, message) => {
    expect(buildPhone({ number })).toEqual({ ok: false, message });
  });
});

describe('buildSms', () => {
  it.each([
    [{ number: '+44 20 7946 0958', message: 'Hello: world', format: 'smsto' as const }, 'SMSTO:+442079460958:Hello: world'],
    [{ number: '12345', message: '', format: 'smsto' as const }, 'SMSTO:12345'],
    [
      { number: '+1 555 0100', message: 'See you at 5 & bring 🍕', format: 'sms-uri' as const },
      'sms:+15550100?body=See%20you%20at%205%20%26%20bring%20%F0%9F%8D%95',
    ],
    [{ number: '*99#', message: '', format: 'sms-uri' as const }, 'sms:*99%23'],
  ])('%j gives %j', (fields, expected) => {
    expect(payloadOf(buildSms(fields))).toBe(expected);
  });

  it('needs a valid number', () => {
    expect(buildSms({ number: '', message: 'hi', format: 'smsto' })).toEqual({ ok: false, message: payloadMessages.phoneMissing });
    expect(buildSms({ number: 'abc', message: 'hi', format: 'sms-uri' })).toEqual({ ok: false, message: payloadMessages.phoneInvalid });
  });
});

describe('buildContact', () => {
  const ada: Partial<ContactFields> = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    organization: 'Analytical Engines, Ltd.',
    title: 'Programmer',
    phone: '+44 20 0000 0000',
    email: 'ada@example.com',
    website: 'https://example.com/ada',
    address: '12 St James’s Square; London',
  };

  it('writes a vCard 3.0 with CRLF lines and escaped values', () => {
    expect(payloadOf(contact(ada))).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Lovelace;Ada;;;',
        'FN:Ada Lovelace',
        'ORG:Analytical Engines\\, Ltd.',
        'TITLE:Programmer',
        'TEL:+44 20 0000 0000',
        'EMAIL:ada@example.com',
        'URL:https://example.com/ada',
        'ADR:;;12 St James’s Square\\; London;;;;',
        'END:VCARD',
      ].join('\r\n'),
    );
  });

  it('leaves out empty fields and names the card after the organization when there is no name', () => {
    expect(payloadOf(contact({ organization: 'ACME' }))).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:ACME\r\nORG:ACME\r\nEND:VCARD');
  });

  it('writes a MECARD without the job title, N as "Last,First"', () => {
    expect(payloadOf(contact({ ...ada, format: 'mecard' }))).toBe(
      'MECARD:N:Lovelace,Ada;ORG:Analytical Engines\\, Ltd.;TEL:+44 20 0000 0000;EMAIL:ada@example.com;URL:https\\://example.com/ada;ADR:12 St James’s Square\\; London;;',
    );
  });

  it.each([
    [{ firstName: 'Ada' }, 'MECARD:N:Ada;;'],
    [{ lastName: 'Byron' }, 'MECARD:N:Byron;;'],
    [{ organization: 'ACME', address: 'Line 1\nLine 2' }, 'MECARD:N:ACME;ORG:ACME;ADR:Line 1 Line 2;;'],
  ])('MECARD for %j is %j', (fields, expected) => {
    expect(payloadOf(contact({ ...fields, format: 'mecard' }))).toBe(expected);
  });

  it('needs a name or an organization', () => {
    expect(contact({ phone: '123', firstName: '  ' })).toEqual({ ok: false, message: payloadMessages.contactMissing });
  });

  it('vCard values read back exactly (property)', () => {
    const text = fc.string({ minLength: 1 }).filter((value) => value.trim() === value && !/[\r\n]/.test(value) && value !== '');
    fc.assert(
      fc.property(text, text, (firstName, organization) => {
        const lines = payloadOf(contact({ firstName, organization })).split('\r\n');
        const value = (key: string) => unescapeVcard((lines.find((line) => line.startsWith(`${key}:`)) ?? '').slice(key.length + 1));
        expect(value('FN')).toBe(firstName);
        expect(value('ORG')).toBe(organization);
      }),
    );
  });
});

describe('buildPayload', () => {
  it('takes plain text exactly as typed, empty included', () => {
    expect(buildPayload('text', { ...defaultTemplateFields, text: '' })).toEqual({ ok: true, payload: '' });
    expect(buildPayload('text', { ...defaultTemplateFields, text: '  two\nlines ' })).toEqual({ ok: true, payload: '  two\nlines ' });
  });

  it('starts with a public web address', () => {
    expect(buildPayload('text', defaultTemplateFields)).toEqual({ ok: true, payload: 'https://example.com' });
  });

  it('routes each template to its builder', () => {
    const fields = {
      ...defaultTemplateFields,
      wifi: { ...defaultTemplateFields.wifi, ssid: 'N', password: 'p' },
      email: { to: 'a@b.c', subject: '', body: '' },
      phone: { number: '1' },
      sms: { number: '2', message: '', format: 'smsto' as const },
      contact: { ...defaultTemplateFields.contact, firstName: 'A' },
    };
    expect(payloadOf(buildPayload('wifi', fields))).toBe('WIFI:T:WPA;S:N;P:p;;');
    expect(payloadOf(buildPayload('email', fields))).toBe('mailto:a@b.c');
    expect(payloadOf(buildPayload('phone', fields))).toBe('tel:1');
    expect(payloadOf(buildPayload('sms', fields))).toBe('SMSTO:2');
    expect(payloadOf(buildPayload('contact', fields))).toMatch(/^BEGIN:VCARD\r\n/);
  });
});
