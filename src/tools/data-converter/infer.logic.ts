import { integerValue, type DataValue } from './model.logic';

// JSON's number grammar: "007" or "1." stay text (a postcode, a version), so nothing the user wrote is rewritten.
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const INTEGER = /^-?(?:0|[1-9]\d*)$/;

/** The typed value a text field stands for: numbers, true/false, and (when `emptyIsNull`) empty as null. */
export function inferScalar(text: string, emptyIsNull: boolean): DataValue {
  if (text === '') return emptyIsNull ? null : '';
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (INTEGER.test(text)) return integerValue(text);
  if (NUMBER.test(text)) {
    const value = Number(text);
    return Number.isFinite(value) ? value : text;
  }
  return text;
}
