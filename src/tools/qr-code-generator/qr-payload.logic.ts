/**
 * Payload builders for the QR templates: each turns a form into the text a phone's scanner understands
 * (Wi-Fi join, mailto:, tel:, SMS, contact card). Pure and React-free.
 */

export type TemplateKind = 'text' | 'wifi' | 'email' | 'phone' | 'sms' | 'contact';

/** 'WPA2-EAP' is WPA2/WPA3-Enterprise (802.1X), as ZXing's and Android's Wi-Fi QR readers name it. */
export type WifiSecurity = 'WPA' | 'WEP' | 'nopass' | 'WPA2-EAP';

/** EAP methods and inner (phase 2) methods by the names Android's WifiEnterpriseConfig reads from a Wi-Fi QR code. */
export const EAP_METHODS = ['PEAP', 'TTLS', 'TLS', 'PWD', 'SIM', 'AKA', 'AKA_PRIME'] as const;
export const PHASE2_METHODS = ['NONE', 'MSCHAPV2', 'GTC', 'PAP', 'MSCHAP'] as const;
export type EapMethod = (typeof EAP_METHODS)[number];
export type Phase2Method = (typeof PHASE2_METHODS)[number];

export interface WifiFields {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
  /** Enterprise only: how the device proves who it is, the inner method inside the tunnel, and the names it gives. */
  eapMethod: EapMethod;
  phase2: Phase2Method;
  identity: string;
  anonymousIdentity: string;
}

export interface EmailFields {
  to: string;
  subject: string;
  body: string;
}

export interface PhoneFields {
  number: string;
}

export type SmsFormat = 'smsto' | 'sms-uri';

export interface SmsFields {
  number: string;
  message: string;
  format: SmsFormat;
}

export type ContactFormat = 'vcard' | 'mecard';

export interface ContactFields {
  format: ContactFormat;
  firstName: string;
  lastName: string;
  organization: string;
  title: string;
  phone: string;
  email: string;
  website: string;
  address: string;
}

export interface TemplateFields {
  text: string;
  wifi: WifiFields;
  email: EmailFields;
  phone: PhoneFields;
  sms: SmsFields;
  contact: ContactFields;
}

/** The spec's default content is a public web address. */
const DEFAULT_TEXT = 'https://example.com';

export const defaultTemplateFields: TemplateFields = {
  text: DEFAULT_TEXT,
  wifi: { ssid: '', password: '', security: 'WPA', hidden: false, eapMethod: 'PEAP', phase2: 'MSCHAPV2', identity: '', anonymousIdentity: '' },
  email: { to: '', subject: '', body: '' },
  phone: { number: '' },
  sms: { number: '', message: '', format: 'smsto' },
  contact: { format: 'vcard', firstName: '', lastName: '', organization: '', title: '', phone: '', email: '', website: '', address: '' },
};

/** A payload, or what the visitor still has to fill in. */
export type PayloadResult = { ok: true; payload: string } | { ok: false; message: string };

export const payloadMessages = {
  ssidMissing: 'Enter the network name (SSID).',
  passwordMissing: 'Enter the password, or choose None for an open network.',
  identityMissing: 'Enter the identity (the user name) this network signs in with.',
  emailMissing: 'Enter an email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  phoneMissing: 'Enter a phone number.',
  phoneInvalid: 'A phone number may contain digits, spaces, a leading +, and - . ( ) * #.',
  contactMissing: 'Enter a name or an organization.',
} as const;

const ok = (payload: string): PayloadResult => ({ ok: true, payload });
const problem = (message: string): PayloadResult => ({ ok: false, message });

