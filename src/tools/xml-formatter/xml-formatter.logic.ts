import { INPUT_EMPTY } from '@contract/messages';
import type { SourcePosition } from '@contract/position';
import { positionAt } from '@contract/position';
import { parseXml } from './xml-parse.logic';
import { printXml } from './xml-print.logic';

export type Indentation = '2' | '4' | 'tab';

export interface XmlFormatOptions {
  indentation: Indentation;
  /** Each attribute on its own line when a tag has two or more. */
  attributesPerLine: boolean;
}

export interface XmlFormatRequest extends XmlFormatOptions {
  input: string;
  minify: boolean;
}

export type XmlFormatResult = { ok: true; text: string } | { ok: false; message: string; position: SourcePosition | null };

export const defaultXmlOptions: XmlFormatOptions = { indentation: '2', attributesPerLine: false };

export function indentUnit(indentation: Indentation): string {
  return indentation === 'tab' ? '\t' : ' '.repeat(Number(indentation));
}

/** Checks the XML and prints it formatted or minified; a fault is a sentence with its line and column. */
export function formatXml({ input, minify, indentation, attributesPerLine }: XmlFormatRequest): XmlFormatResult {
  if (input.trim() === '') return { ok: false, message: INPUT_EMPTY, position: null };
  const parsed = parseXml(input);
  if (!parsed.ok) return { ok: false, message: parsed.message, position: positionAt(input, parsed.offset) };
  return { ok: true, text: printXml(input, parsed.document, { indent: minify ? null : indentUnit(indentation), attributesPerLine }) };
}
