import type { Tool } from './define-tool';
import jsonBeautifier from './json-beautifier';
import jwtDebugger from './jwt-debugger';
import qrCodeGenerator from './qr-code-generator';
import randomDataGenerator from './random-data-generator';
import regexTester from './regex-tester';
import textGenerator from './text-generator';
import timezoneConverter from './timezone-converter';
import wordCounter from './word-counter';
import guidGenerator from './guid-generator';
import base64Converter from './base64-converter';
import sqlBeautifier from './sql-beautifier';
import colorPaletteGenerator from './color-palette-generator';
import sqlToClass from './sql-to-class';
import jsonToCsharp from './json-to-csharp';
import logoToPalette from './logo-to-palette';
import jsMinifier from './js-minifier';
import svgIconGenerator from './svg-icon-generator';
import pdfToJson from './pdf-to-json';
import cssMinifier from './css-minifier';
import numberBaseConverter from './number-base-converter';
import xmlFormatter from './xml-formatter';
import yamlFormatter from './yaml-formatter';
import dataConverter from './data-converter';
import dateTimeConverter from './date-time-converter';
import caseConverter from './case-converter';
import listTools from './list-tools';
import stringEscaper from './string-escaper';
import jsonDiff from './json-diff';
import markdownPreview from './markdown-preview';
import textDiff from './text-diff';
import unicodeInspector from './unicode-inspector';

/**
 * Every built tool, one line each, in title order (registry.test.ts keeps it so): the landing page's A to Z
 * and its sections take this order as it is, since sorting as the app starts needs an ICU collator, whose
 * set-up took about 13 ms of every page load here, a deep link's included.
 */
export const tools: readonly Tool[] = [
  base64Converter,
  caseConverter,
  colorPaletteGenerator,
  cssMinifier,
  dataConverter,
  dateTimeConverter,
  guidGenerator,
  jsMinifier,
  jsonBeautifier,
  jsonDiff,
  jsonToCsharp,
  jwtDebugger,
  listTools,
  logoToPalette,
  markdownPreview,
  numberBaseConverter,
  pdfToJson,
  qrCodeGenerator,
  randomDataGenerator,
  regexTester,
  sqlBeautifier,
  sqlToClass,
  stringEscaper,
  svgIconGenerator,
  textDiff,
  textGenerator,
  timezoneConverter,
  unicodeInspector,
  wordCounter,
  xmlFormatter,
  yamlFormatter,
];
