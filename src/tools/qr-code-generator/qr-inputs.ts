import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { SIZE_LIMITS, type ErrorCorrection } from '@/lib/qr-code';
import { defaultTemplateFields, EAP_METHODS, PHASE2_METHODS, type TemplateFields, type TemplateKind } from './qr-payload.logic';

// Shapes of what may come back from a share link or this device's storage: both are untrusted.
const text = (max: number) => z.string().check(z.maxLength(max));
const fieldsSchema = z.object({
  text: text(4000),
  wifi: z.object({
    ssid: text(64),
    password: text(128),
    security: z.enum(['WPA', 'WEP', 'nopass', 'WPA2-EAP']),
    hidden: z.boolean(),
    // Defaults, so fields remembered before enterprise networks existed still read.
    eapMethod: z._default(z.enum(EAP_METHODS), defaultTemplateFields.wifi.eapMethod),
    phase2: z._default(z.enum(PHASE2_METHODS), defaultTemplateFields.wifi.phase2),
    identity: z._default(text(256), ''),
    anonymousIdentity: z._default(text(256), ''),
  }),
  email: z.object({ to: text(320), subject: text(1000), body: text(4000) }),
  phone: z.object({ number: text(64) }),
  sms: z.object({ number: text(64), message: text(4000), format: z.enum(['smsto', 'sms-uri']) }),
  contact: z.object({
    format: z.enum(['vcard', 'mecard']),
    firstName: text(200),
    lastName: text(200),
    organization: text(200),
    title: text(200),
    phone: text(64),
    email: text(320),
    website: text(2000),
    address: text(1000),
  }),
});
const kindSchema = z.enum(['text', 'wifi', 'email', 'phone', 'sms', 'contact']);
const color = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));
const styleSchema = z.object({
  size: z.int().check(z.minimum(SIZE_LIMITS.min), z.maximum(SIZE_LIMITS.max)),
  foreground: color,
  background: color,
  level: z.enum(['L', 'M', 'Q', 'H']),
});

export interface QrStyle {
  size: number;
  foreground: string;
  background: string;
  level: ErrorCorrection;
}

export const kindShape = shapeOf<TemplateKind>(kindSchema);
export const fieldsShape = shapeOf<TemplateFields>(fieldsSchema);
export const styleShape = shapeOf<QrStyle>(styleSchema);
/** A link carries the content and how it looks; never a logo (a file) or a Wi-Fi password. */
export const sharedShape = shapeOf(z.partial(z.object({ kind: kindSchema, fields: fieldsSchema, style: styleSchema })));

/** The fields as they may go into a link or this device's storage: the Wi-Fi password is a secret and is left out. */
export function withoutSecrets(fields: TemplateFields): TemplateFields {
  return { ...fields, wifi: { ...fields.wifi, password: '' } };
}
