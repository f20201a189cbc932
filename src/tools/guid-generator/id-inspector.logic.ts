import { inspectOtherId, type OtherIdInspection, type SnowflakeEpoch } from './other-ids.logic';
import { inspectUuid, normalizeUuid, uuidFromOtherForm, type Inspection } from './uuid-inspector.logic';

export type IdInspectResult =
  | { ok: true; kind: 'uuid'; inspection: Inspection; /** Set when the UUID was pasted as Base64 or decimal. */ readFrom: string | null }
  | { ok: true; kind: 'other'; other: OtherIdInspection }
  | { ok: false; message: string }
  | null;

/**
 * What a pasted ID is: a UUID in any of its forms (hex, Base64, decimal), or a ULID, KSUID, Snowflake
 * (read with the chosen epoch), CUID2 or Nano ID, with the time it carries. Null for blank input.
 */
export function inspectId(input: string, epoch: SnowflakeEpoch): IdInspectResult {
  const text = input.trim();
  if (text === '') return null;
  const normalized = normalizeUuid(text);
  if (normalized.uuid) {
    const result = inspectUuid(normalized.uuid);
    return result?.ok ? { ok: true, kind: 'uuid', inspection: result.inspection, readFrom: null } : result;
  }
  const fromOther = uuidFromOtherForm(text);
  if (fromOther) {
    const result = inspectUuid(fromOther);
    return result?.ok ? { ok: true, kind: 'uuid', inspection: result.inspection, readFrom: /^\d+$/.test(text) ? 'decimal' : 'Base64' } : result;
  }
  const other = inspectOtherId(text, epoch);
  if (other) return { ok: true, kind: 'other', other };
  return { ok: false, message: `Not a UUID, nor a ULID, KSUID, Snowflake, CUID2 or Nano ID. ${normalized.problem}` };
}