/** Lone surrogates (possible in pasted text) would make encodeURIComponent throw; U+FFFD is what TextEncoder uses too. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

const percentEncode = (text: string) => encodeURIComponent(wellFormed(text));

/** Backslash-escapes the characters that delimit WIFI: and MECARD: fields: \ ; , : " */
export function escapeMecardValue(value: string): string {
  return value.replace(/[\\;,:"]/g, '\\$&');
}

/** vCard 3.0 text escaping (RFC 2426 §5): backslash, comma and semicolon escaped, line breaks as \n. */
export function escapeVcardValue(value: string): string {
  return value.replace(/[\\;,]/g, '\\$&').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * The WIFI: payload phones' cameras join from (ZXing's WifiResultParser, Android): T, S, P, H, and for an
 * enterprise network E (EAP method), PH2 (phase 2), A (anonymous identity) and I (identity).
 */
export function buildWifi(fields: WifiFields): PayloadResult {
  const { ssid, password, security, hidden } = fields;
  if (ssid === '') return problem(payloadMessages.ssidMissing);
  const enterprise = security === 'WPA2-EAP';
  if (enterprise && fields.identity === '') return problem(payloadMessages.identityMissing);
  if (!enterprise && security !== 'nopass' && password === '') return problem(payloadMessages.passwordMissing);
  const part = (key: string, value: string) => (value === '' ? '' : `${key}:${escapeMecardValue(value)};`);
  const eap = enterprise
    ? `${part('E', fields.eapMethod)}${fields.phase2 === 'NONE' ? '' : part('PH2', fields.phase2)}${part('A', fields.anonymousIdentity)}${part('I', fields.identity)}`
    : '';
  const passwordPart = security === 'nopass' ? '' : part('P', password);
  return ok(`WIFI:T:${security};S:${escapeMecardValue(ssid)};${eap}${passwordPart}${hidden ? 'H:true;' : ''};`);
}

const EMAIL_PATTERN = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+$/;

/** Address characters RFC 6068 allows unencoded; anything else is percent-encoded (whole code points, hence the u flag). */
function encodeMailtoAddress(address: string): string {
  return address.replace(/[^A-Za-z0-9\-._~!$'*+@]/gu, (character) => percentEncode(character));
}

/** mailto: with subject and body; several addresses may be given, separated by commas. */
export function buildEmail({ to, subject, body }: EmailFields): PayloadResult {
  const addresses = to
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.length === 0) return problem(payloadMessages.emailMissing);
  if (!addresses.every((address) => EMAIL_PATTERN.test(address))) return problem(payloadMessages.emailInvalid);
  const query = [
    subject ? `subject=${percentEncode(subject)}` : '',
    // RFC 6068 asks for CRLF line breaks in a body.
    body ? `body=${percentEncode(body.replace(/\r\n|\r|\n/g, '\r\n'))}` : '',
  ].filter(Boolean);
  return ok(`mailto:${addresses.map(encodeMailtoAddress).join(',')}${query.length ? `?${query.join('&')}` : ''}`);
}

/** Digits with an optional leading + (and * # for service codes), visual separators removed; null when not a phone number. */
export function normalizePhoneNumber(raw: string): string | null {
  const compact = raw.replace(/[\s\-.()]/g, '');
  return /^\+?[0-9*#]*[0-9][0-9*#]*$/.test(compact) ? compact : null;
}

type PhoneCheck = { ok: true; number: string } | { ok: false; message: string };

function checkPhone(raw: string): PhoneCheck {
  if (raw.trim() === '') return { ok: false, message: payloadMessages.phoneMissing };
  const number = normalizePhoneNumber(raw);
  return number === null ? { ok: false, message: payloadMessages.phoneInvalid } : { ok: true, number };
}

/** In a URI "#" starts the fragment, so RFC 3966 wants it as %23. */
const uriPhone = (number: string) => number.replace(/#/g, '%23');

export function buildPhone({ number }: PhoneFields): PayloadResult {
  const phone = checkPhone(number);
  return phone.ok ? ok(`tel:${uriPhone(phone.number)}`) : problem(phone.message);
}

/** SMSTO:number:message (read by most scanners) or the sms: URI of RFC 5724. */
export function buildSms({ number, message, format }: SmsFields): PayloadResult {
  const phone = checkPhone(number);
  if (!phone.ok) return problem(phone.message);
  if (format === 'sms-uri') return ok(`sms:${uriPhone(phone.number)}${message ? `?body=${percentEncode(message)}` : ''}`);
  return ok(`SMSTO:${phone.number}${message ? `:${message}` : ''}`);
}

const fullName = (fields: ContactFields) => [fields.firstName.trim(), fields.lastName.trim()].filter(Boolean).join(' ');

function buildVcard(fields: ContactFields): string {
  const line = (key: string, value: string) => (value.trim() ? [`${key}:${escapeVcardValue(value.trim())}`] : []);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVcardValue(fields.lastName.trim())};${escapeVcardValue(fields.firstName.trim())};;;`,
    `FN:${escapeVcardValue(fullName(fields) || fields.organization.trim())}`,
    ...line('ORG', fields.organization),
    ...line('TITLE', fields.title),
    ...line('TEL', fields.phone),
    ...line('EMAIL', fields.email),
    ...line('URL', fields.website),
    ...(fields.address.trim() ? [`ADR:;;${escapeVcardValue(fields.address.trim())};;;;`] : []),
    'END:VCARD',
  ];
  // RFC 2426 lines end in CRLF.
  return lines.join('\r\n');
}

/** MECARD has no job title field and no line breaks; N is "Last,First". */
function buildMecard(fields: ContactFields): string {
  const value = (text: string) => escapeMecardValue(text.trim().replace(/\s*[\r\n]+\s*/g, ' '));
  const names = [fields.lastName, fields.firstName].map(value).filter(Boolean);
  const name = names.length ? names.join(',') : value(fields.organization);
  const field = (key: string, text: string) => (text.trim() ? `${key}:${value(text)};` : '');
  return `MECARD:N:${name};${field('ORG', fields.organization)}${field('TEL', fields.phone)}${field('EMAIL', fields.email)}${field('URL', fields.website)}${field('ADR', fields.address)};`;
}

export function buildContact(fields: ContactFields): PayloadResult {
  if (!fullName(fields) && !fields.organization.trim()) return problem(payloadMessages.contactMissing);
  return ok(fields.format === 'vcard' ? buildVcard(fields) : buildMecard(fields));
}

/** The text to encode for the chosen template; plain text is taken as typed (empty included). */
export function buildPayload(kind: TemplateKind, fields: TemplateFields): PayloadResult {
  switch (kind) {
    case 'text':
      return ok(fields.text);
    case 'wifi':
      return buildWifi(fields.wifi);
    case 'email':
      return buildEmail(fields.email);
    case 'phone':
      return buildPhone(fields.phone);
    case 'sms':
      return buildSms(fields.sms);
    case 'contact':
      return buildContact(fields.contact);
  }
}
